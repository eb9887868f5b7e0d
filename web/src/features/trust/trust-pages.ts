/**
 * The domain Tea runs on. A placeholder until the operator sets the real one here: the contact address below is
 * built from it, and it is the only place to change.
 */
export const APP_DOMAIN = 'tea.example';

/** Where people reach the team (privacy, safety, account requests). No configuration carries one, so it is set here. */
export const CONTACT_EMAIL = `privacy@${APP_DOMAIN}`;

export type TrustLink = { to: string; label: string };

/** The footer's links, in order: the trust pages (with the transparency report), the public removal form, how to reach us and the API guide. */
export const TRUST_LINKS: readonly TrustLink[] = [
  { to: '/guidelines', label: 'Community guidelines' },
  { to: '/moderation', label: 'How moderation works' },
  { to: '/transparency', label: 'Transparency report' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/removal-request', label: 'Request a removal' },
  { to: '/contact', label: 'Contact' },
  { to: '/developers', label: 'Developers' },
];
