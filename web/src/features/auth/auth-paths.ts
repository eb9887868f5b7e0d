/** The auth screen opens on Sign In; `?tab=signup` opens it on Sign Up (the 'Join' and 'Sign Up' calls to action). */
export const SIGN_UP_TAB_PARAM = 'signup';

/** Where the calls to join send visitors: the auth screen on its Sign Up tab. */
export const SIGN_UP_PATH = `/auth?tab=${SIGN_UP_TAB_PARAM}`;
