import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { isLocale, LANGUAGE_COOKIE, negotiateLocale, type Locale } from '@tea/limits';
import type { Request } from 'express';
import de from './messages/de.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

/**
 * The API's own texts in four languages: error messages, e-mails and text messages. English is the source, written in
 * the code as each message's `defaultMessage` (with a stable `id`); `api/src/core/messages/{es,fr,de}.json` hold the
 * translations by id, in ICU MessageFormat. `pnpm check:i18n` extracts the ids from the code (FormatJS) and fails on
 * an id missing from a catalogue, an unused one, or a translation whose placeholders differ from the English.
 */
export interface Message {
  /** Stable: API errors carry it as `messageId`, tools may rely on it. */
  id: string;
  /** The English text (ICU MessageFormat). */
  defaultMessage: string;
  /** For translators: where it shows and what its placeholders are. */
  description?: string;
}

/**
 * A placeholder's value; a function gets the language the message is written in, for a value that is itself worded per
 * language (a date written out the way the language writes it).
 */
export type MessageValue = string | number | Date | null | undefined | ((locale: Locale) => string);
export type MessageValues = Record<string, MessageValue>;

const CATALOGUES: Record<Locale, Record<string, string>> = { en: {}, es, fr, de };

/** Every message defined by `defineMessages`, by id and by its English text (for texts without placeholders). */
const byId = new Map<string, Message>();
const byText = new Map<string, { message: Message; values?: MessageValues }>();

/**
 * Declares a module's messages (the FormatJS extractor finds them by this name). The ids must be unique: a second
 * definition of an id with another text is a programming error.
 */
export function defineMessages<K extends string>(messages: Record<K, Message>): Record<K, Message> {
  for (const message of Object.values<Message>(messages)) {
    const known = byId.get(message.id);
    if (known && known.defaultMessage !== message.defaultMessage) throw new Error(`i18n: message id ${message.id} defined twice with different texts`);
    byId.set(message.id, message);
    if (!message.defaultMessage.includes('{')) byText.set(message.defaultMessage, { message });
  }
  return messages;
}

/** The message (and values) whose English text is exactly `text` (a zod error or a thrown AppError string), if one is defined. */
export function messageOfText(text: string): { message: Message; values?: MessageValues } | undefined {
  return byText.get(text);
}

/**
 * The English text of a message with fixed values, remembered so that where it comes back as a plain string (a zod
 * schema's error, built once) it is still translated, with the same values.
 */
export function textOf(message: Message, values: MessageValues): string {
  const text = translate('en', message, values);
  byText.set(text, { message, values });
  return text;
}

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/** One FormatJS instance per language (dates, numbers, plurals per CLDR through the runtime's Intl). */
export function intlFor(locale: Locale, timeZone?: string): IntlShape {
  const key = `${locale}|${timeZone ?? ''}`;
  let intl = intls.get(key);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en',
        messages: CATALOGUES[locale],
        timeZone,
        // A missing translation falls back to the English text; `pnpm check:i18n` keeps that from happening.
        onError: () => {},
      },
      cache,
    );
    intls.set(key, intl);
  }
  return intl;
}

/** `message` in `locale`, its placeholders filled in. */
export function translate(locale: Locale, message: Message, values?: MessageValues): string {
  const filled = values && Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'function' ? value(locale) : value]));
  return intlFor(locale).formatMessage(message, filled as Record<string, string>) as string;
}

/**
 * The language of a request before the member is known: her choice in this browser (the language menu's cookie), else
 * Accept-Language, else English. A signed-in member's saved language comes first (`localeOf` in preferences).
 */
export function requestLocale(req: Pick<Request, 'headers'> & { cookies?: Record<string, string> }): Locale {
  const cookie = req.cookies?.[LANGUAGE_COOKIE] ?? cookieValue(req.headers.cookie, LANGUAGE_COOKIE);
  if (isLocale(cookie)) return cookie;
  return negotiateLocale(req.headers['accept-language']);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
