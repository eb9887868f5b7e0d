import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { isLocale, isTimeZone, type Locale, type TimeZone } from '@tea/limits';
import { defineMessages, textOf } from '../../core/i18n.js';
import { badInput } from '../../core/errors.js';
import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

/** The six themes (SPEC §3 Themes); the values are the web app's theme names. */
export const Theme = graphqlEnum('Theme', 'One of the six colour themes.', {
  default: 'Clean and professional (the default).',
  dark: 'Easy on the eyes.',
  sunset: 'Warm oranges and pinks.',
  electric: 'Vibrant blues and purples.',
  romantic: 'Soft pinks and roses.',
  nature: 'Earth tones and greens.',
});
export type Theme = EnumValue<typeof Theme>;

/** Font-size slider (SPEC §5, §9). */
export const FONT_SIZE = { min: 12, max: 20, default: 14 } as const;

/** What a refused setting is told (English texts; `PREFERENCE_TEXTS` has them as defined, translatable messages). */
export const PREFERENCE_TEXTS = defineMessages({
  onOff: { id: 'preferences.onOff', defaultMessage: 'Please choose on or off.', description: 'A switch got something other than true or false.' },
  theme: { id: 'preferences.theme', defaultMessage: 'Please choose one of the six themes.' },
  fontSize: {
    id: 'preferences.fontSize',
    defaultMessage: 'Font size must be a whole number from {min} to {max}.',
    description: 'min and max are pixel sizes (12 and 20).',
  },
  language: { id: 'preferences.language', defaultMessage: 'Please choose English (en), Spanish (es), French (fr) or German (de).' },
  timeZone: {
    id: 'preferences.timeZone',
    defaultMessage: 'Please choose one of the four time zones: UTC, America/Los_Angeles, America/New_York or America/Chicago.',
    description: 'The IANA names stay as they are.',
  },
  time: {
    id: 'preferences.quietHoursTime',
    defaultMessage: 'Please give quiet hours as a time of day from 00:00 to 23:59, like 22:00.',
    description: 'Quiet hours start and end; 24-hour times written HH:MM.',
  },
  sameTime: {
    id: 'preferences.quietHoursSameTime',
    defaultMessage: 'Quiet hours must start and end at different times.',
  },
});

export const PREFERENCE_MESSAGES = {
  onOff: PREFERENCE_TEXTS.onOff.defaultMessage,
  theme: PREFERENCE_TEXTS.theme.defaultMessage,
  fontSize: textOf(PREFERENCE_TEXTS.fontSize, FONT_SIZE),
  language: PREFERENCE_TEXTS.language.defaultMessage,
  timeZone: PREFERENCE_TEXTS.timeZone.defaultMessage,
  time: PREFERENCE_TEXTS.time.defaultMessage,
  sameTime: PREFERENCE_TEXTS.sameTime.defaultMessage,
} as const;

/**
 * The kinds of notification she chooses channels for (Settings > Notifications), each with in-app, push and e-mail:
 * - `decisions`: a moderator decided about her own content (her report, a photo she added);
 * - `newReports`: a new report about a person she added was published;
 * - `flags`: the outcome of flags she raised;
 * - `appeals`: the outcome of her appeals;
 * - `account`: her account and its security (ID checks, a suspension ending);
 * - `watches`: her name watches (a profile matching one was published; a moderator ended one).
 * Security e-mails (password reset, sign-in codes) and legal notices are sent whatever she chose.
 */
