import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { isObjectType } from 'graphql';
import type { Router } from 'express';
import { buildAppSchema } from '../../src/app/schema.js';
import { apiRouter } from '../../src/rest/routes.js';
import { Role } from '../../src/modules/user/user.entity.js';
import { startTestServer, type Response, type TestServer } from '../test-server.js';
import { databaseFingerprint } from '../db-fingerprint.js';
import { PRINCIPALS, rows, type Fixtures, type Outcome, type Who } from './matrix.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** Every `METHOD /api/path` the REST router mounts, found by walking the Express router itself. */
function restOperations(router: Router, prefix = '/api'): string[] {
  const ops: string[] = [];
  for (const layer of (router as unknown as { stack: any[] }).stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) ops.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
    } else if (layer.handle?.stack) {
      ops.push(...restOperations(layer.handle, prefix));
    }
  }
  return ops;
}

/** `METHOD /api/path` of every route whose handlers include none made by `route(level, ...)`: none may exist (deny by default). */
function routesWithoutLevel(router: Router, prefix = '/api'): string[] {
  const missing: string[] = [];
  for (const layer of (router as unknown as { stack: any[] }).stack) {
    if (layer.route) {
      const levels = layer.route.stack.map((l: any) => l.handle?.access).filter((a: unknown) => typeof a === 'string');
      if (levels.length !== 1) for (const method of Object.keys(layer.route.methods)) missing.push(`${method.toUpperCase()} ${prefix}${layer.route.path}`);
    } else if (layer.handle?.stack) {
      missing.push(...routesWithoutLevel(layer.handle, prefix));
    }
  }
  return missing;
}

/** Content of every table the app owns (not sessions or rate-limit counters, which legitimately change). */
const snapshot = () => databaseFingerprint(t);

function outcomeOf(res: Response, denyStatuses: number[] = []): Outcome | string {
  const isGql = res.body && typeof res.body === 'object' && ('data' in res.body || 'errors' in res.body);
  if (isGql) {
    const code = res.body.errors?.[0]?.extensions?.code;
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || (code === 'NOT_FOUND' && denyStatuses.includes(404))) return 'deny';
    if (res.body.errors?.length) return `error ${code}: ${res.body.errors[0].message}`;
    const values = Object.values(res.body.data ?? {});
    return values.length && values.every((v) => v === null) ? 'null' : 'allow';
  }
  if (res.status === 401 || res.status === 403 || denyStatuses.includes(res.status)) return 'deny';
  if (res.status >= 200 && res.status < 300) return 'allow';
  return `status ${res.status}: ${JSON.stringify(res.body)}`;
}

async function principals(): Promise<Fixtures> {
  const [member, otherMember, admin, banned, spare] = await Promise.all([
    t.signedIn(),
    t.signedIn(),
    t.signedIn({ role: Role.ADMIN }),
    t.signedIn(),
    t.signedIn(),
  ]);
  await t.sql('update users set banned = true, ban_reason = $2, banned_at = now() where id = $1', [banned.user.id, 'matrix']);
  const [profile] = await t.sql<{ id: number }>(
    "insert into profiles (first_name, display_name, category, location, latitude, longitude, published_at) values ('Mara', 'Mara', 'dating', 'Boston, MA', 42.3601, -71.0589, now()) returning id",
  );
  await t.sql(
    "insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved) values ($1, $2, 'positive', 'Approved one', 'An approved report long enough.', 'dating', 5, true)",
    [profile.id, spare.user.id],
  );
  return {
    t,
    as: {
      visitor: { client: t.client() },
      member: { client: member, user: member.user },
      otherMember: { client: otherMember, user: otherMember.user },
      banned: { client: banned, user: banned.user },
      admin: { client: admin, user: admin.user },
    },
    data: { spareUsername: spare.user.username, profileId: String(profile.id) },
  };
}

describe('authorization matrix', () => {
  it('has exactly one row for every GraphQL root field, every guarded field of an object type and every /api path', async () => {
    const schema = await buildAppSchema();
    const ROOTS = ['Query', 'Mutation', 'Subscription'];
    const fields = ROOTS.flatMap((name) => {
      const type = schema.getType(name);
      return type && isObjectType(type) ? Object.keys(type.getFields()).map((f) => `${name}.${f}`) : [];
    });
    // A field of an object type with an access level of its own (`FieldAccess`, e.g. Report.moderationNote).
    const guarded = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !ROOTS.includes(type.name))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((f) => f.extensions?.access)
          .map((f) => `${type.name}.${f.name}`),
      );
    expect(guarded).toContain('Report.moderationNote');
    const rest = restOperations(apiRouter(t.app.services));
    const operations = [...fields, ...guarded, ...rest].sort();
    const documented = rows.map((r) => r.op);
    expect(new Set(documented).size).toBe(documented.length);
    expect(operations.filter((op) => !documented.includes(op))).toEqual([]);
    expect(documented.filter((op) => !operations.includes(op))).toEqual([]);
    for (const row of rows) expect(Object.keys(row.expect).sort()).toEqual([...PRINCIPALS].sort());
  });

  it('declares one access level on every /api route (route(level, ...)), so none is open by omission', () => {
    expect(routesWithoutLevel(apiRouter(t.app.services))).toEqual([]);
  });

  describe.each(rows.map((r) => [r.op, r] as const))('%s', (_op, row) => {
    // Fresh principals for every row; each cell uses only its own principal, so a logout or a rename in
    // one cell cannot leak into another.
    let f: Fixtures;
    beforeAll(async () => {
      f = await principals();
    });
    it.each(PRINCIPALS.map((w) => [w, row.expect[w]] as const))('as %s: %s', async (who: Who, expected: Outcome) => {
      await row.setup?.(f, who);
      const before = expected === 'deny' ? await snapshot() : '';
      const res = await row.call(f, who);
      expect(outcomeOf(res, row.denyStatuses)).toBe(expected);
      if (expected === 'deny') expect(await snapshot()).toBe(before);
    });
  });
});
