import { Field, Int, ObjectType } from 'type-graphql';
import { FONT_SIZE, Theme, type Preferences } from './preferences.inputs.js';

@ObjectType('QuietHours', { description: 'A daily window, in her time zone (else UTC), in which pushes are held until it ends.' })
export class QuietHoursType {
  @Field({ description: 'Whether pushes are held during the window (default off).' })
  enabled!: boolean;

  @Field({ description: 'When the window starts, HH:MM on a 24-hour clock (default 22:00).' })
  start!: string;

  @Field({ description: 'When the window ends, HH:MM on a 24-hour clock (default 07:00); before the start, it ends the next day.' })
  end!: string;
}

@ObjectType('NotificationPreferences', { description: 'Which notifications she gets, in the app and by e-mail.' })
export class NotificationPreferencesType {
  @Field({ description: 'In-app notification when a moderator decides about her report or a photo she added (default on).' })
  decisionsInApp!: boolean;

  @Field({ description: 'E-mail when a moderator decides about her report or a photo she added (default off).' })
  decisionsEmail!: boolean;

  @Field({ description: 'In-app notification when a new report about a person she added is published (default on).' })
  newReportsInApp!: boolean;

  @Field({ description: 'E-mail when a new report about a person she added is published (default off).' })
  newReportsEmail!: boolean;

  @Field({ description: 'A short sound when a notification arrives while the app is open (default on).' })
  sounds!: boolean;

  @Field({
    description: 'Push to her browsers when a moderator decides about her report or a photo she added (default on; only once she turned push on in a browser).',
  })
  decisionsPush!: boolean;

  @Field({ description: 'Push to her browsers when a new report about a person she added is published (default on; only once she turned push on).' })
  newReportsPush!: boolean;

  @Field({ description: 'In-app notification of the outcome of a flag she raised (default on).' })
  flagsInApp!: boolean;

  @Field({ description: 'Push of the outcome of a flag she raised (default on; only once she turned push on).' })
  flagsPush!: boolean;

  @Field({ description: 'E-mail of the outcome of a flag she raised (default off).' })
  flagsEmail!: boolean;

  @Field({ description: 'In-app notification of the outcome of her appeal (default on).' })
  appealsInApp!: boolean;

  @Field({ description: 'Push of the outcome of her appeal (default on; only once she turned push on).' })
  appealsPush!: boolean;

  @Field({ description: 'E-mail of the outcome of her appeal (default off; an appeal decision is a legal notice and is e-mailed whatever this says).' })
  appealsEmail!: boolean;

  @Field({ description: 'In-app notification about her account and its security (default on).' })
  accountInApp!: boolean;

  @Field({ description: 'Push about her account and its security (default on; only once she turned push on).' })
  accountPush!: boolean;

  @Field({ description: 'E-mail about her account (default on). Security e-mails (password reset, sign-in codes) and legal notices go whatever this says.' })
  accountEmail!: boolean;

  @Field({ description: 'In-app notification when a profile matching one of her name watches is published, or a watch is ended (default on).' })
  watchesInApp!: boolean;

  @Field({ description: 'Push when a profile matching one of her name watches is published, or a watch is ended (default on; only once she turned push on).' })
  watchesPush!: boolean;

  @Field({ description: 'E-mail when a profile matching one of her name watches is published, or a watch is ended (default off).' })
  watchesEmail!: boolean;

  @Field({ description: "Her lock screen shows a push's title and text, not only that there is a notification (default off)." })
  pushDetails!: boolean;

  @Field(() => QuietHoursType, { description: 'Quiet hours: pushes that fall inside wait until they end.' })
  quietHours!: QuietHoursType;
}

@ObjectType('PrivacyPreferences', { description: 'Her privacy choices.' })
export class PrivacyPreferencesType {
  @Field({ description: 'Whether the profiles she opens are remembered for Recently viewed and Smart Matches (default on).' })
  rememberViewedProfiles!: boolean;
}

@ObjectType('AppearancePreferences', { description: 'Theme and accessibility choices, applied in every browser she signs in on.' })
export class AppearancePreferencesType {
  @Field(() => Theme, { description: 'Colour theme (default DEFAULT).' })
  theme!: Theme;

  @Field(() => Int, { description: `Root font size in pixels, ${FONT_SIZE.min} to ${FONT_SIZE.max} (default ${FONT_SIZE.default}).` })
  fontSize!: number;

  @Field({ description: 'High-contrast colours (default off).' })
  highContrast!: boolean;

  @Field({ description: 'Fewer animations (default off).' })
  reducedMotion!: boolean;

  @Field({ description: 'A large mouse cursor (default off).' })
  largeCursor!: boolean;

  @Field({ description: 'Interface sounds (default on).' })
  soundEffects!: boolean;

  @Field({ description: 'The admin sidebar shows icons only (default off).' })
  sidebarCollapsed!: boolean;

  @Field(() => String, { nullable: true, description: 'Her language (en, es, fr or de); null until she chooses one: the app then follows her browser.' })
  language!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Her time zone (UTC, America/Los_Angeles, America/New_York or America/Chicago); null until she chooses one: the app then uses her browser's zone if it is one of these, else UTC.",
  })
  timeZone!: string | null;
}

@ObjectType('MyPreferences', { description: "The signed-in member's saved settings; defaults for anything she never changed." })
export class MyPreferencesType {
  @Field(() => NotificationPreferencesType, { description: 'Which notifications she gets.' })
  notifications!: NotificationPreferencesType;

  @Field(() => PrivacyPreferencesType, { description: 'Her privacy choices.' })
  privacy!: PrivacyPreferencesType;

  @Field(() => AppearancePreferencesType, { description: 'Theme and accessibility.' })
  appearance!: AppearancePreferencesType;

  @Field(() => Date, { nullable: true, description: 'When she last saved her settings; null when she never has (all values are defaults).' })
  updatedAt!: Date | null;
}

/** The one place saved preferences become an API shape. */
export function presentPreferences(preferences: Preferences, updatedAt: Date | null): MyPreferencesType {
  return {
    notifications: { ...preferences.notifications, quietHours: { ...preferences.notifications.quietHours } },
    privacy: { ...preferences.privacy },
    appearance: { ...preferences.appearance },
    updatedAt,
  };
}
