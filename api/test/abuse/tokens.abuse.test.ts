import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type Response, type TestServer } from '../test-server.js';

/**
 * The abuse suite for API tokens (issue 21 item 6), with real HTTP and the product's defaults (TOKEN_REQUESTS_PER_MINUTE
 * and TOKEN_MEMBER_REQUESTS_PER_MINUTE unset): a member holds the most tokens she may (20) and spends all of them at
 * once. Each token's own budget would let her through 20 times over; her budget across them stops her. Its figures are
 * printed; timing is printed only, never asserted (AGENTS rule 10).
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const TOKENS = 20;

describe('API token abuse', () => {
  it('one member gets no more than TOKEN_MEMBER_REQUESTS_PER_MINUTE through 20 tokens', async () => {
    const perToken = t.env.TOKEN_REQUESTS_PER_MINUTE;
    const perMember = t.env.TOKEN_MEMBER_REQUESTS_PER_MINUTE;
    expect(perMember).toBe(perToken);
    const member = await t.signedIn();
    const secrets: string[] = [];
    for (let i = 0; i < TOKENS; i++) {
      const created = await member.rest('POST', '/api/user/tokens', { name: `scraper ${i}`, scopes: ['read'] });
      expect(created.status).toBe(201);
      secrets.push(created.body.secret as string);
    }
    // Rounds of one request per token at once, until the tokens together made the member's budget and 40 more: every
    // token stays far below its own budget (perMember / 20 + 2 each).
    const client = t.client();
    const answers: Response[] = [];
    const started = Date.now();
    for (let sent = 0; sent < perMember + 40; sent += TOKENS) {
      answers.push(...(await Promise.all(secrets.map((s) => client.rest('GET', '/api/auth/user', undefined, { authorization: `Bearer ${s}` })))));
    }
    const elapsed = Date.now() - started;
    const through = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    const others = answers.filter((a) => a.status !== 200 && a.status !== 429);
    console.log(
      [
        `API tokens, one member with ${TOKENS} tokens, product defaults (TOKEN_REQUESTS_PER_MINUTE = ${perToken}, TOKEN_MEMBER_REQUESTS_PER_MINUTE = ${perMember}):`,
        `  requests per minute one member gets through ${TOKENS} tokens: ${through.length} (before: ${TOKENS} x ${perToken} = ${TOKENS * perToken})`,
        `  ${answers.length} requests in ${(elapsed / 1000).toFixed(1)} s: ${through.length} answered (200), ${refused.length} refused (429, Retry-After ${refused[0]?.headers.get('retry-after')} s)`,
        // Any other answer fails the test below; its statuses and first message say what it was (one CI run had 48).
        ...(others.length ? [`  other answers: ${others.map((a) => a.status).join(', ')}; the first: ${JSON.stringify(others[0].body)}`] : []),
      ].join('\n'),
    );
    expect(through.length).toBeLessThanOrEqual(perMember);
    expect(through.length + refused.length).toBe(answers.length);
    for (const a of refused) {
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(a.body.message).toMatch(/^Too many requests with your API tokens: together they may make \d+ requests per minute/);
    }
  });
});
