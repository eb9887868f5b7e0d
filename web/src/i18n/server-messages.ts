import type { Locale } from './locale';
import type { Messages } from './messages';

// Every catalogue, for the server build only (entry-server.tsx): a render in any language needs no loading.
const catalogues = import.meta.glob<Messages>('./messages/*.json', { eager: true, import: 'default' });

/** The catalogue of `locale` for a server render (English: none, the code holds its texts). */
export function serverMessages(locale: Locale): Messages {
  return locale === 'en' ? {} : (catalogues[`./messages/${locale}.json`] ?? {});
}
