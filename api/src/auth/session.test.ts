import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedProfiles } from '../../test/factories.js';

/**
 * The session store reads a signed-in member's account in the same statement as her session (session.ts,
 * SessionStore): the account must be as current as a separate lookup was, and the row mapped into the request's
 * EntityManager must carry no false changes (a flush that writes something else must not rewrite her row).
 */
let t: TestServer;
let profileId: number;

beforeAll(async () => {
  t = await startTestServer();
  [profileId] = await seedProfiles(t, [{ firstName: 'Quinn', location: 'Austin, TX', reports: [{ rating: 4, approved: true }] }]);
});
afterAll(() => t.close());

const REPORT = { reportType: 'positive', category: 'dating', title: 'Kind and on time', content: 'We met twice for coffee and he was kind and on time.' };

describe('the session with its account in one statement', () => {
  it('serves the account as it is in the database at this request', async () => {
    const member = await t.signedIn({ username: `fresh_${Date.now().toString(36)}` });
    expect((await member.gql('{ me { username } }')).body.data.me.username).toBe(member.user.username);
    await t.sql('update users set username = $1 where id = $2', ['renamed_by_sql', member.user.id]);
    expect((await member.gql('{ me { username } }')).body.data.me.username).toBe('renamed_by_sql');
    await t.sql('update users set banned = true where id = $1', [member.user.id]);
    expect((await member.gql('{ me { id } }')).body.data.me).toBeNull();
  });

  it('a request that writes other rows leaves her account row untouched', async () => {
    const member = await t.signedIn();
    const before = await t.sql<Record<string, unknown>>('select * from users where id = $1', [member.user.id]);
    const res = await member.rest('POST', `/api/profiles/${profileId}/reports`, REPORT);
    expect(res.status).toBe(201);
    const after = await t.sql<Record<string, unknown>>('select * from users where id = $1', [member.user.id]);
    expect(after).toEqual(before);
  });

  it('a session whose account is gone is ended, as before', async () => {
    const member = await t.signedIn();
    await t.sql('delete from users where id = $1', [member.user.id]);
    expect((await member.gql('{ me { id } }')).body.data.me).toBeNull();
    expect(await t.sql('select sid from session where user_id = $1', [member.user.id])).toEqual([]);
  });
});
