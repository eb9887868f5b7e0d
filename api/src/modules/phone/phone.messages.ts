import { defineMessages } from '../../core/i18n.js';

export const PHONE_TEXTS = defineMessages({
  invalidPhone: { id: 'phone.invalidPhone', defaultMessage: 'Please enter a valid phone number.' },
  codeFormat: { id: 'phone.codeFormat', defaultMessage: 'Please enter the 6-digit code from the text message.' },
  taken: { id: 'phone.taken', defaultMessage: 'This phone number is already linked to another account.' },
  wrongCode: { id: 'phone.wrongCode', defaultMessage: 'That code is not correct. {left, plural, one {# attempt} other {# attempts}} left.' },
  tooManyAttempts: { id: 'phone.tooManyAttempts', defaultMessage: 'Too many attempts. Please request a new code.' },
  expired: { id: 'phone.expired', defaultMessage: 'This code has expired. Please request a new code.' },
  noCode: { id: 'phone.noCode', defaultMessage: 'There is no active code for this number. Please request a new code.' },
  sendFailed: { id: 'phone.sendFailed', defaultMessage: 'We could not send the text message right now. Please try again in a few minutes.' },
  sms: {
    id: 'sms.phoneCode',
    defaultMessage: 'Your Tea verification code is {code}. It expires in {minutes} minutes.',
    description: 'Text message (SMS). code is 6 digits.',
  },
  userLimit: {
    id: 'phone.userLimit',
    defaultMessage:
      'You have requested too many verification codes today. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  numberLimit: {
    id: 'phone.numberLimit',
    defaultMessage:
      'Too many codes have been sent to this number. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
});
