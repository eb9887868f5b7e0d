import type { Principal } from '../../auth/principal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { Reader } from '../../core/read-pool.js';
import { Profile, ImageStatus } from './profile.entity.js';
import { ReportService } from '../report/report.service.js';
import { authorizePosting } from '../../policies/can.js';
import { parseProfileId } from './profile-id.js';
import type { User } from '../user/user.entity.js';
import { isDatabaseUnavailable, notFound, COMMON_MESSAGES } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { assertNoPersonalInformation } from '../report/pii-filter.js';
import { buildBrowseSql, EXACT_TOTAL_LIMIT } from './browse.js';
import {
  imageVisibleTo,
  LISTED_PROFILE_SQL,
  listedProfilesSql,
  ownProfileSql,
  profileVisibleSql,
  profileVisibleTo,
  viewerOf,
  type ProfileVisibilityRow,
} from '../../policies/visibility.js';
import { TtlCache } from '../../shared/ttl-cache.js';
import type { PostingLimiter } from '../report/posting-limiter.js';
import { assertPersonNotBlocked } from '../removal/person-key.js';
import { preferencesOf } from '../preferences/preferences.service.js';
import { findPlace, PLACES } from './gazetteer.js';
import { browseSchema, createProfileSchema, maxOffsetFor } from './profile.inputs.js';
import type { ImageVariant, ProcessedImage } from '../upload/image-pipeline.js';
import type { IdempotencyGuard } from '../idempotency/idempotency.service.js';
import { isImageVariantFormat, variantKey, type ImageVariantFormat } from '../upload/image-variants.js';
import { presentProfile, PROFILE_COLUMNS, type ProfilePage, type ProfileRow, type ProfileType } from './profile.type.js';
import { OPEN_PAUSE_SQL } from '../pile-on/report-pauses.js';
import { clamp } from '../../core/sql.js';

/** What the profile service needs from the upload module: the image pipeline and the private file store. */
export interface ImageIntake {
  process(data: Buffer): Promise<ProcessedImage>;
  /** The smaller WebP/JPEG copies of a processed image (`makeVariants`). */
  variants(image: ProcessedImage): Promise<ImageVariant[]>;
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  delete(key: string): Promise<void>;
  newKey(prefix: string): string;
  /** Refuses (422) an image whose hash matches a removed one (image-hash module); records the attempt. */
  screen(em: EntityManager, actor: User, hash: string): Promise<void>;
}

/** How long a browse total is reused for the same filter. */
export const TOTAL_TTL_MS = 30_000;

export interface BrowseTotal {
  total: number;
  exact: boolean;
}

/**
 * The total shown with a page, kept truthful whatever the (possibly cached or estimated) count says: a page
 * with fewer rows than asked is the last one, so the total is exactly what lies before it plus its rows; a
 * page followed by more rows means at least one more profile than the page ends at. Estimates are rounded to
 * three significant figures ('about 124,000').
 */
export function pageTotal(counted: BrowseTotal, offset: number, pageSize: number, found: number): BrowseTotal {
  if (found > 0 && found <= pageSize) return { total: offset + found, exact: true };
  if (found === 0)
    return offset === 0 ? { total: 0, exact: true } : { total: Math.min(counted.total, offset), exact: counted.exact && counted.total <= offset };
  const atLeast = offset + pageSize + 1;
  if (counted.exact && counted.total >= atLeast) return counted;
  const total = Math.max(counted.total, atLeast);
  return { total: counted.exact ? total : Math.max(roundEstimate(total), atLeast), exact: false };
}

