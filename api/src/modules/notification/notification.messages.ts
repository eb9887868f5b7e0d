import { defineMessages } from '../../core/i18n.js';

export const NOTIFICATION_MESSAGES = defineMessages({
  notFound: { id: 'notification.notFound', defaultMessage: 'Notification not found' },
});

/** The paragraphs a notification e-mail adds after the notification's text. */
export const NOTIFICATION_MAIL = defineMessages({
  signIn: {
    id: 'mail.notification.signIn',
    defaultMessage: 'Sign in to Tea to see it.',
    description: "A paragraph of a notification e-mail. Tea is the app's name.",
  },
  optOut: {
    id: 'mail.notification.optOut',
    defaultMessage: 'You get this e-mail because you turned it on in Settings > Notifications. You can turn it off there at any time.',
    description: 'Last paragraph of a notification e-mail; "Settings > Notifications" names the settings page: use its translation.',
  },
});
