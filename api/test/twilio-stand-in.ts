import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (TwilioSmsSender posts there): it keeps every text's form and answers
 * 201, or 500 with a Twilio error code when `refuse(form, n)` says so for the n-th text (from 1). `env` points an app at it.
 */
export async function startTwilioStandIn(refuse: (form: URLSearchParams, n: number) => boolean) {
  const received: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      if (refuse(form, received.length)) res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":30008}');
      else res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    received,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'ACtest',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
