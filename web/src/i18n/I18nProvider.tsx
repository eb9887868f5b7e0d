import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { usePreferences } from '../features/preferences/hooks/usePreferences';
import { LiveTimeZoneContext, useRenderClock } from '../shared/render-clock';
import { browserTimeZone, rememberLocale, type Locale } from './locale';
import { loadMessages, messagesIfLoaded, type Messages } from './messages';
import { LocaleContext, type LocaleContextValue } from './locale-context';

export type I18nProviderProps = {
  /** The language the page starts in: the server render's, else this browser's (main.tsx, entry-server.tsx). */
  initialLocale: Locale;
  children: ReactNode;
};

/**
 * The app's language and time zone (issue 23). Starts in `initialLocale` with its catalogue already in memory (the
 * server render carried it, or main.tsx loaded it before the first render), so the first screen never waits for
 * messages. Her choice (`preferences.language`: the language menu, Settings > Appearance, or her account's saved one)
 * then wins: its catalogue loads (one small chunk) and the app switches as a transition; the choice is remembered in
 * this browser (cookie) so the server renders her next page in it.
 * Dates show in her chosen zone, else the browser's if it is one of the four, else UTC; a server render and its
 * hydration use UTC (shared/render-clock.tsx).
 */
export function I18nProvider({ initialLocale, children }: I18nProviderProps) {
  const { preferences } = usePreferences();
  const wanted = preferences.language ?? initialLocale;
  const [shown, setShown] = useState<{ locale: Locale; messages: Messages }>(() => ({
    locale: initialLocale,
    messages: messagesIfLoaded(initialLocale) ?? {},
  }));

  useEffect(() => {
    if (wanted === shown.locale) return;
    let current = true;
    void loadMessages(wanted).then(
      (messages) => {
        if (!current) return;
        rememberLocale(wanted);
        startTransition(() => setShown({ locale: wanted, messages }));
      },
      () => undefined, // offline: stay in the language shown; the next choice tries again
    );
    return () => {
      current = false;
    };
  }, [wanted, shown.locale]);

  // The page says which language it is in (screen readers, the browser's translation offer, hyphenation).
  useEffect(() => {
    document.documentElement.lang = shown.locale;
  }, [shown.locale]);

  // The language choice of a member also reaches the server's next render of her first page.
  useEffect(() => {
    if (preferences.language) rememberLocale(preferences.language);
  }, [preferences.language]);

  const clock = useRenderClock();
  const [browserZone] = useState(() => (typeof window === 'undefined' ? 'UTC' : browserTimeZone()));
  const liveZone = preferences.timeZone ?? browserZone;
  const timeZone = clock.timeZone ?? liveZone;

  const value = useMemo<LocaleContextValue>(() => ({ locale: shown.locale, timeZone }), [shown.locale, timeZone]);
  return (
    <LocaleContext.Provider value={value}>
      <LiveTimeZoneContext.Provider value={liveZone}>
        <IntlProvider locale={shown.locale} defaultLocale="en" messages={shown.messages} timeZone={timeZone} onError={reportIntlError}>
          {children}
        </IntlProvider>
      </LiveTimeZoneContext.Provider>
    </LocaleContext.Provider>
  );
}

/** A missing translation shows the English text (`pnpm check:i18n` keeps that from shipping); anything else is a bug. */
function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
