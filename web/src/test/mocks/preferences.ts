import type { MockLink } from '@apollo/client/testing';
import type { ServerAppearance } from '../../features/preferences/server-appearance';
import { MyPreferencesQuery, type MyPreferences } from '../../features/preferences/hooks/useMyPreferences';

/** The default appearance as `updateMyPreferences` takes it (what the preferences provider sends), with changes. */
export function appearanceInput(overrides: Partial<ServerAppearance> = {}): ServerAppearance {
  return {
    theme: 'DEFAULT',
    fontSize: 14,
    highContrast: false,
    reducedMotion: false,
    largeCursor: false,
    soundEffects: true,
    sidebarCollapsed: false,
    language: null,
    timeZone: null,
    ...overrides,
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

/** Saved settings as the server answers them (defaults unless overridden), with __typename for the cache. */
export function buildPreferences(overrides: DeepPartial<MyPreferences> = {}): MyPreferences & { __typename: 'MyPreferences' } {
  return {
    __typename: 'MyPreferences',
    notifications: {
      __typename: 'NotificationPreferences',
      decisionsInApp: true,
      decisionsEmail: false,
      newReportsInApp: true,
      newReportsEmail: false,
      sounds: true,
      decisionsPush: true,
      newReportsPush: true,
      flagsInApp: true,
      flagsPush: true,
      flagsEmail: false,
      appealsInApp: true,
      appealsPush: true,
      appealsEmail: false,
      accountInApp: true,
      accountPush: true,
      accountEmail: true,
      watchesInApp: true,
      watchesPush: true,
      watchesEmail: false,
      pushDetails: false,
      ...overrides.notifications,
      quietHours: { __typename: 'QuietHours', enabled: false, start: '22:00', end: '07:00', ...overrides.notifications?.quietHours },
    },
    privacy: { __typename: 'PrivacyPreferences', rememberViewedProfiles: true, ...overrides.privacy },
    appearance: { __typename: 'AppearancePreferences', ...appearanceInput(), ...overrides.appearance },
    updatedAt: overrides.updatedAt === undefined ? null : overrides.updatedAt,
  } as MyPreferences & { __typename: 'MyPreferences' };
}

/** `myPreferences` answering with these settings; reusable. */
export function myPreferencesMock(preferences = buildPreferences(), maxUsageCount = Number.POSITIVE_INFINITY): MockLink.MockedResponse {
  return { request: { query: MyPreferencesQuery }, result: { data: { myPreferences: preferences } }, maxUsageCount };
}
