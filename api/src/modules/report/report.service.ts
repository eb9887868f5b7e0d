import type { Locale } from '@tea/limits';
import type { Principal } from '../../auth/principal.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Db } from '../../core/db.js';
import type { Reader } from '../../core/read-pool.js';
import { Profile } from '../profile/profile.entity.js';
import { Report } from './report.entity.js';
import type { User } from '../user/user.entity.js';
import { badInput, notFound, COMMON_MESSAGES } from '../../core/errors.js';
import { parseInput } from '../../shared/parse.js';
import { assertNoPersonalInformationIn } from './pii-filter.js';
import { reportFieldsSchema, type ReportFields } from './report.inputs.js';
import type { PostingLimiter } from './posting-limiter.js';
import type { IdempotencyGuard } from '../idempotency/idempotency.service.js';
import type { PileOnService } from '../pile-on/pile-on.service.js';
import { listedReportSql, profileVisibleSql, profileVisibleTo } from '../../policies/visibility.js';
import { authorizePosting } from '../../policies/can.js';
import { parseProfileId } from '../profile/profile-id.js';
import {
  MY_REPORT_COLUMNS,
  presentMyReport,
  presentReport,
  REPORT_COLUMNS,
  reportRowOf,
  type MyReportGql,
  type MyReportRow,
  type ReportGql,
  type ReportPage,
  type ReportRow,
} from './report.type.js';
import { pageLimit } from '../../core/sql.js';

export const REPORTS_PAGE_MAX = 50;

function encodeCursor(row: ReportRow): string {
  return Buffer.from(JSON.stringify([new Date(row.created_at).toISOString(), row.id])).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isCursorInstant = (at: string) => ISO_INSTANT.test(at) && !at.startsWith('0000') && !Number.isNaN(Date.parse(at)) && new Date(at).toISOString() === at;

function decodeCursor(cursor: string): [string, number] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    // Exactly what encodeCursor writes (PostgreSQL refuses many dates Date.parse takes: Feb 30, year 0, ...) and an
    // int4 id; anything else used to reach the query and end in a 500.
    if (typeof at === 'string' && isCursorInstant(at) && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return [at, id];
  } catch {
    /* fall through */
  }
  throw badInput(COMMON_MESSAGES.cursor);
}

/**
 * One statement for a page of a profile's reports as this viewer may see them ($1 the profile id, $2 the page size plus
 * one, and after a cursor $3 and $4 its time and id): the profile (no row when she may not see it: 404) joined
 * laterally to its page of approved reports. The reports are matched on $1, not p.id: the planner then knows how many
 * this profile has and walks the index in page order (a profile holding a third of a small table's reports was a
 * bitmap scan of all 5,000 and a sort: 3.7 -> 0.27 ms). Content hidden by a pending removal request (SAFETY 12) is for
 * admins only; a profile awaiting review (SAFETY 15) for admins and the member who added her. Also what `pnpm bench`'s
 * raw baseline runs (bench/lib/routes.ts).
 */
export function profileReportsSql(viewer: Principal | null, afterCursor: boolean): string {
  const cursorSql = afterCursor ? 'and (r.created_at, r.id) < ($3::timestamptz, $4::int)' : '';
  return `select ${REPORT_COLUMNS} from profiles p
       left join lateral (select * from reports r where r.profile_id = $1 and r.approved = true ${listedReportSql(viewer)} ${cursorSql}
                          order by r.created_at desc, r.id desc limit $2) r on true
       where p.id = $1 and ${profileVisibleSql(viewer)} order by r.created_at desc, r.id desc`;
}

export class ReportService {
  constructor(
    private readonly db: Db,
    private readonly posting: PostingLimiter,
    /** Pile-on protection: refuses reports on a paused profile, and pauses one that crossed a threshold. */
    private readonly pileOn: Pick<PileOnService, 'assertOpen' | 'lockForReport' | 'afterReport'>,
  ) {}

