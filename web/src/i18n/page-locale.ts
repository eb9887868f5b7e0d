import { loadPreferences } from '../features/preferences/preferences';
import { browserLocale, isLocale, type Locale } from './locale';

/**
 * The language this page is shown in, for code that runs before or outside React (a screen's loader: app/routes.ts):
 * the one the page says it is in (a server render's `<html data-locale>`, or the language she switched to on this page,
 * i18n/locale.ts `rememberLocale`), else her saved choice, else this browser's. That is the language main.tsx gives the
 * first render. Components read `useLocale().locale` instead. Without a document (the server build): English, as a
 * render passes its own language.
 */
export function pageLocale(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Locale {
  if (!doc) return 'en';
  const shown = doc.documentElement.dataset.locale;
  if (isLocale(shown)) return shown;
  return loadPreferences().language ?? browserLocale(doc);
}
