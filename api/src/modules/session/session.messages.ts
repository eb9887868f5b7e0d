import { defineMessages } from '../../core/i18n.js';

export const SESSION_MESSAGES = defineMessages({
  notFound: { id: 'session.notFound', defaultMessage: 'Session not found' },
  current: { id: 'session.current', defaultMessage: 'This is the session you are using: sign out instead.' },
  unknownDevice: { id: 'session.unknownDevice', defaultMessage: 'Unknown device' },
});
