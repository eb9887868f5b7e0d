import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express, { type Request, type Response } from 'express';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { seedProfiles } from '../../test/factories.js';
import { Role, User } from '../modules/user/user.entity.js';
import { principalColumns, principalOfRow } from './principal.js';
import { currentUserMiddleware } from './session.js';

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

describe('her principal now, her account when first read', () => {
  /** Her account row as the session store reads it: on the ORM's own pool, with its type parsers. */
  const accountRow = async (id: string) => {
    const pool = await t.orm.em.getConnection().getNativeClient();
    return (await pool.query<Record<string, unknown>>('select u.* from users u where u.id = $1', [id])).rows[0];
  };

  it('the principal says what the mapped account says, for every field the access checks read', async () => {
    const member = await t.signedIn();
    const suspended = await t.signedIn();
    const until = new Date(Date.now() + 3 * 86_400_000);
    await t.sql('update users set suspended_until = $1, suspension_reason = $2 where id = $3', [until, 'Repeated harassment', suspended.user.id]);
    const admin = await t.signedIn({ role: Role.ADMIN });
    const columns = principalColumns(t.orm);
    for (const [id, secondFactorAt] of [
      [member.user.id, null],
      [suspended.user.id, null],
      [admin.user.id, 1_700_000_000_000],
    ] as const) {
      const principal = principalOfRow(await accountRow(id), columns, secondFactorAt);
      const user = (await t.orm.em.fork().findOne(User, id))!;
      expect(principal).toEqual({
        id: user.id,
        role: user.role,
        banned: user.banned,
        suspendedUntil: user.suspendedUntil ?? null,
        suspensionReason: user.suspensionReason ?? null,
        sessionSecondFactorAt: secondFactorAt,
        apiToken: null,
      });
    }
    expect(principalOfRow(await accountRow(suspended.user.id), columns, null).suspendedUntil?.getTime()).toBe(until.getTime());
  });

  it("authorizes without an EntityManager, and maps her account into the request's only when it is read", async () => {
    const member = await t.signedIn();
    const app = express();
    const middleware = currentUserMiddleware(app, t.orm);
    const req = Object.create(app.request) as Request;
    Object.assign(req, {
      session: { userId: member.user.id, createdAt: Date.now(), seenAt: Date.now(), secondFactorAt: 123, cookie: {} },
      sessionUserRow: await accountRow(member.user.id),
    });
    await new Promise<void>((resolve, reject) => void middleware(req, {} as Response, (err?: unknown) => (err ? reject(err) : resolve())));
    expect(req.principal).toMatchObject({ id: member.user.id, role: Role.MEMBER, banned: false, sessionSecondFactorAt: 123 });
    expect(req.forkedEm).toBeUndefined();
    const user = req.user!;
    expect(user).toBeInstanceOf(User);
    expect(user.sessionSecondFactorAt).toBe(123);
    expect(req.forkedEm).toBeDefined();
    expect(req.em.getUnitOfWork().getById(User, member.user.id)).toBe(user);
    expect(req.user).toBe(user);
    // Setting the user (a sign-in, a sign-out) replaces both.
    req.user = null;
    expect(req.principal).toBeNull();
    expect(req.user).toBeNull();
  });
});
