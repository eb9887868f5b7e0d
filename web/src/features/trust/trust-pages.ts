import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';

/**
 * The domain Tea runs on. A placeholder until the operator sets the real one here: the contact address below is
 * built from it, and it is the only place to change.
 */
export const APP_DOMAIN = 'tea.example';

/** Where people reach the team (privacy, safety, account requests). No configuration carries one, so it is set here. */
export const CONTACT_EMAIL = `privacy@${APP_DOMAIN}`;

export type TrustLink = { to: string; label: MessageDescriptor };

const label = defineMessages({
  guidelines: { id: 'footer.link.guidelines', defaultMessage: 'Community guidelines', description: 'Footer link to /guidelines.' },
  moderation: { id: 'footer.link.moderation', defaultMessage: 'How moderation works', description: 'Footer link to /moderation.' },
  transparency: { id: 'footer.link.transparency', defaultMessage: 'Transparency report', description: 'Footer link to /transparency.' },
  privacy: { id: 'footer.link.privacy', defaultMessage: 'Privacy', description: 'Footer link to /privacy.' },
  terms: { id: 'footer.link.terms', defaultMessage: 'Terms', description: 'Footer link to /terms.' },
  removal: { id: 'footer.link.removal', defaultMessage: 'Request a removal', description: 'Footer link to the public removal form.' },
  contact: { id: 'footer.link.contact', defaultMessage: 'Contact', description: 'Footer link to /contact.' },
  developers: { id: 'footer.link.developers', defaultMessage: 'Developers', description: 'Footer link to /developers (the API guide).' },
});

/** The footer's links, in order: the trust pages (with the transparency report), the public removal form, how to reach us and the API guide. */
export const TRUST_LINKS: readonly TrustLink[] = [
  { to: '/guidelines', label: label.guidelines },
  { to: '/moderation', label: label.moderation },
  { to: '/transparency', label: label.transparency },
  { to: '/privacy', label: label.privacy },
  { to: '/terms', label: label.terms },
  { to: '/removal-request', label: label.removal },
  { to: '/contact', label: label.contact },
  { to: '/developers', label: label.developers },
];
