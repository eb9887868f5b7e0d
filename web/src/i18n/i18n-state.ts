import { isLocale, type Locale } from './locale';
import type { Messages } from './messages';

/**
 * A page the server rendered in a language other than English carries that language's catalogue in a JSON data block
 * (like the Apollo state, app/server-state.ts), so the browser hydrates the same texts without asking for messages:
 * `<script type="application/json" id="__I18N__" data-locale="es">{…}</script>`.
 */
export const I18N_STATE_ID = '__I18N__';

export type I18nState = { locale: Locale; messages: Messages };

/** The data block for a server render; `<` is escaped so no text in it can close the element. */
export function i18nStateElement({ locale, messages }: I18nState): string {
  const json = JSON.stringify(messages).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${I18N_STATE_ID}" data-locale="${locale}">${json}</script>`;
}

/** The server render's language and catalogue, or null when the page has none (or it cannot be read). */
export function readI18nState(doc: Document = document): I18nState | null {
  const element = doc.getElementById(I18N_STATE_ID);
  const locale = element?.getAttribute('data-locale');
  if (!element?.textContent || !isLocale(locale)) return null;
  try {
    const messages: unknown = JSON.parse(element.textContent);
    return messages && typeof messages === 'object' ? { locale, messages: messages as Messages } : null;
  } catch {
    return null;
  }
}
