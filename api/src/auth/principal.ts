import type { MikroORM } from '@mikro-orm/postgresql';
import { User } from '../modules/user/user.entity.js';

/**
 * Who is asking, as far as the access checks need to know: the fields of her account that `checkAccess` and the policy
 * module (policies/can.ts) read, plus this request's second-factor time and API token. A managed `User` is one; so is
 * the plain snapshot a session makes from its account row (`principalOfRow`). The snapshot lets a request be authorized
 * without building a managed entity: `req.user` maps the account into the request's EntityManager only when something
 * reads it (issue 7: forking an EntityManager and mapping her row cost a signed-in read ~70 us of ~900).
 */
export type Principal = Pick<User, 'id' | 'role' | 'banned' | 'suspendedUntil' | 'suspensionReason' | 'sessionSecondFactorAt' | 'apiToken'>;

/** The account columns a principal is read from, by property (from the entity's metadata, so a renamed column follows). */
export function principalColumns(orm: MikroORM) {
  const meta = orm.getMetadata().get(User);
  const column = (name: keyof User) => meta.properties[name].fieldNames[0];
  return {
    id: column('id'),
    role: column('role'),
    banned: column('banned'),
    suspendedUntil: column('suspendedUntil'),
    suspensionReason: column('suspensionReason'),
  };
}

export type PrincipalColumns = ReturnType<typeof principalColumns>;

/** Her principal from her account row as the session store read it (the values as the ORM's connection parses them). */
export function principalOfRow(row: Record<string, unknown>, columns: PrincipalColumns, sessionSecondFactorAt: number | null): Principal {
  const until = row[columns.suspendedUntil] as Date | string | null | undefined;
  return {
    id: row[columns.id] as string,
    role: row[columns.role] as User['role'],
    banned: row[columns.banned] as boolean,
    suspendedUntil: until == null ? null : new Date(until),
    suspensionReason: (row[columns.suspensionReason] as string | null | undefined) ?? null,
    sessionSecondFactorAt,
    apiToken: null,
  };
}
