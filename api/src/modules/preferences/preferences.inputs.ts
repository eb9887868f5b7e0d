import { Field, InputType, Int } from 'type-graphql';
import { z } from 'zod';
import { isLocale, isTimeZone, type Locale, type TimeZone } from '@tea/limits';
import { defineMessages, textOf } from '../../core/i18n.js';
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
});

export const PREFERENCE_MESSAGES = {
  onOff: PREFERENCE_TEXTS.onOff.defaultMessage,
  theme: PREFERENCE_TEXTS.theme.defaultMessage,
  fontSize: textOf(PREFERENCE_TEXTS.fontSize, FONT_SIZE),
  language: PREFERENCE_TEXTS.language.defaultMessage,
  timeZone: PREFERENCE_TEXTS.timeZone.defaultMessage,
} as const;

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
      decisionsInApp: stored(z.boolean(), true),
      decisionsEmail: stored(z.boolean(), false),
      newReportsInApp: stored(z.boolean(), true),
      newReportsEmail: stored(z.boolean(), false),
      sounds: stored(z.boolean(), true),
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

/**
 * What `updateMyPreferences` accepts: any subset of the settings; a missing (or null) field keeps its saved value.
 * Unknown keys are dropped. One bad value refuses the whole change.
 */
export const updatePreferencesSchema = z.object({
  notifications: z
    .object(
      { decisionsInApp: onOff, decisionsEmail: onOff, newReportsInApp: onOff, newReportsEmail: onOff, sounds: onOff },
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
  return {
    notifications: pick(current.notifications, change.notifications),
    privacy: pick(current.privacy, change.privacy),
    appearance: pick(current.appearance, change.appearance),
  };
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
