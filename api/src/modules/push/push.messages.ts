import { defineMessages } from '../../core/i18n.js';

export const PUSH_MESSAGES = defineMessages({
  endpointNotAllowed: {
    id: 'push.endpointNotAllowed',
    defaultMessage: 'This push service is not one Tea sends to. Turn notifications on from a current browser.',
  },
  invalidSubscription: { id: 'push.invalidSubscription', defaultMessage: 'This is not a valid push subscription.' },
  genericBody: { id: 'push.genericBody', defaultMessage: 'You have a new notification on Tea' },
});
