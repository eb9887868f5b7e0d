import { defineMessages } from '../../core/i18n.js';

export const DECISION_MESSAGES = defineMessages({
  chooseRule: { id: 'decision.chooseRule', defaultMessage: 'Please choose a rule of the community guidelines.' },
  chooseReason: { id: 'decision.chooseReason', defaultMessage: 'Please choose a reason.' },
  noteMax: { id: 'decision.noteMax', defaultMessage: 'The note must be at most 1,000 characters.' },
  first: { id: 'decision.first', defaultMessage: 'first must be a number from 1 to 50.' },
  tokenNotFound: { id: 'decision.tokenNotFound', defaultMessage: 'This appeal link is not valid. Please use the link from the decision e-mail.' },
});
