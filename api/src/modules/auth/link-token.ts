import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../user/user.entity.js';
import type { LinkToken } from './link-token.entity.js';

/**
 * The e-mailed one-time links (password reset, e-mail confirmation): a token of 32 random bytes (base64url, 43
 * characters) that lives only in the e-mail; the database keeps its SHA-256. A new link expires the member's older
 * unused ones of the same kind (not the unlock links: every one she was sent works until one is used); a link works
 * once and until its expiry.
 */
export type LinkTokenRow = LinkToken;

/** A table of link tokens (an entity extending LinkToken, link-token.entity.ts). */
export type LinkTokenEntity<T extends LinkToken> = new () => T;

/** The stored form of a token: its hex SHA-256. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What went wrong, without the message: a mail server's refusal may quote the address, which no log line holds. */
export const errorKind = (err: unknown) => (err as { code?: string } | null)?.code ?? (err as Error | null)?.name ?? 'unknown';

/**
 * Issues a new link token for `userId` (valid `ttlMinutes`), expiring her older live ones unless `keepOlder`, in one
 * transaction of `em`. Returns the token to put in the link.
 */
export async function issueLinkToken<T extends LinkTokenRow>(
  em: EntityManager,
  entity: LinkTokenEntity<T>,
  userId: string,
  ttlMinutes: number,
  opts: { keepOlder?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.transactional(async (tem) => {
    if (!opts.keepOlder) await expireLiveLinkTokens(tem, entity, userId);
    tem.persist(
      Object.assign(new entity(), {
        user: tem.getReference(User, userId),
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
      }),
    );
  });
  return token;
}

/** The live (unused, unexpired) row of a token with its member, or null. */
export function findLiveLinkToken<T extends LinkTokenRow>(em: EntityManager, entity: LinkTokenEntity<T>, token: string, now = new Date()): Promise<T | null> {
  return em.findOne(entity, { tokenHash: hashLinkToken(token), usedAt: null, expiresAt: { $gt: now } } as never, {
    populate: ['user'] as never,
  }) as Promise<T | null>;
}

/** Expires every live (unused, unexpired) token of `entity` that `userId` has. */
export async function expireLiveLinkTokens<T extends LinkTokenRow>(em: EntityManager, entity: LinkTokenEntity<T>, userId: string): Promise<void> {
  const now = new Date();
  await em.nativeUpdate(entity, { user: userId, usedAt: null, expiresAt: { $gt: now } } as never, { expiresAt: now } as never);
}
