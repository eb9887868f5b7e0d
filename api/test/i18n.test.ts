import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailsTo } from './outbox.js';
import { gqlError, startTestServer, type TestServer } from './test-server.js';

// Issue 23 item 2: API errors carry a stable code beside a message in the request's language: her saved language,
// else her choice in this browser (the language cookie), else Accept-Language, else English (SPEC's texts).

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ PUBLIC_URL: 'https://tea.example.org' });
});
afterAll(() => t.close());

const SIGN_IN = {
  en: 'Please sign in to access this feature.',
  es: 'Inicia sesión para usar esta función.',
  fr: 'Connectez-vous pour utiliser cette fonction.',
  de: 'Bitte melde dich an, um diese Funktion zu nutzen.',
};
const UPDATE = `mutation($i: UpdatePreferencesInput!) { updateMyPreferences(input: $i) { appearance { language } } }`;

describe('API errors in her language', () => {
  it.each(Object.entries(SIGN_IN))('answers a REST error in %s from Accept-Language, with its code and message id', async (locale, message) => {
    const res = await t.client().rest('GET', '/api/notifications', undefined, { 'accept-language': `${locale};q=0.9, it;q=1` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message, code: 'UNAUTHENTICATED', messageId: 'errors.signIn' });
  });

  it("answers English, SPEC's text, to a tool that asks for no language", async () => {
    const res = await t.client().rest('GET', '/api/notifications');
    expect(res.body).toEqual({ message: SIGN_IN.en, code: 'UNAUTHENTICATED', messageId: 'errors.signIn' });
  });

  it('prefers the language chosen in this browser (cookie) over Accept-Language', async () => {
    const res = await t.client().rest('GET', '/api/notifications', undefined, { 'accept-language': 'es', cookie: 'tea_lang=fr' });
    expect(res.body.message).toBe(SIGN_IN.fr);
  });

  it('answers a GraphQL validation error in her language with extensions.code and messageId, placeholders filled in', async () => {
    const member = await t.signedIn();
    const res = await member.gql(UPDATE, { i: { appearance: { fontSize: 40 } } }, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'Die Schriftgröße muss eine ganze Zahl von 12 bis 20 sein.' });
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageId: 'preferences.fontSize' });
  });

  it("uses her saved language over the browser's, in every browser she signs in on", async () => {
    const member = await t.signedIn();
    expect(gqlError((await member.gql(UPDATE, { i: { appearance: { language: 'es' } } })).body)).toBeNull();
    const res = await member.gql(
      UPDATE,
      { i: { appearance: { timeZone: 'Mars/Olympus' } } },
      { 'accept-language': 'fr', cookie: `${member.cookieHeader()}; tea_lang=de` },
    );
    expect(gqlError(res.body)?.message).toBe('Elige una de las cuatro zonas horarias: UTC, America/Los_Angeles, America/New_York o America/Chicago.');
  });
});

describe('e-mails in her language', () => {
  it('sends the password reset link and the change notice in the language she saved, whatever the asking browser speaks', async () => {
    const member = await t.signedIn();
    expect(gqlError((await member.gql(UPDATE, { i: { appearance: { language: 'fr' } } })).body)).toBeNull();
    const asked = await t.client().rest('POST', '/api/auth/forgot-password', { email: member.user.email }, { 'accept-language': 'de' });
    expect(asked.status).toBe(202);
    await t.app.services.passwordReset.idle();
    const [mail] = emailsTo(t, member.user.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Tea');
    expect(mail.text).toContain(`Bonjour ${member.user.username},`);
    expect(mail.text).toContain('pendant 60 minutes');
    const token = /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
    expect((await t.client().rest('POST', '/api/auth/reset-password', { token, password: 'a new lilac passphrase' })).status).toBe(200);
    expect(emailsTo(t, member.user.email).at(-1)?.subject).toBe('Votre mot de passe Tea a été modifié');
  });

  it('keeps English for a member who never chose a language', async () => {
    const member = await t.signedIn();
    await t.client().rest('POST', '/api/auth/forgot-password', { email: member.user.email }, { 'accept-language': 'es' });
    await t.app.services.passwordReset.idle();
    expect(emailsTo(t, member.user.email).map((m) => m.subject)).toEqual(['Reset your Tea password']);
  });

  it('sends the confirmation link in the language she signed up in, saving nothing for her yet (her first saved settings are her own)', async () => {
    const input = { username: 'lucia_i18n', email: 'lucia-i18n@example.com', password: 'a quiet orange harbour' };
    expect((await t.client().rest('POST', '/api/register', input, { 'accept-language': 'es-MX,es;q=0.9' })).status).toBe(202);
    const [mail] = emailsTo(t, input.email);
    expect(mail.subject).toBe('Confirma tu dirección de correo para Tea');
    expect(mail.text).toMatch(/^Hola, lucia_i18n:\n\nTe damos la bienvenida a Tea\./);
    expect(await t.sql('select 1 from user_preferences p join users u on u.id = p.user_id where u.username = $1', [input.username])).toEqual([]);
  });
});
