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

/** `text`, when it is the English of a defined message (`messageOfText`), in `locale`; any other text as it is. */
export function translateText(locale: Locale, text: string): string {
  const known = byText.get(text);
  return known ? translate(locale, known.message, known.values) : text;
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
 * A message with its values in a form that can be stored (JSON) and worded later, in the reader's language and time
 * zone: an in-app notification keeps one beside its English text, so that she reads it in the language she reads the
 * app in. Built with `ref`; worded with `word`.
 */
export interface MessageRef {
  /** The message's stable id. */
  id: string;
  values?: Record<string, RefValue>;
}
/** A stored placeholder value: as is, a date (`{ date: ISO }`: written out in the reader's language and zone), or wording. */
export type RefValue = string | number | null | { date: string } | { wording: Wording };
/**
 * What is worded: plain text (kept as written: a name, a moderator's own words, an old row), a message, or sentences of
 * them (an array), joined by a space.
 */
export type Wording = string | MessageRef | readonly Wording[];

/** `message` with `values` as stored wording (a Date becomes `{ date }`; a wording value is wrapped as `{ wording }`). */
export function ref(message: Message, values?: Record<string, RefValue | Date | MessageRef | readonly Wording[]>): MessageRef {
  if (!values) return { id: message.id };
  const stored: Record<string, RefValue> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value instanceof Date) stored[key] = { date: value.toISOString() };
    else if (Array.isArray(value) || (value && typeof value === 'object' && 'id' in value)) stored[key] = { wording: value as Wording };
    else stored[key] = value as RefValue;
  }
  return { id: message.id, values: stored };
}

/** Who reads a text: her language, and her time zone (dates in it are on her calendar; UTC when null). */
export interface Reader {
  locale: Locale;
  timeZone: string | null;
}
export const ENGLISH_READER: Reader = { locale: 'en', timeZone: null };

/**
 * A date written out as `locale` writes it ('27 May 2027', '27 de mayo de 2027', '27 mai 2027', '27. Mai 2027'), on the
 * calendar of `timeZone` (UTC when none): the day it is for her.
 */
export function formatDate(date: Date, locale: Locale, timeZone?: string | null): string {
  return date.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: timeZone ?? 'UTC' });
}

/** A wording refers to a message this code does not define (a message removed since it was stored). */
export class UnknownMessageError extends Error {}

/** `wording` in `locale`, its dates on `timeZone`'s calendar (UTC when none). Throws UnknownMessageError for an unknown id. */
export function word(wording: Wording, locale: Locale, timeZone?: string | null): string {
  if (typeof wording === 'string') return wording;
  if (Array.isArray(wording))
    return (wording as readonly Wording[])
      .map((part) => word(part, locale, timeZone))
      .filter(Boolean)
      .join(' ');
  const { id, values } = wording as MessageRef;
  const message = byId.get(id);
  if (!message) throw new UnknownMessageError(`i18n: no message ${id}`);
  const filled: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(values ?? {})) {
    if (value && typeof value === 'object')
      filled[key] = 'date' in value ? formatDate(new Date(value.date), locale, timeZone) : word(value.wording, locale, timeZone);
    else filled[key] = value;
  }
  return intlFor(locale).formatMessage(message, filled as Record<string, string>) as string;
}

/** As `word`, or `fallback` when the wording names a message that no longer exists. */
export function wordOr(wording: Wording | null | undefined, locale: Locale, timeZone: string | null | undefined, fallback: string): string {
  if (wording == null) return fallback;
  try {
    return word(wording, locale, timeZone);
  } catch (e) {
    if (e instanceof UnknownMessageError) return fallback;
    throw e;
  }
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
