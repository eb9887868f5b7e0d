import { defineMessages } from '../../core/i18n.js';

export const TRANSPARENCY_MESSAGES = defineMessages({
  quarterFormat: { id: 'transparency.quarterFormat', defaultMessage: 'Please give the quarter as year and quarter, for example 2026-Q4.' },
  noReport: { id: 'transparency.noReport', defaultMessage: 'There is no transparency report for {quarter}. Choose a quarter from {from} to {to}.' },
});
