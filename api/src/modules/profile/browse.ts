import { ProfileSort, type BrowseQuery } from './profile.inputs.js';
import { PROFILE_COLUMNS } from './profile.type.js';
import { citiesOfState, distanceMiles, PLACES } from './gazetteer.js';
import { OTHER_NAMES_EXPRESSION } from '../../migrations/Migration20261126054257.js';
import { likeEscape } from '../../core/sql.js';

/**
 * Builds the one SQL statement behind a browse page. Its cost follows the page, not the table:
 * - the rows: `limit pageSize + 1` over an index that serves the filter and the order (see the Profile
 *   entity), so it also tells whether another page follows, without counting;
 * - the total for 'Showing X-Y of N profiles' only when the caller has none cached for this filter
 *   (`withTotal`): `bounded_total()` (migration Migration20261124000000) asks the planner for its row
 *   estimate first and counts exactly only when that estimate is small (at most EXACT_TOTAL_LIMIT rows,
 *   a bounded count). Above it the total is the planner's estimate, shown as 'about N'.
 */
export interface BrowseSql {
  sql: string;
  params: unknown[];
  /** The filter (without the page): the key under which the total may be cached. */
  filterKey: string;
}

/** Exact totals up to this many matching profiles; above it, the planner's estimate ('about N'). */
export const EXACT_TOTAL_LIMIT = 500;

/** Sorted by name with a search term: rows walked in name order before the term's matches are sorted instead. */
export const NAME_WALK_CAP = 8_000;
/** Sorted by name with a search term: at most this many expected matches are sorted at once, without a walk. */
export const NAME_FEW_MATCHES = 1_000;

/** Haversine with the SPEC's radius (3959 miles), in SQL. */
const distanceSql = (lat: string, lng: string) =>
  `(2 * 3959 * asin(least(1, sqrt(power(sin(radians(p.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lng}) / 2), 2)))))`;

const ORDER: Record<Exclude<ProfileSort, typeof ProfileSort.DISTANCE>, string> = {
  [ProfileSort.NEWEST]: 'p.created_at desc, p.id desc',
  [ProfileSort.OLDEST]: 'p.created_at asc, p.id asc',
  [ProfileSort.RATING]: 'p.average_rating desc nulls last, p.id desc',
  [ProfileSort.RATING_LOW]: 'p.average_rating asc nulls last, p.id asc',
  [ProfileSort.REPORTS_HIGH]: 'p.review_count desc, p.id desc',
  [ProfileSort.REPORTS_LOW]: 'p.review_count asc, p.id asc',
  [ProfileSort.ALPHABETICAL]: 'lower(p.first_name) asc, p.id asc',
  [ProfileSort.ALPHABETICAL_DESC]: 'lower(p.first_name) desc, p.id desc',
};

/** The column each sort orders by before its tie-breaking id (the name sorts order by an expression: browse_by_name). */
const SORT_KEY: Partial<Record<ProfileSort, string>> = {
  [ProfileSort.NEWEST]: 'p.created_at',
  [ProfileSort.OLDEST]: 'p.created_at',
  [ProfileSort.RATING]: 'p.average_rating',
  [ProfileSort.RATING_LOW]: 'p.average_rating',
  [ProfileSort.REPORTS_HIGH]: 'p.review_count',
  [ProfileSort.REPORTS_LOW]: 'p.review_count',
};

/** Gazetteer cities nearest first from the viewer (SPEC distance: haversine, rounded to 0.1 mile). */
export function placesByDistance(viewer: { latitude: number; longitude: number }) {
  return PLACES.map((pl) => ({ name: pl.name, miles: distanceMiles(viewer, pl) })).sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name));
}

