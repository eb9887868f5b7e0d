import { findPhoneNumbersInText } from 'libphonenumber-js';
import { badInput, type ErrorText } from '../../core/errors.js';
import { REPORT_MESSAGES } from './report.messages.js';
import type { Locale } from '@tea/limits';
import { messageOfText, translate } from '../../core/i18n.js';

/**
 * Zero tolerance for personal information in reports (SAFETY 9): phone numbers, e-mail addresses, street
 * addresses and social-media handles are refused with a message naming what to remove.
 */
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;
const STREET_SUFFIX = [
  'Street',
  'St',
  'Avenue',
  'Ave',
  'Road',
  'Rd',
  'Boulevard',
  'Blvd',
  'Lane',
  'Ln',
  'Drive',
  'Dr',
  'Court',
  'Ct',
  'Way',
  'Place',
  'Pl',
  'Terrace',
  'Parkway',
  'Pkwy',
  'Highway',
  'Hwy',
  'Circle',
  'Square',
]
  .flatMap((w) => [w, w.toLowerCase()])
  .join('|');
// A house number, one to three capitalised or ordinal name words, then a street suffix: "1234 Ocean Drive",
// "12 Main st", "350 5th Avenue". Plain numbers in prose ("25 and lived near") do not match.
// eslint-disable-next-line security/detect-non-literal-regexp -- built once from the constant suffix list above, no input in the pattern
const STREET = new RegExp(`\\b\\d{1,6}\\s+(?:(?:[A-Z][A-Za-z'-]*|\\d+(?:st|nd|rd|th))\\s+){1,3}(?:${STREET_SUFFIX})\\b`);
const SOCIAL_URL =
  /\b(?:instagram\.com|instagr\.am|twitter\.com|x\.com|tiktok\.com|facebook\.com|fb\.com|snapchat\.com|linkedin\.com|onlyfans\.com|threads\.net)\/[A-Z0-9._-]+/i;
const HANDLE = /(?:^|[\s(,;:])@[A-Z0-9_](?:[A-Z0-9_.]{1,29})\b/i;
const LABELLED_HANDLE = /\b(?:ig|insta|instagram|snap|snapchat|sc|tiktok|twitter|fb|facebook|telegram|whatsapp)\s*[:=-]\s*@?[A-Z0-9_.]{2,30}\b/i;
// eslint-disable-next-line security/detect-unsafe-regex -- each repetition must start with a digit the separator class cannot match, so there is one way to split; linear (checked on 100 KB inputs)
const LONG_DIGITS = /(?:\+?\d[\s().-]*){10,}/;

export function findPersonalInformation(text: string): string[] {
  const found = new Set<string>();
  if (findPhoneNumbersInText(text, 'US').length > 0 || LONG_DIGITS.test(text)) found.add(REPORT_MESSAGES.piiPhone.defaultMessage);
  if (EMAIL.test(text)) found.add(REPORT_MESSAGES.piiEmail.defaultMessage);
  if (STREET.test(text)) found.add(REPORT_MESSAGES.piiStreet.defaultMessage);
  if (SOCIAL_URL.test(text) || HANDLE.test(text.replace(EMAIL, ' ')) || LABELLED_HANDLE.test(text)) found.add(REPORT_MESSAGES.piiSocial.defaultMessage);
  return [...found];
}

/** The refusal, naming what was found as a list in her language ('a phone number, an email address and a street address'). */
function refusal(found: string[]): ErrorText {
  const list = (locale: Locale) =>
    // en-GB: the list without a comma before "and", as the English text always had it.
    new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(
      found.map((item) => {
        const known = messageOfText(item);
        return known ? translate(locale, known.message) : item;
      }),
    );
  return { message: REPORT_MESSAGES.personalInformation, values: { list } };
}

export function assertNoPersonalInformation(...texts: (string | null | undefined)[]): void {
  const found = findPersonalInformation(texts.filter(Boolean).join('\n'));
  if (found.length === 0) return;
  throw badInput(refusal(found));
}

/**
 * The same check over named fields (checked together, as one text). The refusal names the field to fix in
 * `extensions.field`, so a form can show it under that field: the first field (in the order given) that holds
 * personal information on its own, else the first field.
 */
export function assertNoPersonalInformationIn(fields: Record<string, string | null | undefined>): void {
  const entries = Object.entries(fields);
  const found = findPersonalInformation(
    entries
      .map(([, text]) => text)
      .filter(Boolean)
      .join('\n'),
  );
  if (found.length === 0) return;
  const field = entries.find(([, text]) => text && findPersonalInformation(text).length > 0)?.[0] ?? entries[0]?.[0];
  throw badInput(refusal(found), field);
}
