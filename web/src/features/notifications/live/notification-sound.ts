// A file of its own (never inlined as a data: URL, which the CSP's media sources do not allow).
import chimeUrl from '../../../assets/notification.wav?no-inline';

/** Quiet: a cue, not an alarm. */
const VOLUME = 0.5;

/**
 * Plays the bundled chime (web/scripts/notification-sound.mjs makes it; no network beyond this app's own file). A
 * refused play (no gesture on the page yet, a muted tab, no audio device) is ignored: the bell still updates. The
 * system's mute silences it as any sound.
 */
export function playNotificationSound(): void {
  try {
    const audio = new Audio(chimeUrl);
    audio.volume = VOLUME;
    void audio.play().catch(() => {});
  } catch {
    // No Audio in this browser: nothing to play.
  }
}
