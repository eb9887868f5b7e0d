import { defineMessages } from '../../core/i18n.js';

export const API_TOKEN_TEXTS = defineMessages({
  name: { id: 'apiToken.name', defaultMessage: 'Please give the token a name of 1 to {max} characters.' },
  scopes: { id: 'apiToken.scopes', defaultMessage: 'Please choose one to three different scopes: read, write, moderate.' },
  expiresInDays: { id: 'apiToken.expiresInDays', defaultMessage: 'Expiry must be a whole number of days from 1 to {max}, or none.' },
  tooMany: { id: 'apiToken.tooMany', defaultMessage: 'You already have {max} active API tokens. Revoke one before creating another.' },
  moderateAdminsOnly: { id: 'apiToken.moderateAdminsOnly', defaultMessage: 'Only admins can create a token with the moderate scope.' },
  notFound: { id: 'apiToken.notFound', defaultMessage: 'API token not found' },
});
