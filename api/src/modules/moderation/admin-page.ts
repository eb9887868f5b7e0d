import { LIMITS } from '@tea/limits';
import type { Db } from '../../core/db.js';
import { TtlCache } from '../../shared/ttl-cache.js';

/** Moderation lists count exactly up to this many rows; above it the planner's estimate ('about N'). */
export const QUEUE_EXACT_TOTAL = 1_000;
/** How long an estimated total ('about N', above QUEUE_EXACT_TOTAL) is reused for the same filter. */
export const QUEUE_ESTIMATE_TTL_MS = 30_000;
/**
 * The moderation lists (reports, profiles, accounts) page through their first 1,000 items (LIMITS.adminListMaxItems);
 * a page past them answers no items, with the total: at a million rows, page 50,000 of 20 walked a million index entries
 * for one page. Moderators search or filter to narrow a list; the console's pager stops there and says so.
 */
export const ADMIN_LIST_MAX_ITEMS = LIMITS.adminListMaxItems;

export interface Counted {
  total: number;
  exact: boolean;
}

/** One list's statement: `fromWhere` (after `from`) with the filter's `values` as $1..$n text, and the page's `pageSql`. */
export interface AdminListQuery {
  fromWhere: string;
  values: readonly (string | null)[];
  /** The page's statement: its limit and offset are the two parameters after the values ($n+1 and $n+2). */
  pageSql: string;
  page: number;
  pageSize: number;
}

/**
 * A page of a moderation list and its bounded total in one statement (the total exact up to QUEUE_EXACT_TOTAL, the
 * planner's estimate above: `bounded_total`, Migration20261124000000), so a list of a million rows costs what a page
 * costs. An estimated total is reused for QUEUE_ESTIMATE_TTL_MS per filter (the page then costs only its rows); exact
 * totals are counted afresh every time (they must follow each decision at once). A short page is the last one: its total
 * is exact whatever the estimate said. Pages past ADMIN_LIST_MAX_ITEMS read no rows.
 */
export class AdminPager {
  private readonly estimates = new TtlCache<Counted>(QUEUE_ESTIMATE_TTL_MS, 1_000);

  constructor(private readonly db: Db) {}

  async page<Row extends object>(q: AdminListQuery): Promise<{ rows: Row[]; total: number; totalIsExact: boolean }> {
    const offset = (q.page - 1) * q.pageSize;
    const totalKey = JSON.stringify([q.fromWhere, q.values]);
    const estimate = this.estimates.get(totalKey);
    type Counting = Row & { total?: string; total_is_exact?: boolean };
    const statement = estimate ? adminPageSql(q) : adminPageWithTotalSql(q);
    const rows = await this.db.query<Counting>(statement.sql, statement.params);
    const items = rows.filter((r) => (r as { id?: unknown }).id !== null);
    const counted = estimate ?? { total: Number(rows[0]?.total ?? 0), exact: rows[0]?.total_is_exact ?? true };
    if (!estimate && !counted.exact) this.estimates.set(totalKey, counted);
    const total = items.length > 0 && items.length < q.pageSize ? { total: offset + items.length, exact: true } : counted;
    return { rows: items, total: Math.max(total.total, offset + items.length), totalIsExact: total.exact };
  }
}

/** A list's page alone (its total known): the page statement with its limit and offset (none past ADMIN_LIST_MAX_ITEMS). */
export function adminPageSql(q: AdminListQuery): { sql: string; params: unknown[] } {
  const offset = (q.page - 1) * q.pageSize;
  return { sql: q.pageSql, params: [...q.values, offset >= ADMIN_LIST_MAX_ITEMS ? 0 : q.pageSize, offset] };
}

/** A list's page with its bounded total (`bounded_total`): what a page costs when its total is not cached. */
export function adminPageWithTotalSql(q: AdminListQuery): { sql: string; params: unknown[] } {
  const { params } = adminPageSql(q);
  const args = q.values.map((_, i) => `$${i + 1}::text`);
  while (args.length < 8) args.push('null::text');
  return {
    sql: `with page as (${q.pageSql})
         select t.total, t.exact as total_is_exact, page.* from bounded_total($${params.length + 1}::text, $${params.length + 2}::int, ${args.join(', ')}) t left join page on true`,
    params: [...params, q.fromWhere, QUEUE_EXACT_TOTAL],
  };
}
