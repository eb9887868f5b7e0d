import { use } from 'react';
import { useLocale } from '../../../i18n/locale-context';
import type { TrustPageContent } from '../content/trust-content';
import { loadTrustContent, trustContentIfLoaded, type TrustPageName } from '../content/translations';

/**
 * The page's content in the language shown (`useLocale()`): English from the route's code; another language from
 * memory when its loader ran, else it suspends while it loads (a switch of language while the page is open: the
 * switch is a transition, so the page stays as it was until the new text is there). On the server too.
 */
export function useTrustContent(page: TrustPageName, english: TrustPageContent): TrustPageContent {
  const { locale } = useLocale();
  if (locale === 'en') return english;
  return trustContentIfLoaded(page, locale) ?? use(loadTrustContent(page, locale)) ?? english;
}
