import { defineMessages } from '../core/i18n.js';

export const POLICY_MESSAGES = defineMessages({
  tokenScope: { id: 'policies.tokenScope', defaultMessage: "This API token's scopes do not allow this." },
  manageTokensFromSession: { id: 'policies.manageTokensFromSession', defaultMessage: 'Manage API tokens from a signed-in session.' },
  phoneRequired: {
    id: 'policies.phoneRequired',
    defaultMessage:
      'Please verify your phone number before posting. Verifying keeps the community safe from fake accounts; your number is never shown to anyone.',
  },
  reportsPaused: {
    id: 'policies.reportsPaused',
    defaultMessage: 'This profile is receiving unusual attention; new reports are paused while moderators review.',
  },
  onlyYourOwn: { id: 'policies.onlyYourOwn', defaultMessage: 'You can only see your own recommendations and interactions.' },
  suspended: {
    id: 'policies.suspended',
    defaultMessage: 'Your account is suspended until {until}{hasReason, select, yes {: {reason}} other {}}.',
    description: "until is the date the suspension ends, written out; reason is the moderator's reason in her words (not translated).",
  },
});
