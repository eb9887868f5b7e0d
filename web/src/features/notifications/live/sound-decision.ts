import type { Preferences } from '../../preferences/preferences';

/** What decides whether a notification's arrival plays a sound (issue 23 item 4). */
export interface SoundChoice {
  /** Accessibility > Sound Effects. */
  soundEffects: boolean;
  /** Settings > Notifications > Sounds. */
  notificationSounds: boolean;
  /** Accessibility > Reduce Motion, or the system's reduced-motion setting. */
  reducedMotion: boolean;
}

/** A sound plays only with both sound choices on and reduced motion off (hers or the system's). */
export function shouldPlayNotificationSound(choice: SoundChoice): boolean {
  return choice.soundEffects && choice.notificationSounds && !choice.reducedMotion;
}

/**
 * Her choice from her preferences on this device (`preferences`, null outside the provider: no sound), her saved
 * notification settings when the app has them (`savedSounds`, from `myPreferences`, which win over this device's copy),
 * and the system's reduced-motion setting.
 */
export function soundChoice(preferences: Preferences | null, savedSounds: boolean | null | undefined, systemReducedMotion: boolean): SoundChoice {
  return {
    soundEffects: preferences?.soundEffects ?? false,
    notificationSounds: savedSounds ?? preferences?.notificationPreferences.sounds ?? false,
    reducedMotion: (preferences?.reducedMotion ?? false) || systemReducedMotion,
  };
}
