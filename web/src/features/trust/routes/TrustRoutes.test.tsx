import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../../app/router';
import { matchRoute } from '../../../app/routes';
import { buildUser } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CONTACT_EMAIL } from '../trust-pages';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('trust pages', () => {
  beforeEach(() => {
    localStorage.clear();
    document.title = '';
  });

  it.each([
    ['/guidelines', 'guidelines', 'Community guidelines', 'Community guidelines - Tea'],
    ['/moderation', 'moderation', 'How moderation works', 'How moderation works - Tea'],
    ['/privacy', 'privacy', 'Privacy', 'Privacy - Tea'],
    ['/terms', 'terms', 'Terms of use', 'Terms - Tea'],
    ['/contact', 'contact', 'Contact', 'Contact - Tea'],
    ['/developers', 'developers', 'API for developers', 'Developers - Tea'],
  ])('%s opens to visitors with its h1 and its own title and description', async (path, route, h1, title) => {
    expect(matchRoute(path)).toEqual({ route, params: {} });
    renderWithProviders(<AppRoutes />, { route: path, currentUser: null });
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Authentication Required' })).toBeNull();
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).toMatch(/Tea/);
  });

  it('developers names the token header, the scopes, the rate-limit headers and the error codes, with examples', async () => {
    renderWithProviders(<AppRoutes />, { route: '/developers', currentUser: null });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Authentication' });
    const text = main.textContent ?? '';
    expect(text).toContain('Authorization: Bearer tea_pat_');
    for (const scope of ['read', 'write', 'moderate']) expect(within(main).getByText(scope, { selector: 'strong' })).toBeTruthy();
    for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'Idempotency-Key']) expect(text).toContain(header);
    expect(
      within(main)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toContain('UNAUTHENTICATED401No token, or an invalid, revoked or expired one.');
    for (const name of ['curl: browse profiles', 'curl: post a report', 'Node.js script: page through profiles']) {
      expect(within(main).getByLabelText(name).textContent).toMatch(/YOUR-TEA-HOST/);
    }
    expect(within(main).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('are public for members too', async () => {
    renderWithProviders(<AppRoutes />, { route: '/privacy', currentUser: buildUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy' })).toBeTruthy();
  });

  it('privacy states what happens to ID documents, locations and report authors', async () => {
    renderWithProviders(<AppRoutes />, { route: '/privacy', currentUser: null });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'ID documents' });
    const text = main.textContent ?? '';
    expect(text).toMatch(/encrypted/);
    expect(text).toMatch(/link that works for 2 minutes/);
    expect(text).toMatch(/deleted as soon as a moderator approves or rejects/);
    expect(text).toMatch(/not been reviewed within 30 days is closed, the document is deleted/);
    expect(text).toMatch(/centre of its city/);
    expect(text).toMatch(/Nobody but our moderators can see who wrote a report/);
  });

  it('guidelines name the zero-tolerance rule and link the removal form', async () => {
    renderWithProviders(<AppRoutes />, { route: '/guidelines', currentUser: null });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Zero tolerance' });
    expect(main.textContent).toMatch(/people under 18, explicit images or defamation lead to an instant permanent ban/);
    expect(main.textContent).toMatch(/phone number, an e-mail address, a street address or\s+a social media handle is refused/);
    expect(within(main).getByRole('link', { name: 'ask us to remove a profile, a report or a photo' }).getAttribute('href')).toBe('/removal-request');
  });

  it('moderation explains pre-moderation, reasons, the audit log and removal requests', async () => {
    renderWithProviders(<AppRoutes />, { route: '/moderation', currentUser: null });
    const main = await screen.findByRole('main');
    for (const name of ['Everything is reviewed first', 'What a moderator decides', 'Anonymity of posters', 'The audit log', 'Removal requests']) {
      expect(await within(main).findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(main.textContent).toMatch(/hide the content as soon as the sender confirms them/);
  });

  it('contact gives the team address and the removal form', async () => {
    renderWithProviders(<AppRoutes />, { route: '/contact', currentUser: null });
    const main = await screen.findByRole('main');
    const address = await within(main).findByRole('link', { name: CONTACT_EMAIL });
    expect(address.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(CONTACT_EMAIL).toMatch(/^privacy@/);
    expect(within(main).getByRole('link', { name: 'removal request form' }).getAttribute('href')).toBe('/removal-request');
  });
});
