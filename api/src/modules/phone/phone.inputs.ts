import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
// Full metadata (real number ranges, not just lengths), loaded as a JS module.
import metadata from 'libphonenumber-js/max/metadata';
import { z } from 'zod';
import { PHONE_TEXTS } from './phone.messages.js';

/** Numbers without a country code are read as US numbers. */
export const DEFAULT_PHONE_COUNTRY = 'US';

export const PHONE_INPUT_MESSAGES = {
  invalidPhone: PHONE_TEXTS.invalidPhone.defaultMessage,
  codeFormat: PHONE_TEXTS.codeFormat.defaultMessage,
} as const;

/** Any common way of writing a number → E.164 (`+12015550123`), or the 400 message. Uses full metadata, not just lengths. */
export const phoneSchema = z
  .string({ error: PHONE_INPUT_MESSAGES.invalidPhone })
  .trim()
  .min(1, PHONE_INPUT_MESSAGES.invalidPhone)
  .max(40, PHONE_INPUT_MESSAGES.invalidPhone)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY, metadata);
    if (!parsed || !parsed.isValid()) {
      ctx.addIssue({ code: 'custom', message: PHONE_INPUT_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return parsed.number as string;
  });

export const codeSchema = z
  .string({ error: PHONE_INPUT_MESSAGES.codeFormat })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, PHONE_INPUT_MESSAGES.codeFormat));

/** Shared by GraphQL (`sendPhoneCode(phone)`) and REST (`POST /api/phone/send-code`); unknown keys are dropped. */
export const sendPhoneCodeSchema = z.object({ phone: phoneSchema });

/** Shared by GraphQL (`verifyPhone(phone, code)`) and REST (`POST /api/phone/verify`). */
export const verifyPhoneSchema = z.object({ phone: phoneSchema, code: codeSchema });
