import type { Locale } from '../../../i18n/locale';
import { pageLocale } from '../../../i18n/page-locale';
import { asTrustPage, type TrustPageContent } from './trust-content';

// No React here: app/routes.ts imports this file, and it is part of the page's first, small script (boot.ts).

/** The trust pages, by the name of their content file (content/<language>/<name>.json). */
export type TrustPageName = 'guidelines' | 'moderation' | 'privacy' | 'terms' | 'contact' | 'developers';

/** The languages a trust page is translated into; English is the source, in each route's own code. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

/**
 * Each page in each language is its own small chunk (Vite splits `./<language>/<page>.json` into one chunk per file),
 * loaded only when that page is shown in that language: a visitor in English loads none of them.
 */
const importTranslation = (page: TrustPageName, locale: TranslatedLocale): Promise<TrustPageContent> =>
  import(`./${locale}/${page}.json`).then((m: { default: unknown }) => asTrustPage(m.default));

const loaded = new Map<string, TrustPageContent>();
const pending = new Map<string, Promise<TrustPageContent | null>>();

/**
 * A page's content in a language, loaded once (later calls share the first load). A failed load (offline) resolves to
 * null and stays so for the life of the page: the page then shows in English rather than failing.
 */
export function loadTrustContent(page: TrustPageName, locale: TranslatedLocale): Promise<TrustPageContent | null> {
  const key = `${locale}/${page}`;
  let load = pending.get(key);
  if (!load) {
    load = importTranslation(page, locale).then(
      (content) => {
        loaded.set(key, content);
        return content;
      },
      () => null,
    );
    pending.set(key, load);
  }
  return load;
}

/** The content when it is already in memory (drawn at once, without suspending). */
export function trustContentIfLoaded(page: TrustPageName, locale: TranslatedLocale): TrustPageContent | undefined {
  return loaded.get(`${locale}/${page}`);
}

/**
 * A trust page's code together with its content in the page's language (`pageLocale`), both loaded in parallel
 * before the screen is drawn (app/routes.ts): its first render and the hydration of a server render are already in
 * that language.
 */
export async function withTrustContent<T>(page: TrustPageName, screen: Promise<T>): Promise<T> {
  const locale = pageLocale();
  const [code] = await Promise.all([screen, locale === 'en' ? null : loadTrustContent(page, locale)]);
  return code;
}
