import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { AddressedClient } from '../addressed-client.js';
import { startTestServer, type Response, type TestServer } from '../test-server.js';

/**
 * The abuse suite for X-Forwarded-For (issue 21 item 6), with real HTTP through one real proxy hop and the product's
 * default per-address limit on password reset links (PASSWORD_RESETS_PER_IP_PER_HOUR). A client writes its own
 * X-Forwarded-For with a new made-up address on every request. Behind `TRUST_PROXY=1` the app believes only the
 * address the proxy appended (the client's real one), so the spoofer is one address; `TRUST_PROXY=true` (refused in
 * production since) believed the left-most, which the client wrote. Its figures are printed.
 */
let t: TestServer | undefined;
let proxy: Server | undefined;
afterEach(async () => {
  proxy?.closeAllConnections();
  if (proxy) await new Promise((r) => proxy!.close(r));
  await t?.close();
  proxy = undefined;
  t = undefined;
});

/** One hop in front of the app, as nginx's `proxy_add_x_forwarded_for` does: appends the connecting address. */
async function startProxy(upstream: string): Promise<string> {
  proxy = createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const up = request(upstream + req.url, { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent: false }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}

const ATTEMPTS = 40;

/** A spoofer at 127.0.0.31 asks for reset links for 40 different addresses, each time with a made-up X-Forwarded-For. */
async function spoof(trustProxy: string) {
  t = await startTestServer({ TRUST_PROXY: trustProxy, PASSWORD_RESETS_PER_IP_PER_HOUR: '' });
  const spoofer = new AddressedClient(await startProxy(t.url), '127.0.0.31');
  const answers: Response[] = [];
  for (let i = 0; i < ATTEMPTS; i++) {
    answers.push(await spoofer.rest('POST', '/api/auth/forgot-password', { email: `nobody${i}@example.org` }, { 'x-forwarded-for': `203.0.113.${i + 1}` }));
  }
  const [counted] = await t.sql<{ n: number }>("select count(*)::int as n from rate_limits where key like 'password_reset_ip:%'");
  return {
    limit: t.env.PASSWORD_RESETS_PER_IP_PER_HOUR,
    accepted: answers.filter((a) => a.status !== 429).length,
    refused: answers.filter((a) => a.status === 429),
    addresses: counted.n,
  };
}

describe('X-Forwarded-For spoofing', () => {
  it('behind TRUST_PROXY=1 a client that writes its own X-Forwarded-For is counted as one address', async () => {
    const { limit, accepted, refused, addresses } = await spoof('1');
    console.log(
      [
        `X-Forwarded-For spoofing through one proxy hop, ${ATTEMPTS} reset requests from 127.0.0.31, each with a made-up address (PASSWORD_RESETS_PER_IP_PER_HOUR = ${limit}):`,
        `  distinct addresses a spoofer gets counted as: ${addresses} (TRUST_PROXY=1)`,
        `  reset requests accepted: ${accepted}, refused (429): ${refused.length}`,
      ].join('\n'),
    );
    expect(addresses).toBe(1);
    expect(accepted).toBe(limit);
    expect(refused).toHaveLength(ATTEMPTS - limit);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('with TRUST_PROXY=true (development only now) the same spoofer is a new address every time', async () => {
    const { accepted, addresses } = await spoof('true');
    console.log(`  distinct addresses a spoofer gets counted as with TRUST_PROXY=true: ${addresses} (${accepted} of ${ATTEMPTS} reset requests accepted)`);
    expect(addresses).toBe(ATTEMPTS);
    expect(accepted).toBe(ATTEMPTS);
  });
});