export const NOTIFICATION_KINDS = ['decisions', 'newReports', 'flags', 'appeals', 'account', 'watches'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['InApp', 'Push', 'Email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** A saved choice's field name, e.g. `flagsPush`. */
export type ChannelField = `${NotificationKind}${NotificationChannel}`;

/** In-app and push on (push reaches her only once she turned it on in a browser); e-mail off except her account's. */
const channelDefault = (kind: NotificationKind, channel: NotificationChannel): boolean => channel !== 'Email' || kind === 'account';

const CHANNEL_FIELDS = NOTIFICATION_KINDS.flatMap((kind) =>
  NOTIFICATION_CHANNELS.map((channel) => [`${kind}${channel}` as ChannelField, kind, channel] as const),
);

/** Whether she gets `kind` on `channel`. */
export const wants = (choice: Pick<Preferences['notifications'], ChannelField>, kind: NotificationKind, channel: NotificationChannel): boolean =>
  choice[`${kind}${channel}`];

/** A time of day, HH:MM on a 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const QUIET_HOURS_DEFAULT = { enabled: false, start: '22:00', end: '07:00' } as const;

/** A language or time zone, with the message a refused one gets. */
const language = (error?: string) => z.custom<Locale>(isLocale, { error });
const timeZone = (error?: string) => z.custom<TimeZone>(isTimeZone, { error });

/** Anything that is not an object reads as an empty one (every field then takes its default). */
const objectOrEmpty = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
/** A stored value that is missing or malformed reads as the default. */
const stored = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.catch(fallback);

/**
 * Every saved setting with its default: what a member who never saved anything gets, and how a stored row is
 * read back (unknown keys dropped, missing or malformed values replaced by their default).
 * - notifications: decisions about her own content (her reports, photos she added) and new approved reports on
 *   people she added; in-app on and e-mail off unless she chooses otherwise.
 * - privacy: whether the profiles she opens are remembered (Recently viewed, Smart Matches).
 * - appearance: theme, the accessibility panel's choices, the admin sidebar, and her language and time zone (null until
 *   she chooses one: the app then follows her browser).
 */
export const preferencesSchema = z.object({
  notifications: z.preprocess(
    objectOrEmpty,
    z.object({
      ...(Object.fromEntries(CHANNEL_FIELDS.map(([field, kind, channel]) => [field, stored(z.boolean(), channelDefault(kind, channel))])) as Record<
        ChannelField,
        z.ZodCatch<z.ZodBoolean>
      >),
      sounds: stored(z.boolean(), true),
      pushDetails: stored(z.boolean(), false),
      quietHours: stored(
        z.object({ enabled: z.boolean(), start: z.string().regex(TIME_OF_DAY), end: z.string().regex(TIME_OF_DAY) }).refine((q) => q.start !== q.end),
        { ...QUIET_HOURS_DEFAULT },
      ),
    }),
  ),
  privacy: z.preprocess(objectOrEmpty, z.object({ rememberViewedProfiles: stored(z.boolean(), true) })),
  appearance: z.preprocess(
    objectOrEmpty,
    z.object({
      theme: stored(z.enum(Theme), Theme.DEFAULT),
      fontSize: stored(z.number().int().min(FONT_SIZE.min).max(FONT_SIZE.max), FONT_SIZE.default),
      highContrast: stored(z.boolean(), false),
      reducedMotion: stored(z.boolean(), false),
      largeCursor: stored(z.boolean(), false),
      soundEffects: stored(z.boolean(), true),
      sidebarCollapsed: stored(z.boolean(), false),
      language: stored(language().nullable(), null),
      timeZone: stored(timeZone().nullable(), null),
    }),
  ),
});

export type Preferences = z.output<typeof preferencesSchema>;

/** A stored `data` value (or nothing) as complete preferences. */
export function readPreferences(data: unknown): Preferences {
  return preferencesSchema.parse(objectOrEmpty(data));
}

const onOff = z.boolean({ error: PREFERENCE_MESSAGES.onOff }).nullish();
const timeOfDay = z.string({ error: PREFERENCE_MESSAGES.time }).regex(TIME_OF_DAY, PREFERENCE_MESSAGES.time).nullish();

/**
 * What `updateMyPreferences` accepts: any subset of the settings; a missing (or null) field keeps its saved value.
 * Unknown keys are dropped. One bad value refuses the whole change.
 */
export const updatePreferencesSchema = z.object({
  notifications: z
    .object(
      {
        ...(Object.fromEntries(CHANNEL_FIELDS.map(([field]) => [field, onOff])) as Record<ChannelField, typeof onOff>),
        sounds: onOff,
        pushDetails: onOff,
        quietHours: z.object({ enabled: onOff, start: timeOfDay, end: timeOfDay }, { error: PREFERENCE_MESSAGES.time }).nullish(),
      },
      { error: PREFERENCE_MESSAGES.onOff },
    )
    .nullish(),
  privacy: z.object({ rememberViewedProfiles: onOff }, { error: PREFERENCE_MESSAGES.onOff }).nullish(),
  appearance: z
    .object(
      {
        theme: z.enum(Theme, { error: PREFERENCE_MESSAGES.theme }).nullish(),
        fontSize: z
          .number({ error: PREFERENCE_MESSAGES.fontSize })
          .int(PREFERENCE_MESSAGES.fontSize)
          .min(FONT_SIZE.min, PREFERENCE_MESSAGES.fontSize)
          .max(FONT_SIZE.max, PREFERENCE_MESSAGES.fontSize)
          .nullish(),
        highContrast: onOff,
        reducedMotion: onOff,
        largeCursor: onOff,
        soundEffects: onOff,
        sidebarCollapsed: onOff,
        language: language(PREFERENCE_MESSAGES.language).nullish(),
        timeZone: timeZone(PREFERENCE_MESSAGES.timeZone).nullish(),
      },
      { error: PREFERENCE_MESSAGES.onOff },
    )
    .nullish(),
});

export type PreferencesChange = z.output<typeof updatePreferencesSchema>;

/** The saved preferences with the change applied (null and missing fields keep their value). */
export function applyChange(current: Preferences, change: PreferencesChange): Preferences {
  const pick = <T extends object>(base: T, patch: Partial<Record<keyof T, unknown>> | null | undefined): T => {
    const next = { ...base };
    for (const [key, value] of Object.entries(patch ?? {})) {
      if (value !== null && value !== undefined && key in base) (next as Record<string, unknown>)[key] = value;
    }
    return next;
  };
  const notifications = pick(current.notifications, { ...change.notifications, quietHours: null });
  notifications.quietHours = pick(current.notifications.quietHours, change.notifications?.quietHours);
  if (notifications.quietHours.start === notifications.quietHours.end) throw badInput(PREFERENCE_MESSAGES.sameTime, 'quietHours');
  return {
    notifications,
    privacy: pick(current.privacy, change.privacy),
    appearance: pick(current.appearance, change.appearance),
  };
}

@InputType({ description: 'Quiet hours in her time zone. Leave a field out to keep its saved value.' })
export class QuietHoursInput {
  @Field(() => Boolean, { nullable: true, description: 'Hold pushes during quiet hours.' })
  enabled?: boolean | null;

  @Field(() => String, { nullable: true, description: 'When quiet hours start, HH:MM on a 24-hour clock in her time zone (e.g. 22:00).' })
  start?: string | null;

  @Field(() => String, { nullable: true, description: 'When quiet hours end, HH:MM on a 24-hour clock in her time zone (e.g. 07:00).' })
  end?: string | null;
}

@InputType({ description: 'Which notifications to get, and how. Leave a field out to keep its saved value.' })
export class NotificationPreferencesInput {
  @Field(() => Boolean, { nullable: true, description: 'In-app notification when a moderator decides about her report or a photo she added.' })
  decisionsInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when a moderator decides about her report or a photo she added.' })
  decisionsEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'In-app notification when a new report about a person she added is published.' })
  newReportsInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when a new report about a person she added is published.' })
  newReportsEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'A short sound when a notification arrives while the app is open.' })
  sounds?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push to her browsers when a moderator decides about her report or a photo she added.' })
  decisionsPush?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push to her browsers when a new report about a person she added is published.' })
  newReportsPush?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'In-app notification of the outcome of a flag she raised.' })
  flagsInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push of the outcome of a flag she raised.' })
  flagsPush?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail of the outcome of a flag she raised.' })
  flagsEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'In-app notification of the outcome of her appeal.' })
  appealsInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push of the outcome of her appeal.' })
  appealsPush?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'E-mail of the outcome of her appeal (an appeal decision is a legal notice: it is e-mailed whatever this says).',
  })
  appealsEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'In-app notification about her account and its security (ID checks, a suspension ending).' })
  accountInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push about her account and its security.' })
  accountPush?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'E-mail about her account. Security e-mails (password reset, sign-in codes) and legal notices go whatever this says.',
  })
  accountEmail?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'In-app notification when a profile matching one of her name watches is published, or a watch is ended.',
  })
  watchesInApp?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Push when a profile matching one of her name watches is published, or a watch is ended.' })
  watchesPush?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'E-mail when a profile matching one of her name watches is published, or a watch is ended.' })
  watchesEmail?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "Show the notification's title and text on her lock screen, not only that there is one." })
  pushDetails?: boolean | null;

  @Field(() => QuietHoursInput, { nullable: true, description: 'Quiet hours: pushes wait until they end. Leave out to keep them.' })
  quietHours?: QuietHoursInput | null;
}

