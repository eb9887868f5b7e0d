/** The auth screen opens on Sign In; `?tab=signup` opens it on Sign Up (the 'Join' and 'Sign Up' calls to action). */
export const SIGN_UP_TAB_PARAM = 'signup';

/** Where the calls to join send visitors: the auth screen on its Sign Up tab. */
export const SIGN_UP_PATH = `/auth?tab=${SIGN_UP_TAB_PARAM}`;

/** The admin area: for an admin without two-step sign-in it shows the set-up before anything else. */
export const ADMIN_SETUP_PATH = '/admin';

/**
 * Where a sign-in lands: the page she came from (`returnTo`, already checked by `safeReturnPath`) or home; for an admin
 * who signed in with her password alone (so two-step sign-in is not set up yet), the admin area, which makes her set it
 * up first (enrolment is forced at the first admin sign-in), unless she was on her way into it anyway.
 */
export function afterSignInPath(user: { viewerCan: { useAdminTools: boolean } }, how: { secondFactor: boolean }, returnTo?: string | null): string {
  if (user.viewerCan.useAdminTools && !how.secondFactor) {
    return returnTo && (returnTo === ADMIN_SETUP_PATH || returnTo.startsWith(`${ADMIN_SETUP_PATH}/`)) ? returnTo : ADMIN_SETUP_PATH;
  }
  return returnTo ?? '/';
}
