import type { Locale } from './locale';

/** A catalogue: each message's translation by id (ICU MessageFormat). English has none: the code holds its texts. */
export type Messages = Record<string, string>;

/**
 * One chunk per language, loaded only when that language is shown: a visitor in English loads no catalogue at all.
 * `pnpm check:i18n` keeps the catalogues complete (every id the code uses, nothing else, the same placeholders).
 */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./messages/es.json'),
  fr: () => import('./messages/fr.json'),
  de: () => import('./messages/de.json'),
};

const loaded = new Map<Locale, Messages>([['en', {}]]);

/** The catalogue of `locale` (from memory once loaded). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const known = loaded.get(locale);
  if (known) return known;
  const messages = (await loaders[locale as Exclude<Locale, 'en'>]()).default;
  loaded.set(locale, messages);
  return messages;
}

/** The catalogue of `locale` if it is already in memory (a server render's, or one loaded before). */
export function messagesIfLoaded(locale: Locale): Messages | undefined {
  return loaded.get(locale);
}

/** Hands over a catalogue that came with the page (a server render's data block), so it is not loaded again. */
export function provideMessages(locale: Locale, messages: Messages): void {
  loaded.set(locale, messages);
}
