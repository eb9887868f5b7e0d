import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (TwilioSmsSender posts there): it keeps every text's form and answers
 * 201, or 500 with a Twilio error code when `refuse(form, n)` says so for the n-th text (from 1); and for Lookup v2's
 * line type intelligence, answers `lineTypeOf(number)`. `env` points an app at both.
 */
export async function startTwilioStandIn(refuse: (form: URLSearchParams, n: number) => boolean, lineTypeOf: (e164: string) => string | null = () => 'mobile') {
  const received: URLSearchParams[] = [];
  const lookups: string[] = [];
  const server = createServer((req, res) => {
    // Lookup v2 (TWILIO_LOOKUP_BASE): GET /v2/PhoneNumbers/{e164}?Fields=line_type_intelligence.
    const lookup = /^\/v2\/PhoneNumbers\/([^?]+)\?Fields=line_type_intelligence$/.exec(req.url ?? '');
    if (req.method === 'GET' && lookup) {
      const e164 = decodeURIComponent(lookup[1]);
      lookups.push(e164);
      const type = lineTypeOf(e164);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ phone_number: e164, line_type_intelligence: type ? { type } : null }));
      return;
    }
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
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    lookups,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'ACtest',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_BASE: base,
      TWILIO_LOOKUP_BASE: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
