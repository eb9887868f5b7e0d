import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type Response, type TestServer } from '../test-server.js';

/**
 * The abuse suite for sign-up (issue 21 item 4), with real HTTP, distinct loopback source addresses and the product's
 * defaults (SIGNUPS_PER_IP_PER_HOUR unset): farming accounts from one address, and probing which e-mail addresses are
 * members. Its figures are printed; timing is printed only, never asserted (AGENTS rule 10).
 */
let t: TestServer;
beforeAll(async () => {
  // '' leaves the variable unset (loadEnv drops empty values): the product's default, not the test servers' 1000.
  t = await startTestServer({ SIGNUPS_PER_IP_PER_HOUR: '' });
});
afterAll(() => t.close());

const PASSWORD = 'quiet-harbor-pebble';
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a prober sees of an answer: everything but the date and per-request ids. */
function visible(res: Response) {
  const headers = [...res.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ status: res.status, body: res.body, headers, setCookie: res.headers.getSetCookie().length > 0 });
}

describe('sign-up abuse', () => {
  it('one address cannot farm accounts: at most SIGNUPS_PER_IP_PER_HOUR an hour, none of them signed in', async () => {
    const limit = t.env.SIGNUPS_PER_IP_PER_HOUR;
    const farmer = t.clientFrom('127.0.0.23');
    const tag = Math.random().toString(36).slice(2, 7);
    const started = Date.now();
    const answers: Response[] = [];
    for (let i = 0; i < 100; i++) {
      answers.push(await farmer.rest('POST', '/api/register', { username: `farm${tag}${i}`, email: `farm${tag}${i}@example.com`, password: PASSWORD }));
    }
    const elapsed = Date.now() - started;
    const accepted = answers.filter((a) => a.status === 202);
    const refused = answers.filter((a) => a.status === 429);
    const made = (await t.sql<{ n: number }>('select count(*)::int as n from users where username like $1', [`farm${tag}%`]))[0].n;
    const confirmed = (
      await t.sql<{ n: number }>('select count(*)::int as n from users where username like $1 and email_confirmed_at is not null', [`farm${tag}%`])
    )[0].n;
    console.log(
      [
        'sign-up farming, from one address (127.0.0.23), product defaults:',
        `  accounts per hour from one address: ${accepted.length} (before: 100 in 7.7 s)`,
        `  100 attempts took ${seconds(elapsed)} s: ${accepted.length} accepted (202), ${refused.length} refused (429, Retry-After ${refused[0]?.headers.get('retry-after')} s)`,
        `  accounts stored: ${made}; able to act (e-mail confirmed): ${confirmed}; sessions started: ${answers.filter((a) => a.headers.getSetCookie().length).length}`,
        `  each account still needs its own inbox: the link e-mailed to it is the only way in (SIGNUPS_PER_IP_PER_HOUR = ${limit})`,
      ].join('\n'),
    );
    expect(accepted.length).toBeLessThanOrEqual(limit);
    expect(accepted.length + refused.length).toBe(100);
    expect(made).toBe(accepted.length);
    expect(confirmed).toBe(0);
    for (const a of refused) expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const a of answers) expect(a.headers.getSetCookie()).toEqual([]);
  });

  it('sign-up cannot tell which of 20 e-mail addresses are members (status, body, headers, session cookie)', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => t.signedIn()));
    const tag = Math.random().toString(36).slice(2, 7);
    const probes = [
      ...members.map((m) => ({ email: m.user.email, member: true })),
      ...Array.from({ length: 10 }, (_, i) => ({ email: `stranger${tag}${i}@example.com`, member: false })),
    ].sort(() => Math.random() - 0.5);

    const results: { member: boolean; rest: Response; gql: Response; ms: number }[] = [];
    for (const [i, probe] of probes.entries()) {
      // One loopback address per probe, each well within its own hourly budget.
      const prober = t.clientFrom(`127.0.0.${40 + i}`);
      const begun = Date.now();
      const rest = await prober.rest('POST', '/api/register', { username: `probe${tag}${i}`, email: probe.email, password: PASSWORD });
      const ms = Date.now() - begun;
      const gql = await prober.gql('mutation($i: RegisterInput!) { signUp(input: $i) { confirmEmail } }', {
        i: { username: `probeg${tag}${i}`, email: probe.email.toUpperCase(), password: PASSWORD },
      });
      results.push({ member: probe.member, rest, gql, ms });
    }

    const restAnswers = new Set(results.map((r) => visible(r.rest)));
    const gqlAnswers = new Set(results.map((r) => visible(r.gql)));
    const msOf = (member: boolean) => median(results.filter((r) => r.member === member).map((r) => r.ms));
    console.log(
      [
        'membership probing through sign-up, 20 e-mail addresses (10 members) from 127.0.0.40-59, product defaults:',
        `  distinct REST answers: ${restAnswers.size} (before: 2, 409 for members and 201 with a session for the others)`,
        `  distinct GraphQL answers: ${gqlAnswers.size}`,
        `  answer: ${results[0].rest.status} ${JSON.stringify(results[0].rest.body)}, session cookie: ${results[0].rest.headers.getSetCookie().length ? 'yes' : 'none'}`,
        `  median time, members ${msOf(true)} ms, others ${msOf(false)} ms (printed, not asserted: both hash the password and send one e-mail)`,
        `  members told apart by their answers: 0 of 10 (each owner was told by e-mail that someone tried her address)`,
      ].join('\n'),
    );
    expect(restAnswers.size).toBe(1);
    expect(gqlAnswers.size).toBe(1);
    expect(results[0].rest.status).toBe(202);
    expect(results[0].rest.body).toEqual({ confirmEmail: true });
    expect(results[0].rest.headers.getSetCookie()).toEqual([]);
    // Nothing was made for a member's address.
    expect(await t.sql('select username from users where username like $1 and email = any($2)', [`probe%${tag}%`, members.map((m) => m.user.email)])).toEqual(
      [],
    );
  });
});
