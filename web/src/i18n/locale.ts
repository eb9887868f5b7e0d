import { isLocale, isTimeZone, LANGUAGE_COOKIE, negotiateLocale, defaultTimeZone, type Locale, type TimeZone } from '@tea/limits';

export type { Locale, TimeZone };

/** Each language under its own name: the language menu and Settings show them so, in every language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

/** One year: the language menu's choice outlives the session. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookieLocale(doc: Document): Locale | null {
  const found = doc.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === LANGUAGE_COOKIE)?.[1];
  return isLocale(found) ? found : null;
}

/**
 * The language this browser shows the app in before a member's saved one is known: the page's own (a server render says
 * it in `<html lang>`), else the language menu's cookie, else the browser's languages (as Accept-Language would), else
 * English.
 */
export function browserLocale(doc: Document = document, nav: Pick<Navigator, 'languages'> = navigator): Locale {
  const rendered = doc.documentElement.dataset.locale;
  if (isLocale(rendered)) return rendered;
  return cookieLocale(doc) ?? negotiateLocale((nav.languages ?? []).join(','));
}

/** Keeps the choice in this browser (the server renders her next first page in it) and on the page. */
export function rememberLocale(locale: Locale, doc: Document = document): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  doc.documentElement.lang = locale;
  doc.documentElement.dataset.locale = locale;
}

/** The browser's own time zone if it is one of the four, else UTC (issue 23: the default when she has not chosen). */
export function browserTimeZone(): TimeZone {
  try {
    return defaultTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return 'UTC';
  }
}

export { isLocale, isTimeZone };
