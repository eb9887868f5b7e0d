import { defineMessages } from '../../core/i18n.js';

export const PHOTO_CHECK_MESSAGES = defineMessages({
  noMatch: { id: 'photoCheck.noMatch', defaultMessage: 'No match among the profiles published here.' },
  phoneRequired: {
    id: 'photoCheck.phoneRequired',
    defaultMessage: 'Please verify your phone number before checking a photo. Your number is never shown to anyone.',
  },
  dailyLimit: {
    id: 'photoCheck.dailyLimit',
    defaultMessage:
      'You have checked as many photos as one day allows. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
});
