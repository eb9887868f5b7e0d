// Declarations of index.js (the values are repeated as literal types, as `as const` gave them; index.test.ts checks
// that they match the values).

/** Limits shared by the API and the web forms. */
export declare const LIMITS: {
  /** Password length, in characters. */
  readonly passwordMin: 6;
  readonly passwordMax: 256;
  /** Username length, in characters. */
  readonly usernameMin: 3;
  readonly usernameMax: 30;
  /** A member may change her username once in this many months. */
  readonly usernameChangeMonths: 6;
  /** A person's display name, in characters. */
  readonly nameMax: 60;
  /** An e-mail address, in characters. */
  readonly emailMax: 254;
  /** A report's title and text, in characters. */
  readonly reportTitleMin: 5;
  readonly reportTitleMax: 120;
  readonly reportContentMin: 20;
  readonly reportContentMax: 5000;
  /** A member's bio, in characters. */
  readonly bioMax: 500;
  /** Ages a profile may give. */
  readonly ageMin: 18;
  readonly ageMax: 100;
  /** Items per page of a list. */
  readonly pageSize: 20;
  /** A flag's note, in characters. */
  readonly flagNoteMax: 500;
  /** An appeal's text (and a moderator's reason for deciding it), in characters. */
  readonly appealTextMax: 2000;
  /** An API token's name, in characters. */
  readonly apiTokenNameMax: 60;
  readonly adminListMaxItems: 1000;
};

/** Live updates (GraphQL subscriptions over WebSocket): open connections per member and per client address, per instance. */
export declare const LIVE_LIMITS: {
  readonly connectionsPerMember: 8;
  readonly connectionsPerAddress: 32;
};

/** The lengths of a suspension a moderator chooses from, in days. */
export declare const SUSPENSION_DAYS: readonly [1, 7, 30];

/** The name watch: at most `active` at once, `perMonth` created in the last 30 days, each lasting `days` until renewed. */
export declare const WATCH_LIMITS: {
  readonly active: 3;
  readonly perMonth: 10;
  readonly days: 30;
};

/** The radii of a name watch, in miles (SPEC §9's distance options without 'any'). */
export declare const WATCH_RADII: readonly [5, 10, 25, 50, 100];

/** Words a username may not be, nor have as a part between `_`, `-` and `.` (any case, trailing digits ignored). */
export declare const RESERVED_USERNAME_WORDS: readonly [
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
];

/** What a refused username is told (API and web forms). */
export declare const RESERVED_USERNAME_MESSAGE: 'This username is reserved. Please choose another.';

/** Whether a username passes for staff: the whole name or one of its parts (split on `_`, `-`, `.`) is a reserved word. */
export declare function isReservedUsername(username: string): boolean;

/** The languages of the app (SPEC Settings > Appearance), English first: it is the source and the fallback. */
export declare const LOCALES: readonly ['en', 'es', 'fr', 'de'];
export type Locale = (typeof LOCALES)[number];

/** The time zones a member chooses from (SPEC: UTC, Pacific, Eastern, Central), as IANA names. */
export declare const TIME_ZONES: readonly ['UTC', 'America/Los_Angeles', 'America/New_York', 'America/Chicago'];
export type TimeZone = (typeof TIME_ZONES)[number];

/** The cookie that keeps a visitor's language choice in her browser (the server renders her first page in it). */
export declare const LANGUAGE_COOKIE: 'tea_lang';

/** Whether `value` is one of LOCALES. */
export declare function isLocale(value: unknown): value is Locale;

/** Whether `value` is one of TIME_ZONES. */
export declare function isTimeZone(value: unknown): value is TimeZone;

/** The best of LOCALES for an Accept-Language header, by quality then order; 'en' when it names none of them. */
export declare function negotiateLocale(acceptLanguage: string | null | undefined): Locale;

/** The browser's own zone if it is one of TIME_ZONES, else UTC. */
export declare function defaultTimeZone(browserZone: string | null | undefined): TimeZone;
