import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { User } from '../user/user.entity.js';
import type { AuditService } from '../audit/audit.service.js';
import { ModerationReason } from '../decision/decision.inputs.js';
import { unprocessable } from '../../core/errors.js';
import type { BlockedImageUploadGql } from './image-hash.type.js';
import { clamp } from '../../core/sql.js';
import { IMAGE_HASH_MESSAGES } from './image-hash.messages.js';

/** An upload whose hash differs from a blocklisted one in at most this many of its 64 bits is the same picture. */
export const IMAGE_MATCH_DISTANCE = 6;

/** What the uploader reads: neutral, it says nothing about why or about the removed picture. */
export const BLOCKED_IMAGE_MESSAGE = IMAGE_HASH_MESSAGES.blocked.defaultMessage;

/** The reasons whose removal puts a photo's hash on the blocklist (besides any upheld removal request about it). */
export const BLOCKLISTED_IMAGE_REASONS: ReadonlySet<string> = new Set([ModerationReason.MINOR, ModerationReason.INTIMATE_IMAGE]);

/** The differing bits of two stored hashes, in SQL (`#` is xor on bigint). */
const DISTANCE_SQL = (a: string, b: string) => `bit_count((${a} # ${b})::bit(64))::int`;

export interface ImageBlock {
  /** The photo's difference hash (profiles.image_hash); nothing is blocked without one. */
  hash: string | null | undefined;
  reasonCode: string;
  profileId: number;
  removalRequestId?: string | null;
  actorId: string;
}

/**
 * Puts a removed photo's hash on the blocklist, in the caller's transaction (the removal and the entry commit
 * together). A hash already listed keeps its first entry.
 */
export async function blockImageHash(em: EntityManager, block: ImageBlock): Promise<void> {
  if (!block.hash) return;
  await em
    .getConnection()
    .execute(
      `insert into image_hash_blocks (hash, reason_code, profile_id, removal_request_id, created_by_id) values (?, ?, ?, ?, ?) on conflict (hash) do nothing`,
      [block.hash, block.reasonCode, block.profileId, block.removalRequestId ?? null, block.actorId],
      'run',
      em.getTransactionContext(),
    );
}

/** The blocklist of removed photos: screening uploads against it, and the refused attempts admins review. */
export class ImageHashService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  /**
   * Refuses (422, a neutral message) an upload whose hash is within IMAGE_MATCH_DISTANCE bits of a blocklisted one.
   * The attempt (who, when, which entry) and its audit entry are committed before the refusal, for review.
   */
  async screen(em: EntityManager, actor: User, hash: string): Promise<void> {
    const match = await this.db.one<{ id: number; distance: number }>(
      `select id, ${DISTANCE_SQL('hash', '$1::bigint')} as distance from image_hash_blocks
       where ${DISTANCE_SQL('hash', '$1::bigint')} <= $2 order by distance, id limit 1`,
      [hash, IMAGE_MATCH_DISTANCE],
    );
    if (!match) return;
    await em.transactional(async (tem) => {
      const [row] = await tem
        .getConnection()
        .execute<{ id: number }[]>(
          'insert into blocked_image_uploads (user_id, block_id, hash, distance) values (?, ?, ?, ?) returning id',
          [actor.id, match.id, hash, match.distance],
          'all',
          tem.getTransactionContext(),
        );
      this.audit.record(tem, actor, {
        action: 'image.upload_blocked',
        targetType: 'image',
        targetId: row.id,
        targetLabel: `Upload matching blocked image #${match.id}`,
        metadata: { blockedImage: match.id, distance: match.distance },
      });
      await tem.flush();
    });
    throw unprocessable(BLOCKED_IMAGE_MESSAGE);
  }

  /** Refused uploads, newest first (at most `limit`, 1 to 200). */
  async attempts(limit = 50): Promise<BlockedImageUploadGql[]> {
    const rows = await this.db.query<{
      id: number;
      created_at: Date;
      distance: number;
      user_id: string | null;
      username: string | null;
      block_id: number;
      reason_code: string;
      profile_id: number | null;
      removal_request_id: string | null;
      blocked_at: Date;
    }>(
      `select a.id, a.created_at, a.distance, a.user_id, u.username, b.id as block_id, b.reason_code, b.profile_id, b.removal_request_id, b.created_at as blocked_at
       from blocked_image_uploads a join image_hash_blocks b on b.id = a.block_id left join users u on u.id = a.user_id
       order by a.created_at desc, a.id desc limit $1`,
      [clamp(Math.trunc(limit) || 1, 1, 200)],
    );
    return rows.map((r) => ({
      id: String(r.id),
      createdAt: new Date(r.created_at),
      distance: r.distance,
      uploaderId: r.user_id,
      uploaderUsername: r.username,
      blockedImage: {
        id: String(r.block_id),
        reasonCode: r.reason_code,
        profileId: r.profile_id == null ? null : String(r.profile_id),
        removalRequestId: r.removal_request_id,
        createdAt: new Date(r.blocked_at),
      },
    }));
  }
}
