import { Field, Int, ObjectType } from 'type-graphql';
import { FONT_SIZE, Theme, type Preferences } from './preferences.inputs.js';

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
    notifications: { ...preferences.notifications },
    privacy: { ...preferences.privacy },
    appearance: { ...preferences.appearance },
    updatedAt,
  };
}