/** A PostgreSQL text[] literal. */
function pgTextArray(items: string[]): string {
  return `{${items.map((i) => `"${i.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * The range of `lower(first_name)` that holds every name starting with a letters-only prefix: 'ka' -> ['ka', 'kb'),
 * 'kz' -> ['kz', 'l'), 'z' -> ['z', ...). The LIKE stays the filter; the range lets the alphabetical sorts' index
 * start and stop at the prefix (LIKE alone is not an index range outside the C collation), instead of walking every
 * name before it: 'k' sorted A-Z, page 10, read 250,000 rows (257 ms at 1M; 0.4 ms now). The bounds are literals:
 * a-z only.
 */
export function prefixRange(prefix: string): string[] {
  if (!/^[a-z]+$/.test(prefix)) return [];
  const bounds = [`lower(p.first_name) >= '${prefix}'`];
  const stem = prefix.replace(/z+$/, '');
  if (stem) bounds.push(`lower(p.first_name) < '${stem.slice(0, -1)}${String.fromCharCode(stem.charCodeAt(stem.length - 1) + 1)}'`);
  return bounds;
}

/**
 * The filter's SQL. Every value is a text parameter with an explicit cast, numbered from $1: the same text
 * serves the page query (whose own parameters come after) and bounded_total()'s `execute ... using $1..$8`.
 */
function filterSql(q: BrowseQuery, listed: string | null) {
  const values: (string | null)[] = [];
  const v = (value: unknown, cast: string) => {
    values.push(value == null ? null : String(value));
    return `$${values.length}::${cast}`;
  };
  const where: string[] = [];
  // One city is an equality, which the location indexes serve in the page's order (location, sort key): a one-element
  // `= any(...)` is planned as a filter on the sort index instead (distance 25 mi + newest, page 50: 5.9 -> 0.9 ms).
  const locationIn = (cities: string[]) =>
    cities.length === 1 ? `p.location = ${v(cities[0], 'text')}` : `p.location = any(${v(pgTextArray(cities), 'text[]')})`;
  // The filter's conditions on the location, also asked of browse_by_name's dictionary of places (alias l).
  const pinned: string[] = [];
  const pin = (condition: string) => (pinned.push(condition), condition);
  if (q.location) where.push(pin(`p.location = ${v(q.location, 'text')}`));
  if (q.minRating !== undefined && q.minRating > 0) where.push(`p.average_rating >= ${v(q.minRating, 'numeric')}`);
  // A search for a US state ('California', 'TX') is mapped here, before any SQL, to the gazetteer cities of that
  // state: locations are stored as 'Austin, TX', so the text search would never find them. It becomes an exact
  // location filter (one text[] parameter, served by the location indexes), never per-row work.
  const stateCities = citiesOfState(q.search);
  const term = stateCities ? undefined : q.search?.toLowerCase();
  if (stateCities) where.push(pin(locationIn(stateCities)));
  let termSql: string | undefined;
  let pattern = '';
  if (term) {
    if (term.length >= 3) pattern = v(`%${likeEscape(term)}%`, 'text');
    termSql =
      term.length >= 3
        ? `p.search_text like ${pattern}`
        : // Too short for trigrams: match the start of the first name through its pattern index.
          `lower(p.first_name) like ${v(`${likeEscape(term)}%`, 'text')}`;
    where.push(termSql);
  }
  const viewer = q.latitude !== undefined && q.longitude !== undefined ? { latitude: q.latitude, longitude: q.longitude } : null;
  const point = viewer ? { lat: v(viewer.latitude, 'float8'), lng: v(viewer.longitude, 'float8') } : null;
  // Coordinates are always a gazetteer city's centroid, set from the location name (SAFETY 4), so a
  // profile's distance is its city's: the radius filter is the list of cities within it (exact, and served
  // by the location indexes), never a scan of every nearby profile.
  const places = (viewer ? placesByDistance(viewer) : []).map((pl, rank) => ({
    ...pl,
    rank,
    // Cities the other filters can match at all (the distance sort reads only their branches).
    eligible:
      (q.distance === undefined || pl.miles <= q.distance) && (!q.location || q.location === pl.name) && (!stateCities || stateCities.includes(pl.name)),
  }));
  if (viewer && q.distance !== undefined) {
    const within = places.filter((pl) => pl.miles <= q.distance!).map((pl) => pl.name);
    where.push(within.length ? `${pin(locationIn(within))} and p.latitude is not null` : pin('false'));
  }
  // A term without a space lies inside one field of the search text: browse_by_name's split (Migration20261126054257),
  // whose places are those the filter allows.
  const split =
    pattern && !term!.includes(' ')
      ? [
          `lower(p.first_name) like ${pattern}`,
          `${OTHER_NAMES_EXPRESSION} like ${pattern}`,
          `n.name like ${pattern}`,
          [`lower(l.location) like ${pattern}`, ...pinned.map((c) => c.replaceAll('p.location', 'l.location'))].join(' and '),
        ]
      : null;
  if (listed) where.push(listed);
  const prefix = term && term.length < 3 ? term : undefined;
  const others = where.filter((w) => w !== termSql);
  return {
    values,
    point,
    places,
    prefix,
    termSql,
    split,
    withoutTerm: others.length ? others.join(' and ') : 'true',
    sql: where.length ? where.join(' and ') : 'true',
  };
}

/**
 * `listed`: which profiles the viewer finds in lists, from the policy module (`listedProfilesSql` in
 * policies/visibility.ts): `LISTED_PROFILE_SQL` for visitors and members, null for moderators, who also see profiles
 * hidden by a pending removal request (SAFETY 12) or awaiting review.
 */
export function buildBrowseSql(q: BrowseQuery, listed: string | null, withTotal = true): BrowseSql {
  const filter = filterSql(q, listed);
  const params: unknown[] = [...filter.values];
  const p = (value: unknown, cast: string) => {
    params.push(value);
    return `$${params.length}::${cast}`;
  };
  const sort = q.sortBy ?? ProfileSort.REPORTS_HIGH;
  const alphabetical = sort === ProfileSort.ALPHABETICAL || sort === ProfileSort.ALPHABETICAL_DESC;
  // Sorted by name, a name prefix is a range of the sort's own index (only there: elsewhere the exact range turns the
  // planner to a bitmap of every match, 'k' + rating 4+ sorted newest 7 -> 50 ms). The total keeps the filter alone.
  const range = alphabetical && filter.prefix ? prefixRange(filter.prefix) : [];
  const where = [filter.sql, ...range].join(' and ');
  const point = filter.point;
  const distanceCol = point ? `, case when p.latitude is null or p.longitude is null then null else ${distanceSql(point.lat, point.lng)} end as distance` : '';
  // One row more than the page: whether a next page exists, without counting.
  const limit = p(q.pageSize + 1, 'int');
  const offset = p(q.offset, 'int');

  // The filter's values as the eight text arguments of the SQL functions below ($1..$8, unused ones null).
  const args = [...filter.values.map((_, i) => `$${i + 1}::text`), ...Array<string>(Math.max(0, 8 - filter.values.length)).fill('null::text')];
  let pageSql: string;
  if (sort === ProfileSort.DISTANCE && point) {
    // Nearest city first, newest first within a city (a stable order for paging), then (without a radius) the
    // profiles without coordinates: browse_by_city() (Migration20261125000000) walks the cities in this order and
    // stops when the page is full, so the page costs offset + limit rows. A radius already excludes profiles
    // without coordinates.
    const cities = filter.places.filter((pl) => pl.eligible).map((pl) => pl.name);
    const walk = `browse_by_city(${p(where, 'text')}, ${p(pgTextArray(cities), 'text[]')}, ${q.distance === undefined ? 'true' : 'false'}, ${limit}, ${offset}, ${args.join(', ')})`;
    pageSql = `select ${PROFILE_COLUMNS}${distanceCol} from ${walk} with ordinality p order by p.ordinality`;
  } else if (alphabetical && filter.termSql) {
    // Sorted by name with a search term: browse_by_name() (Migration20261126025417). Names that contain a term sit
    // together in name order ('ava': the Avas), so a walk from the other end could pass most of the table before the
    // first match ('ava' Z-A read 917,000 rows, 1.3 s at 1M). It walks at most NAME_WALK_CAP rows in name order, and
    // when the page is not full by then it sorts the term's matches instead; when the planner expects few matches, it
    // sorts them at once.
    const others = [filter.withoutTerm, ...range].join(' and ');
    // The expected number of matches: for a name prefix, its range alone (the LIKE repeats it; counted twice, the
    // planner expected 918 rows for 'k' + rating 4+ where 12,000 match).
    const estimate = range.length ? others : `${others} and ${filter.termSql}`;
    const split = filter.split ? `${p(pgTextArray(filter.split), 'text[]')}` : 'null::text[]';
    const walk = `browse_by_name(${p(others, 'text')}, ${p(filter.termSql, 'text')}, ${p(estimate, 'text')}, ${split}, ${sort === ProfileSort.ALPHABETICAL_DESC}, ${p(NAME_FEW_MATCHES, 'int')}, ${p(NAME_WALK_CAP, 'int')}, ${limit}, ${offset}, ${args.join(', ')})`;
    pageSql = `select ${PROFILE_COLUMNS}${distanceCol} from ${walk} with ordinality p order by p.ordinality`;
  } else {
    const by = sort === ProfileSort.DISTANCE ? ProfileSort.NEWEST : sort;
    const order = ORDER[by];
    const key = SORT_KEY[by];
    if (filter.termSql && listed && key) {
      // A search tests its term on every row the sort's walk passes: the walk finds the page's ids on a covering index of
      // listed profiles (Migration20261126025808: the sort key; rating, first name, place, search text), then only those rows
      // are read ('ka' + rating 4+ by fewest reports, page 10: 17,000 rows passed).
      const outer = order.replaceAll(key, 'k.key').replaceAll('p.id', 'k.id');
      pageSql = `select ${PROFILE_COLUMNS}${distanceCol} from (select p.id, ${key} as key from profiles p where ${where} order by ${order} limit ${limit} offset ${offset}) k join profiles p on p.id = k.id order by ${outer}`;
    } else {
      pageSql = `select ${PROFILE_COLUMNS}${distanceCol} from profiles p where ${where} order by ${order} limit ${limit} offset ${offset}`;
    }
  }
  const filterKey = JSON.stringify([filter.sql, filter.values]);
  if (!withTotal) return { sql: pageSql, params, filterKey };
  // The total rides along in the same statement: one initplan, whatever the page holds (also when empty).
  const fromWhere = p(`profiles p where ${filter.sql}`, 'text');
  const cap = p(EXACT_TOTAL_LIMIT, 'int');
  const sql = `with page as (${pageSql})
    select t.total, t.exact as total_is_exact, page.* from bounded_total(${fromWhere}, ${cap}, ${args.join(', ')}) t left join page on true`;
  return { sql, params, filterKey };
}
