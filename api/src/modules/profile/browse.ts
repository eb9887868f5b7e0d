import { PROFILE_SEARCH_SQL } from './profile.entity.js';
import { COUNT_CAP, ProfileSort, type BrowseQuery } from './profile.inputs.js';
import { PROFILE_COLUMNS } from './profile.type.js';

/**
 * Builds the one SQL statement behind a browse page: the page of rows plus a capped count, every filter and
 * sort served by an index (see the Profile entity). Exact counts stop at COUNT_CAP; beyond it the planner's
 * estimate is used, so a huge table never costs a full count(*).
 */
export interface BrowseSql {
  sql: string;
  params: unknown[];
}

const MILES_TO_METRES = 1609.344;

/** Escapes LIKE wildcards in user text. */
function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Haversine with the SPEC's radius (3959 miles), in SQL. */
const distanceSql = (lat: string, lng: string) =>
  `(2 * 3959 * asin(least(1, sqrt(power(sin(radians(p.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lng}) / 2), 2)))))`;

const ORDER: Record<Exclude<ProfileSort, ProfileSort.DISTANCE>, string> = {
  [ProfileSort.NEWEST]: 'p.created_at desc, p.id desc',
  [ProfileSort.OLDEST]: 'p.created_at asc, p.id asc',
  [ProfileSort.RATING]: 'p.average_rating desc nulls last, p.id desc',
  [ProfileSort.RATING_LOW]: 'p.average_rating asc nulls last, p.id asc',
  [ProfileSort.REPORTS_HIGH]: 'p.review_count desc, p.id desc',
  [ProfileSort.REPORTS_LOW]: 'p.review_count asc, p.id asc',
  [ProfileSort.ALPHABETICAL]: 'lower(p.first_name) asc, p.id asc',
  [ProfileSort.ALPHABETICAL_DESC]: 'lower(p.first_name) desc, p.id desc',
};

/** `includeHidden`: admins also see profiles hidden by a pending removal request (SAFETY 12). */
export function buildBrowseSql(q: BrowseQuery, includeHidden = false): BrowseSql {
  const params: unknown[] = [];
  const p = (v: unknown, cast = '') => {
    params.push(v);
    return `$${params.length}${cast}`;
  };
  const where: string[] = [];
  if (q.location) where.push(`p.location = ${p(q.location)}`);
  if (q.minRating !== undefined && q.minRating > 0) where.push(`p.average_rating >= ${p(q.minRating, '::numeric')}`);
  const term = q.search?.toLowerCase();
  if (term) {
    if (term.length >= 3) {
      where.push(`${PROFILE_SEARCH_SQL.replace(/"(\w+)"/g, 'p."$1"')} like ${p(`%${likeEscape(term)}%`)}`);
    } else {
      // Too short for trigrams: match the start of the first name through its btree index.
      where.push(`lower(p.first_name) like ${p(`${likeEscape(term)}%`)}`);
    }
  }
  const hasPoint = q.latitude !== undefined && q.longitude !== undefined;
  let lat = '';
  let lng = '';
  if (hasPoint) {
    lat = p(q.latitude, '::float8');
    lng = p(q.longitude, '::float8');
  }
  if (hasPoint && q.distance !== undefined) {
    // earth_box (GiST-indexed) prefilters with a margin; the haversine check is exact at radius 3959.
    where.push('p.latitude is not null and p.longitude is not null');
    where.push(`earth_box(ll_to_earth(${lat}, ${lng}), ${p(q.distance * MILES_TO_METRES * 1.01, '::float8')}) @> ll_to_earth(p.latitude, p.longitude)`);
    where.push(`round(${distanceSql(lat, lng)}::numeric, 1) <= ${p(q.distance, '::numeric')}`);
  }
  const filtered = where.length > 0;
  if (!includeHidden) where.push('p.hidden_at is null');
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const distanceCol = hasPoint ? `, case when p.latitude is null or p.longitude is null then null else ${distanceSql(lat, lng)} end as distance` : '';
  const limit = p(q.pageSize, '::int');
  const offset = p(q.offset, '::int');
  const cap = p(COUNT_CAP + 1, '::int');

  let pageSql: string;
  const sort = q.sortBy ?? ProfileSort.REPORTS_HIGH;
  if (sort === ProfileSort.DISTANCE && hasPoint) {
    // Nearest first through the GiST index (KNN), then profiles without coordinates. Each branch is
    // index-ordered and bounded by offset + limit.
    const knn = `ll_to_earth(p.latitude, p.longitude) <-> ll_to_earth(${lat}, ${lng})`;
    const withCoords = [...where, 'p.latitude is not null and p.longitude is not null'].join(' and ');
    const withoutCoords = [...where, '(p.latitude is null or p.longitude is null)'].join(' and ');
    pageSql = `select * from (
        (select ${PROFILE_COLUMNS}${distanceCol}, 0 as grp, ${knn} as knn from profiles p where ${withCoords} order by ${knn} limit (${limit} + ${offset}))
        union all
        (select ${PROFILE_COLUMNS}${distanceCol}, 1 as grp, null as knn from profiles p where ${withoutCoords} order by p.created_at desc, p.id desc limit (${limit} + ${offset}))
      ) x order by grp, knn, created_at desc, id desc limit ${limit} offset ${offset}`;
  } else {
    const order = ORDER[sort === ProfileSort.DISTANCE ? ProfileSort.NEWEST : sort];
    pageSql = `select ${PROFILE_COLUMNS}${distanceCol} from profiles p ${whereSql} order by ${order} limit ${limit} offset ${offset}`;
  }
  // Above the cap the whole table's planner estimate stands in when nothing filters; with filters the total
  // stays "more than 10,000" (cap + 1) rather than a guess.
  const estimate = filtered ? `${cap}` : `greatest(${cap}, (select reltuples::bigint::int from pg_class where oid = 'profiles'::regclass))`;
  const sql = `with page as (${pageSql}),
    counted as (select count(*)::int as n from (select 1 from profiles p ${whereSql} limit ${cap}) c)
    select (select case when n >= ${cap} then ${estimate} else n end from counted) as total, page.* from (select 1) one left join page on true`;
  return { sql, params };
}
