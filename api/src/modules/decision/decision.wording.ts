import type { Locale } from '@tea/limits';
import { translate, translateText, wordOr } from '../../core/i18n.js';
import { REASON_MESSAGES, RULE_MESSAGES } from './decision.messages.js';
import type { AppealSummaryGql, DecisionGql } from './decision.type.js';

// A presented decision's texts in a reader's language: GraphQL's field resolvers (decision.resolver.ts) and the REST
// shim (which may not import a resolver) word them alike.

/** A decision's reason, as its statement says it, in `locale` (an unknown code as stored). */
export const reasonTextIn = (d: DecisionGql, locale: Locale): string => {
  const message = Object.hasOwn(REASON_MESSAGES, d.reasonCode) ? REASON_MESSAGES[d.reasonCode as keyof typeof REASON_MESSAGES] : null;
  return message ? translate(locale, message) : d.reasonText;
};
export const ruleTitleIn = (d: DecisionGql, locale: Locale): string | null => (d.rule ? translate(locale, RULE_MESSAGES[d.rule]) : null);
/** What a decision is about in `locale` (a label stored as plain text, or from before, as stored: in English). */
export const subjectLabelIn = (d: DecisionGql, locale: Locale): string => wordOr(d.subjectLabelWording, locale, null, d.subjectLabel);
/**
 * The explanation in `locale`: an automatic decision's cause from its wording, a missing note's sentence translated,
 * a moderator's own words as she wrote them; in English, the stored text as it always read.
 */
export const textIn = (d: DecisionGql, locale: Locale): string => {
  if (locale === 'en') return d.text;
  return d.textWording ? wordOr(d.textWording, locale, null, d.text) : translateText(locale, d.text);
};
export const notRestoredIn = (a: AppealSummaryGql, locale: Locale): string[] => a.notRestored.map((text) => translateText(locale, text));

/**
 * A presented decision with its texts in `locale`, as GraphQL words them by its field resolvers: for the REST shim,
 * which answers plain JSON (the wording it is read from is left out).
 */
export function wordDecision(d: DecisionGql, locale: Locale): DecisionGql {
  const { subjectLabelWording: _label, textWording: _text, ...rest } = d;
  return {
    ...rest,
    subjectLabel: subjectLabelIn(d, locale),
    reasonText: reasonTextIn(d, locale),
    ruleTitle: ruleTitleIn(d, locale),
    text: textIn(d, locale),
    appeal: d.appeal ? { ...d.appeal, notRestored: notRestoredIn(d.appeal, locale) } : null,
  };
}
