import { defineMessages } from '../../core/i18n.js';

export const DECISION_MESSAGES = defineMessages({
  chooseRule: { id: 'decision.chooseRule', defaultMessage: 'Please choose a rule of the community guidelines.' },
  noteMax: { id: 'decision.noteMax', defaultMessage: 'The note must be at most 1,000 characters.' },
  tokenNotFound: { id: 'decision.tokenNotFound', defaultMessage: 'This appeal link is not valid. Please use the link from the decision e-mail.' },
});
