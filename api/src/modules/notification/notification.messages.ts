import { defineMessages } from '../../core/i18n.js';

export const NOTIFICATION_MESSAGES = defineMessages({
  notFound: { id: 'notification.notFound', defaultMessage: 'Notification not found' },
});
