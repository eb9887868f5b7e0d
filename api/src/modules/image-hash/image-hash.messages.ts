import { defineMessages } from '../../core/i18n.js';

export const IMAGE_HASH_MESSAGES = defineMessages({
  blocked: { id: 'imageHash.blocked', defaultMessage: 'This image cannot be uploaded.' },
});
