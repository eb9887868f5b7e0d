import { createContext, useContext } from 'react';
import type { Locale } from './locale';

export type LocaleContextValue = { locale: Locale; timeZone: string };

export const LocaleContext = createContext<LocaleContextValue>({ locale: 'en', timeZone: 'UTC' });

/** The language shown and the time zone dates are shown in (I18nProvider). */
export function useLocale(): LocaleContextValue {
  return useContext(LocaleContext);
}
