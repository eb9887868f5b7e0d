// The limits the API enforces (zod schemas, GraphQL descriptions) and the web forms check before sending, in one
// place. Plain ESM with a hand-written index.d.ts, so that every consumer imports it as it is, without a build step:
// the API's tsc build and node at run time, Jest, Vite (dev and build) and the type checks. index.test.ts checks
// that the declarations give the same values.

export const LIMITS = Object.freeze({
  passwordMin: 6,
  passwordMax: 256,
  usernameMin: 3,
  usernameMax: 30,
  usernameChangeMonths: 6,
  nameMax: 60,
  emailMax: 254,
  reportTitleMin: 5,
  reportTitleMax: 120,
  reportContentMin: 20,
  reportContentMax: 5000,
  bioMax: 500,
  ageMin: 18,
  ageMax: 100,
  pageSize: 20,
  flagNoteMax: 500,
  appealTextMax: 2000,
  apiTokenNameMax: 60,
  /** The moderation lists (reports, profiles, accounts) page through their first this many items; search or filter to narrow. */
  adminListMaxItems: 1000,
});

/**
 * Live updates (GraphQL subscriptions over WebSocket on /graphql): open connections one member may hold (tabs, devices,
 * tools) and one client address may hold (members behind one network share it), per instance.
 */
export const LIVE_LIMITS = Object.freeze({
  connectionsPerMember: 8,
  connectionsPerAddress: 32,
});

/** The lengths of a suspension a moderator chooses from, in days. */
export const SUSPENSION_DAYS = Object.freeze([1, 7, 30]);

/**
 * The name watch (issue 26 item 1): how many watches a member keeps at once, creates per month (the last 30 days),
 * how many days one lasts until she renews it, and the radii she picks from (SPEC §9's distances, in miles).
 */
export const WATCH_LIMITS = Object.freeze({
  active: 3,
  perMonth: 10,
  days: 30,
});

/** The radii of a name watch, in miles (SPEC §9's distance options without 'any'). */
export const WATCH_RADII = Object.freeze([5, 10, 25, 50, 100]);

/**
 * Words a username may not be, nor have as one of its parts between `_`, `-` and `.` (any case, trailing digits
 * ignored; two neighbouring parts count as one word too: 'trust_safety'): names that pass for the team behind the app
 * ('moderator', 'tea_support', 'Mod.jane', 'jane-admin2').
 * Words that merely start with one stay free ('modesty', 'adminton').
 */
export const RESERVED_USERNAME_WORDS = Object.freeze([
  'admin',
  'administrator',
  'admins',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'support',
  'staff',
  'official',
  'security',
  'system',
  'sysadmin',
  'tea',
  'team',
  'help',
  'helpdesk',
  'root',
  'owner',
  'trustsafety',
  'trustandsafety',
  'webmaster',
  'postmaster',
  'noreply',
]);

/** What a refused username is told (API and web forms). */
export const RESERVED_USERNAME_MESSAGE = 'This username is reserved. Please choose another.';

const RESERVED = new Set(RESERVED_USERNAME_WORDS);

/** Whether a username passes for staff: the whole name or one of its parts (split on `_`, `-`, `.`) is a reserved word. */
export function isReservedUsername(username) {
  const name = String(username).trim().toLowerCase();
  const parts = name.split(/[_.-]+/).filter(Boolean);
  // The name without separators ('a.d.m.i.n'), each part and each two neighbouring parts ('jane_trust_safety').
  const candidates = [parts.join(''), ...parts, ...parts.slice(1).map((part, i) => parts[i] + part)];
  return candidates.some((candidate) => RESERVED.has(candidate.replace(/\d+$/, '')));
}

/** The languages of the app (SPEC Settings > Appearance), English first: it is the source and the fallback. */
export const LOCALES = Object.freeze(['en', 'es', 'fr', 'de']);

/** The time zones a member chooses from (SPEC: UTC, Pacific, Eastern, Central), as IANA names. */
export const TIME_ZONES = Object.freeze(['UTC', 'America/Los_Angeles', 'America/New_York', 'America/Chicago']);

/** The cookie that keeps a visitor's language choice in her browser (the server renders her first page in it). */
export const LANGUAGE_COOKIE = 'tea_lang';

const LOCALE_SET = new Set(LOCALES);
const ZONE_SET = new Set(TIME_ZONES);

/** Whether `value` is one of LOCALES. */
export function isLocale(value) {
  return typeof value === 'string' && LOCALE_SET.has(value);
}

/** Whether `value` is one of TIME_ZONES. */
export function isTimeZone(value) {
  return typeof value === 'string' && ZONE_SET.has(value);
}

/**
 * The best of LOCALES for an Accept-Language header ('es-MX,es;q=0.9,en;q=0.8' -> 'es'), by quality then order;
 * 'en' when it names none of them (or is missing or malformed). Only the primary subtag counts: es-MX reads as es.
 */
export function negotiateLocale(acceptLanguage) {
  if (typeof acceptLanguage !== 'string' || !acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const qParam = params.find((p) => /^\s*q=/i.test(p));
      // A malformed weight ('q=abc') disqualifies its tag rather than counting as the top weight.
      const q = qParam === undefined ? 1 : /^\s*q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i.exec(qParam)?.[1];
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 0 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && LOCALE_SET.has(entry.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.lang ?? 'en';
}

/** The zone to show times in when she has not chosen: the browser's own zone if it is one of TIME_ZONES, else UTC. */
export function defaultTimeZone(browserZone) {
  return isTimeZone(browserZone) ? browserZone : 'UTC';
}