@InputType({ description: 'Privacy choices. Leave a field out to keep its saved value.' })
export class PrivacyPreferencesInput {
  @Field(() => Boolean, {
    nullable: true,
    description: 'Remember the profiles she opens (Recently viewed, Smart Matches). Turning it off also forgets the ones already remembered.',
  })
  rememberViewedProfiles?: boolean | null;
}

@InputType({ description: 'Theme and accessibility choices. Leave a field out to keep its saved value.' })
export class AppearancePreferencesInput {
  @Field(() => Theme, { nullable: true, description: 'Colour theme.' })
  theme?: Theme | null;

  @Field(() => Int, { nullable: true, description: `Root font size in pixels, ${FONT_SIZE.min} to ${FONT_SIZE.max}.` })
  fontSize?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'High-contrast colours.' })
  highContrast?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Fewer animations.' })
  reducedMotion?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'A large mouse cursor.' })
  largeCursor?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Interface sounds.' })
  soundEffects?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'The admin sidebar shows icons only.' })
  sidebarCollapsed?: boolean | null;

  @Field(() => String, { nullable: true, description: 'Her language: en, es, fr or de. E-mails and texts follow it too.' })
  language?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The time zone dates are shown in, as an IANA name: UTC, America/Los_Angeles, America/New_York or America/Chicago.',
  })
  timeZone?: string | null;
}

@InputType({ description: 'A change to her saved settings: any of the three groups, any of their fields.' })
export class UpdatePreferencesInput {
  @Field(() => NotificationPreferencesInput, { nullable: true, description: 'Notification choices to change; leave out to keep them all.' })
  notifications?: NotificationPreferencesInput | null;

  @Field(() => PrivacyPreferencesInput, { nullable: true, description: 'Privacy choices to change; leave out to keep them all.' })
  privacy?: PrivacyPreferencesInput | null;

  @Field(() => AppearancePreferencesInput, { nullable: true, description: 'Theme and accessibility choices to change; leave out to keep them all.' })
  appearance?: AppearancePreferencesInput | null;
}