  /**
   * Approved reports of a profile, newest first (keyset pagination). Never the author (SAFETY 6). `reads`: where it runs
   * (a public read: a streaming replica when the read router says so, core/read-pool.ts).
   */
  async listForProfile(
    profileIdRaw: unknown,
    first = 20,
    after?: string | null,
    viewer: Principal | null = null,
    reads: Reader = this.db,
  ): Promise<ReportPage> {
    const profileId = parseProfileId(profileIdRaw);
    // `?limit=abc` (REST) is NaN here: the default page rather than `limit NaN` in the SQL (a 500).
    const limit = pageLimit(first, 20, REPORTS_PAGE_MAX);
    const params: unknown[] = [profileId, limit + 1];
    if (after) params.push(...decodeCursor(after));
    const rows = await reads.query<ReportRow>(profileReportsSql(viewer, !!after), params);
    if (rows.length === 0) throw notFound(COMMON_MESSAGES.profile);
    const reports = rows.filter((r) => r.id !== null);
    const page = reports.slice(0, limit);
    return { items: page.map(presentReport), nextCursor: reports.length > limit ? encodeCursor(page[page.length - 1]) : null };
  }

  /** The member's own reports with their moderation status and, when rejected, the reason and note (My Reports). */
  async listMine(actor: User, locale: Locale = 'en'): Promise<MyReportGql[]> {
    const rows = await this.db.query<MyReportRow>(
      `select ${MY_REPORT_COLUMNS} from reports r join profiles p on p.id = r.profile_id where r.author_id = $1 order by r.created_at desc, r.id desc limit 500`,
      [actor.id],
    );
    return rows.map((row) => presentMyReport(row, locale));
  }

  /**
   * The viewer's own reports on a profile that still wait for review (approved null), newest first, so the profile
   * page can show them to her, and only her, as 'Awaiting review'. Visitors get an empty list without a query;
   * other members' pending reports are never included. A separate statement: the public list stays as it is.
   */
  async listMinePendingForProfile(viewer: Principal | null, profileIdRaw: unknown): Promise<ReportGql[]> {
    const profileId = parseProfileId(profileIdRaw);
    if (!viewer) return [];
    const rows = await this.db.query<ReportRow>(
      `select ${REPORT_COLUMNS} from reports r join profiles p on p.id = r.profile_id
       where r.author_id = $1 and r.profile_id = $2 and r.approved is null and ${profileVisibleSql(viewer)}
       order by r.created_at desc, r.id desc limit $3`,
      [viewer.id, profileId, REPORTS_PAGE_MAX],
    );
    return rows.map(presentReport);
  }

  /** Validates report fields (SPEC §5 messages) and the PII filter; shared by createReport and createProfile. */
  static validate(input: unknown): ReportFields {
    const fields = parseInput(reportFieldsSchema, input);
    // The content first: that is where the refusal is shown unless only the title or the place holds it.
    assertNoPersonalInformationIn({ content: fields.content, title: fields.title, location: fields.location });
    return fields;
  }

  static build(profile: Profile, author: User, fields: ReportFields): Report {
    return Object.assign(new Report(), {
      profile,
      author,
      reportType: fields.reportType,
      title: fields.title,
      content: fields.content,
      category: fields.category,
      dateOfInteraction: fields.dateOfInteraction,
      location: fields.location,
      rating: fields.rating,
      isAnonymous: true,
      approved: null,
    });
  }

  /**
   * A member's report: pending until an admin approves it, so aggregates do not change here. With an idempotency
   * guard (Idempotency-Key), the key and its answer are written in the report's own transaction. Only about a profile
   * she can see (404 otherwise), and refused (409) while new reports on it are paused; the report that crosses a
   * pile-on threshold pauses further ones in its own transaction.
   */
  async create(em: EntityManager, actor: User, profileIdRaw: unknown, input: unknown, guard: IdempotencyGuard | null = null): Promise<MyReportGql> {
    const profileId = parseProfileId(profileIdRaw);
    await authorizePosting(actor, 'report:create');
    const fields = ReportService.validate(input);
    const profile = await em.findOne(Profile, profileId);
    const visible =
      profile &&
      profileVisibleTo({ hidden_at: profile.hiddenAt ?? null, published_at: profile.publishedAt ?? null, created_by_id: profile.createdBy?.id ?? null }, actor);
    if (!profile || !visible) throw notFound(COMMON_MESSAGES.profile);
    await this.pileOn.assertOpen(profile.id, actor);
    await this.posting.consume(actor.id);
    return em.transactional(async (tem) => {
      await guard?.claim(tem);
      await this.pileOn.lockForReport(tem, profile.id, actor);
      const report = ReportService.build(profile, actor, fields);
      await tem.persist(report).flush();
      await this.pileOn.afterReport(tem, profile);
      const answer = presentMyReport({
        ...reportRowOf(report),
        approved: null,
        rejection_reason: null,
        moderation_note: null,
      });
      await guard?.complete(tem, answer);
      return answer;
    });
  }
}