function roundEstimate(n: number): number {
  if (n < 1000) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

/**
 * The profile page's statement for this viewer ($1: the profile id): the profile as she may see it, with whether new
 * reports are paused (pile-on protection) riding along, so the profile page stays one statement for the profile. Also
 * what `pnpm bench`'s raw baseline runs for the page (bench/lib/routes.ts).
 */
export function profilePageSql(viewer: Principal | null): string {
  return `select ${PROFILE_COLUMNS}, exists(select 1 from report_pauses rp where rp.profile_id = p.id and ${OPEN_PAUSE_SQL}) as reports_paused
       from profiles p where p.id = $1 and ${profileVisibleSql(viewer)}`;
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly images: ImageIntake,
    private readonly posting: PostingLimiter,
  ) {}

  locations() {
    return PLACES.map((p) => ({ ...p }));
  }

  /**
   * Removes from the name search's dictionaries (`profile_first_names`, `profile_locations`, kept by triggers on
   * profiles) the first names and places no profile holds any more: a removed person's name does not stay behind.
   * A profile written meanwhile keeps its entry: its trigger's insert holds ROW EXCLUSIVE on the dictionary until it
   * commits, which the lock below waits for, and the deletes that follow (statements of their own) see it; a trigger
   * that comes later waits for this transaction and inserts its entry again.
   */
  pruneSearchWords(): Promise<{ names: number; places: number }> {
    return this.db.transaction(async (client) => {
      await client.query('lock table profile_first_names, profile_locations in share row exclusive mode');
      const names = await client.query('delete from profile_first_names n where not exists (select 1 from profiles p where lower(p.first_name) = n.name)');
      const places = await client.query('delete from profile_locations l where not exists (select 1 from profiles p where p.location = l.location)');
      return { names: names.rowCount ?? 0, places: places.rowCount ?? 0 };
    });
  }

  /**
   * Browse totals per filter, for a short while: the page's own statement then carries no count at all.
   * A total is only ever shown with the clamps in `pageTotal` (the last page is always exact).
   */
  private readonly totals = new TtlCache<BrowseTotal>(TOTAL_TTL_MS, 5_000);

  /**
   * The browse page: one SQL statement (the rows, plus the total when none is cached), see browse.ts. `reads`: where it
   * runs (a public read: a streaming replica when the read router says so, core/read-pool.ts).
   */
  async browse(viewer: Principal | null, raw: unknown, reads: Reader = this.db): Promise<ProfilePage> {
    const q = parseInput(browseSchema, raw);
    const listed = listedProfilesSql(viewer);
    const probe = buildBrowseSql(q, listed, false);
    const cached = this.totals.get(probe.filterKey);
    const { sql, params } = cached ? probe : buildBrowseSql(q, listed, true);
    const rows = await reads.query<ProfileRow & { total?: string; total_is_exact?: boolean }>(sql, params);
    let counted = cached;
    if (!counted) {
      counted = { total: Number(rows[0]?.total ?? 0), exact: rows[0]?.total_is_exact ?? true };
      this.totals.set(probe.filterKey, counted);
    }
    const found = rows.filter((r) => r.id !== null);
    const maxOffset = maxOffsetFor(q);
    const hasNextPage = found.length > q.pageSize && q.offset + q.pageSize < maxOffset;
    const items = found.slice(0, q.pageSize).map((r) => presentProfile(r, viewerOf(viewer)));
    const { total, exact } = pageTotal(counted, q.offset, q.pageSize, found.length);
    const maxPages = Math.ceil(maxOffset / q.pageSize);
    const pageCount = clamp(Math.ceil(total / q.pageSize), 1, maxPages);
    return { items, total, totalIsExact: exact, page: q.page, pageSize: q.pageSize, pageCount, hasNextPage };
  }

  /** Number of visible profiles: exact up to EXACT_TOTAL_LIMIT, the planner's estimate above (one statement). */
  async count(reads: Reader = this.db): Promise<number> {
    const row = await reads.one<{ total: string }>(
      `select total from bounded_total('profiles p where ${LISTED_PROFILE_SQL}', $1, null, null, null, null, null, null, null, null)`,
      [EXACT_TOTAL_LIMIT],
    );
    return Number(row?.total ?? 0);
  }

  /** One profile as `viewer` may see it (the profile page); `reads` as for `browse`. */
  async get(viewer: Principal | null, idRaw: unknown, reads: Reader = this.db): Promise<ProfileType> {
    const id = parseProfileId(idRaw);
    // Whether new reports are paused (pile-on protection) rides along: the profile page stays one statement for the profile.
    const row = await reads.one<ProfileRow & { reports_paused: boolean }>(profilePageSql(viewer), [id]);
    if (!row) throw notFound(COMMON_MESSAGES.profile);
    return { ...presentProfile(row, viewerOf(viewer)), reportsPaused: row.reports_paused };
  }

  /** The profile linked to the member's own account (SPEC "My profile"), or null. */
  async mine(actor: User): Promise<ProfileType | null> {
    const row = await this.db.one<ProfileRow>(`select ${PROFILE_COLUMNS} from profiles p where p.user_id = $1 ${ownProfileSql(actor)} order by p.id limit 1`, [
      actor.id,
    ]);
    return row ? presentProfile(row, viewerOf(actor)) : null;
  }

  /**
   * The people the member added, newest first (at most 100), each as she sees it: those awaiting review (SAFETY 15) say
   * so. Served by the index on `created_by_id`.
   */
  async addedBy(actor: User): Promise<ProfileType[]> {
    const rows = await this.db.query<ProfileRow>(
      `select ${PROFILE_COLUMNS} from profiles p where p.created_by_id = $1 and ${profileVisibleSql(actor)} order by p.created_at desc, p.id desc limit 100`,
      [actor.id],
    );
    return rows.map((r) => presentProfile(r, viewerOf(actor)));
  }

  /**
   * Adds a person and (usually) her first report in one transaction. The image, if any, is processed
   * (sniffed, capped, re-encoded, stripped) and stored under an unguessable key before the transaction,
   * with its smaller WebP/JPEG copies next to it; if storing or the transaction fails, every stored file is
   * deleted again. So a row never names a missing file: a crash between the files and the commit leaves files no
   * row names (never served: images are read through their profile only). When the connection to the database
   * breaks, the commit may have happened: the files are kept. With an idempotency guard (Idempotency-Key), the key
   * and its answer are written in the profile's own transaction.
   */
  async create(em: EntityManager, actor: User, input: unknown, image?: Buffer | null, guard: IdempotencyGuard | null = null): Promise<{ id: string }> {
    await authorizePosting(actor, 'profile:create');
    const data = parseInput(createProfileSchema, input);
    assertNoPersonalInformation(data.firstName, data.lastName, data.bio);
    await assertPersonNotBlocked(this.db, data.firstName, data.lastName, data.location);
    const report = data.report ? ReportService.validate({ ...data.report, location: data.location }) : null;
    const processed = image ? await this.images.process(image) : null;
    if (processed) await this.images.screen(em, actor, processed.hash);
    const variants = processed ? await this.images.variants(processed) : [];
    await this.posting.consume(actor.id);
    const key = processed ? this.images.newKey('profiles') : null;
    const files = processed && key ? [{ key, file: processed }, ...variants.map((v) => ({ key: variantKey(key, v.width, v.format), file: v }))] : [];
    const stored: string[] = [];
    try {
      for (const { key: fileKey, file } of files) {
        stored.push(fileKey);
        await this.images.put(fileKey, file.data, file.contentType);
      }
      const place = findPlace(data.location);
      return await em.transactional(async (tem) => {
        await guard?.claim(tem);
        const profile = Object.assign(new Profile(), {
          firstName: data.firstName,
          lastName: data.lastName ?? null,
          displayName: [data.firstName, data.lastName].filter(Boolean).join(' '),
          category: data.category,
          location: place?.name ?? data.location ?? null,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          age: data.age,
          bio: data.bio ?? null,
          isUser: false,
          user: null,
          createdBy: actor,
          imageKey: key,
          imageApprovalStatus: key ? ImageStatus.PENDING : null,
          imageUploadedAt: key ? new Date() : null,
          imageUploadedBy: key ? actor : null,
          imageWidth: processed?.width ?? null,
          imageHeight: processed?.height ?? null,
          imageHash: processed?.hash ?? null,
          imageCenterHash: processed?.centerHash.across ?? null,
          imageCenterVHash: processed?.centerHash.down ?? null,
          imageVariantWidths: key && variants.length ? [...new Set(variants.map((v) => v.width))].sort((a, b) => a - b) : null,
        });
        tem.persist(profile);
        if (report) tem.persist(ReportService.build(profile, actor, report));
        await tem.flush();
        const answer = { id: String(profile.id) };
        await guard?.complete(tem, answer);
        return answer;
      });
    } catch (e) {
      if (!isDatabaseUnavailable(e)) await Promise.all(stored.map((fileKey) => this.images.delete(fileKey).catch(() => {})));
      throw e;
    }
  }

  /**
   * Records that a member opened a profile (recommendations use it). Idempotent per member and profile. Nothing is
   * recorded when she turned off "Remember the profiles I open" (Settings > Privacy); the answer is the same.
   */
  async recordView(em: EntityManager, actor: User, idRaw: unknown): Promise<boolean> {
    const id = parseProfileId(idRaw);
    if (!(await preferencesOf(em, actor.id)).privacy.rememberViewedProfiles) {
      const visible = await this.db.one(`select 1 from profiles where id = $1 and ${profileVisibleSql(actor, 'profiles')}`, [id]);
      if (!visible) throw notFound(COMMON_MESSAGES.profile);
      return true;
    }
    const res = await em.getConnection().execute<{ affectedRows?: number; rows?: unknown[] }>(
      `insert into interactions (user_id, profile_id) select ?, id from profiles where id = ? and ${profileVisibleSql(actor, 'profiles')}
       on conflict (user_id, profile_id) do update set view_count = interactions.view_count + 1, last_viewed_at = now()`,
      [actor.id, id],
      'run',
    );
    if (!res || (res as { affectedRows?: number }).affectedRows === 0) throw notFound(COMMON_MESSAGES.profile);
    return true;
  }

  /** Profiles the member opened, most recent first, with the profile itself (one statement). */
  async interactions(actor: User, limit = 50) {
    const rows = await this.db.query<ProfileRow & { view_count: number; last_viewed_at: Date; first_viewed_at: Date }>(
      `select ${PROFILE_COLUMNS}, i.view_count, i.last_viewed_at, i.created_at as first_viewed_at
       from interactions i join profiles p on p.id = i.profile_id where i.user_id = $1 and ${profileVisibleSql(actor)} order by i.last_viewed_at desc, i.id desc limit $2`,
      [actor.id, clamp(limit, 1, 500)],
    );
    return rows.map((r) => ({
      profileId: String(r.id),
      viewCount: r.view_count,
      lastViewedAt: r.last_viewed_at,
      createdAt: r.first_viewed_at,
      profile: presentProfile(r, viewerOf(actor)),
    }));
  }

  /**
   * The bytes of a profile image, if this viewer may see it (SAFETY 1); otherwise 404 (no existence oracle).
   * `width` and `format` (the `w` and `fmt` of the URL, both or neither) ask for a smaller copy; a malformed
   * pair is a 404, and a copy that was never stored (older images, another width) falls back to the image itself.
   */
  async image(viewer: Principal | null, idRaw: unknown, width?: unknown, format?: unknown): Promise<{ data: Buffer; contentType: string; approved: boolean }> {
    const id = parseProfileId(idRaw);
    const variant = parseVariantRequest(width, format);
    const row = await this.db.one<
      {
        image_key: string | null;
        image_approval_status: ImageStatus | null;
        image_uploaded_by_id: string | null;
        image_hidden_at: Date | null;
        image_variant_widths: number[] | null;
      } & ProfileVisibilityRow
    >(
      'select image_key, image_approval_status, image_uploaded_by_id, image_hidden_at, hidden_at, published_at, created_by_id, image_variant_widths from profiles where id = $1',
      [id],
    );
    if (!row?.image_key || !profileVisibleTo(row, viewer) || !imageVisibleTo(row, viewer)) throw notFound(COMMON_MESSAGES.image);
    const stored = variant && row.image_variant_widths?.includes(variant.width);
    const file = (stored ? await this.images.get(variantKey(row.image_key, variant.width, variant.format)) : null) ?? (await this.images.get(row.image_key));
    if (!file) throw notFound(COMMON_MESSAGES.image);
    return { ...file, approved: row.image_approval_status === ImageStatus.APPROVED };
  }
}

/** `w` and `fmt` of an image URL: neither (the image itself), or a width of 1..9999 px and `webp` or `jpeg`; anything else is a 404. */
function parseVariantRequest(width: unknown, format: unknown): { width: number; format: ImageVariantFormat } | null {
  if (width === undefined && format === undefined) return null;
  if (typeof width !== 'string' || !/^[1-9][0-9]{0,3}$/.test(width) || !isImageVariantFormat(format)) throw notFound(COMMON_MESSAGES.image);
  return { width: Number(width), format };
}
