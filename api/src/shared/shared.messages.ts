import { defineMessages } from '../core/i18n.js';

export const SHARED_MESSAGES = defineMessages({
  textNotAllowed: { id: 'shared.textNotAllowed', defaultMessage: 'Text contains characters that are not allowed.' },
  crossSite: { id: 'shared.crossSite', defaultMessage: 'Cross-site request refused.' },
  crossSitePreflight: {
    id: 'shared.crossSitePreflight',
    defaultMessage: 'Cross-site request refused: send the Apollo-Require-Preflight header with multipart requests.',
  },
  crossSiteRequestedWith: {
    id: 'shared.crossSiteRequestedWith',
    defaultMessage: 'Cross-site request refused: send the X-Requested-With header with form or multipart requests.',
  },
  persistedOnly: { id: 'shared.persistedOnly', defaultMessage: 'Only persisted queries are accepted from the web app.' },
});
