import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createCache } from '../../../app/apollo-client';
import { AppProviders } from '../../../app/AppProviders';
import { AppRoutes } from '../../../app/router';
import { loadRoute, matchRoute } from '../../../app/routes';
import { LANGUAGE_COOKIE } from '@tea/limits';
import { myPreferencesMock } from '../../../test/mocks/preferences';
import { buildUser, currentUserMock } from '../../../test/mocks/users';
import { renderWithProviders } from '../../../test/render-with-providers';
import { trustContentIfLoaded } from '../content/translations';
import { CONTACT_EMAIL } from '../trust-pages';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

/** Forgets the language a test chose (preferences, the language menu's cookie, the page's mark). */
function resetLanguage() {
  localStorage.clear();
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`;
  delete document.documentElement.dataset.locale;
}

// First in this file: the screen's code must not have been loaded yet, as on a page that just opened.
describe('a trust page opened in another language', () => {
  afterEach(resetLanguage);

  it("is drawn in that language from its first render: the screen's loader brings its text (no English flash, hydration matches)", async () => {
    // A server render in German says so in <html data-locale> (main.tsx then hydrates in German after loading the screen).
    document.documentElement.dataset.locale = 'de';
    expect(trustContentIfLoaded('terms', 'de')).toBeUndefined();
    await loadRoute('terms');
    expect(trustContentIfLoaded('terms', 'de')?.title).toBe('Nutzungsbedingungen');
    render(
      <MockedProvider mocks={[currentUserMock(null), myPreferencesMock()]} cache={createCache()}>
        <AppProviders initialLocale="de">
          <MemoryRouter initialEntries={['/terms']}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </MockedProvider>,
    );
    // At once, without waiting: the first render is the German page.
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Terms of use' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Bedingungen - Tea'));
  });
});

describe('trust pages in her language', () => {
  beforeEach(() => {
    resetLanguage();
    document.title = '';
  });
  afterEach(resetLanguage);

  it.each([
    ['es', '/guidelines', 'Normas de la comunidad', 'Community guidelines', 'Normas de la comunidad - Tea'],
    ['es', '/moderation', 'Cómo funciona la moderación', 'How moderation works', 'Cómo funciona la moderación - Tea'],
    ['es', '/privacy', 'Privacidad', 'Privacy', 'Privacidad - Tea'],
    ['es', '/terms', 'Términos de uso', 'Terms of use', 'Términos - Tea'],
    ['es', '/contact', 'Contacto', 'Contact', 'Contacto - Tea'],
    ['es', '/developers', 'API para desarrolladores', 'API for developers', 'Desarrolladores - Tea'],
    ['fr', '/guidelines', 'Règles de la communauté', 'Community guidelines', 'Règles de la communauté - Tea'],
    ['fr', '/moderation', 'Comment fonctionne la modération', 'How moderation works', 'Comment fonctionne la modération - Tea'],
    ['fr', '/privacy', 'Confidentialité', 'Privacy', 'Confidentialité - Tea'],
    ['fr', '/terms', 'Conditions d’utilisation', 'Terms of use', 'Conditions - Tea'],
    ['fr', '/contact', 'Nous écrire', 'Write to us', 'Contact - Tea'],
    ['fr', '/developers', 'API pour les développeurs', 'API for developers', 'Développeurs - Tea'],
    ['de', '/guidelines', 'Community-Richtlinien', 'Community guidelines', 'Community-Richtlinien - Tea'],
    ['de', '/moderation', 'So funktioniert die Moderation', 'How moderation works', 'So funktioniert die Moderation - Tea'],
    ['de', '/privacy', 'Datenschutz', 'Privacy', 'Datenschutz - Tea'],
    ['de', '/terms', 'Nutzungsbedingungen', 'Terms of use', 'Bedingungen - Tea'],
    ['de', '/contact', 'Kontakt', 'Contact', 'Kontakt - Tea'],
    ['de', '/developers', 'API für Entwickler', 'API for developers', 'Entwickler - Tea'],
  ])('in %s, %s shows %j (not %j) and its title is %j', async (language, path, heading, english, title) => {
    // Her saved language: the app switches to it after the first render, and the open page follows.
    localStorage.setItem('userPreferences', JSON.stringify({ language }));
    renderWithProviders(<AppRoutes />, { route: path, currentUser: null });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: heading }, { timeout: 5000 })).toBeTruthy();
    expect(within(main).queryByRole('heading', { name: english })).toBeNull();
    await waitFor(() => expect(document.title).toBe(title));
    expect(description()).not.toMatch(/^(Tea's|How|What|The terms)/);
  });

  it('keeps addresses, links and code as they are: the French /contact and /developers', async () => {
    localStorage.setItem('userPreferences', JSON.stringify({ language: 'fr' }));
    renderWithProviders(<AppRoutes />, { route: '/contact', currentUser: null });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 2, name: 'Nous écrire' }, { timeout: 5000 });
    expect(within(main).getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    expect(within(main).getByRole('link', { name: 'formulaire de demande de retrait' }).getAttribute('href')).toBe('/removal-request');
    cleanup();

    renderWithProviders(<AppRoutes />, { route: '/developers', currentUser: null });
    const developers = await screen.findByRole('main');
    await within(developers).findByRole('heading', { level: 2, name: 'Authentification' }, { timeout: 5000 });
    const text = developers.textContent ?? '';
    for (const code of ['Authorization: Bearer tea_pat_', 'RateLimit-Remaining', 'Idempotency-Key', 'errors[].extensions.code']) expect(text).toContain(code);
    expect(within(developers).getByLabelText('curl : parcourir les profils').textContent).toMatch(/YOUR-TEA-HOST\/graphql/);
    expect(within(developers).getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/settings');
    expect(within(developers).getByRole('link', { name: '/graphql' }).getAttribute('href')).toBe('/graphql');
  });
});

describe('trust pages', () => {
  beforeEach(() => {
    resetLanguage();
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
