import { defineMessages } from '../../core/i18n.js';

export const PILE_ON_MESSAGES = defineMessages({
  notPaused: { id: 'pileOn.notPaused', defaultMessage: 'New reports on this profile are not paused.' },
  extendHours: { id: 'pileOn.extendHours', defaultMessage: 'Please give the hours to extend the pause by, from 1 to {max}.' },
});
