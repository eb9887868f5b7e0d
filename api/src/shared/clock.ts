/**
 * The app's clock for session lifetimes and second-factor windows. Tests move time by replacing `now`
 * (`clock.now = () => ...`) and restore it with `clock.reset()`; nothing else should read `Date.now()` for
 * those rules.
 */
export const clock = {
  now: (): number => Date.now(),
  reset(): void {
    clock.now = () => Date.now();
  },
};
