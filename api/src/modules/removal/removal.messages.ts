import { defineMessages } from '../../core/i18n.js';

export const REMOVAL_MESSAGES = defineMessages({
  personBlocked: {
    id: 'removal.personBlocked',
    defaultMessage: 'This person cannot be added: a removal request about them was upheld and they asked not to be listed.',
  },
  networkLimit: {
    id: 'removal.networkLimit',
    defaultMessage:
      'Too many removal requests were sent from your network. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  emailLimit: {
    id: 'removal.emailLimit',
    defaultMessage:
      'Too many removal requests were sent with this e-mail address today. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  itemLimit: {
    id: 'removal.itemLimit',
    defaultMessage:
      'This item has received many removal requests today; moderators are reviewing them. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}, or write to us if it is urgent.',
  },
  chooseTarget: { id: 'removal.chooseTarget', defaultMessage: 'Please choose what you want removed: a profile, a report or an image.' },
  targetNumber: { id: 'removal.targetNumber', defaultMessage: 'Please give the number of the profile, report or image.' },
  explain: { id: 'removal.explain', defaultMessage: 'Please explain your request.' },
  explainMin: { id: 'removal.explainMin', defaultMessage: 'Please explain your request in at least {min} characters.' },
  enterEmail: { id: 'removal.enterEmail', defaultMessage: 'Please enter your e-mail address.' },
  validEmail: { id: 'removal.validEmail', defaultMessage: 'Please enter a valid e-mail address.' },
  goodFaith: { id: 'removal.goodFaith', defaultMessage: 'Please confirm the good-faith statement.' },
  chooseDecision: { id: 'removal.chooseDecision', defaultMessage: 'Please choose uphold or dismiss.' },
  decisionReason: { id: 'removal.decisionReason', defaultMessage: 'Please give a reason for the decision.' },
  reasonMax: { id: 'removal.reasonMax', defaultMessage: 'The reason must be at most 2,000 characters.' },
  confirmLinkInvalid: {
    id: 'removal.confirmLinkInvalid',
    defaultMessage: 'This confirmation link is not valid: it may have been used already. Your request is still with our moderators.',
  },
  notFound: { id: 'removal.notFound', defaultMessage: 'Removal request not found' },
  decided: { id: 'removal.decided', defaultMessage: 'This removal request has already been decided.' },
});
