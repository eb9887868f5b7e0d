import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailsTo } from './outbox.js';
import { gqlError, startTestServer, type TestClient, type TestServer } from './test-server.js';

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

/** Saves `language` for `member` (her e-mails, texts and errors follow it from then on). */
async function speaks(member: TestClient, language: string): Promise<void> {
  expect(gqlError((await member.gql(UPDATE, { i: { appearance: { language } } })).body)).toBeNull();
}

const RENAME = 'mutation($u: String!) { updateUsername(username: $u) { username } }';

describe('errors of every kind in her language, with a stable id and an unchanged code', () => {
  it('translates a zod validation error (400) with its placeholder, in Spanish and French', async () => {
    const member = await t.signedIn();
    const es = await member.gql(RENAME, { u: 'ab' }, { 'accept-language': 'es' });
    expect(gqlError(es.body)).toEqual({ code: 'BAD_USER_INPUT', message: 'El nombre de usuario debe tener al menos 3 caracteres.' });
    expect(es.body.errors?.[0].extensions).toMatchObject({ messageId: 'auth.usernameMin' });
    const fr = await member.gql(RENAME, { u: 'ab' }, { 'accept-language': 'fr' });
    expect(gqlError(fr.body)?.message).toBe('Le nom d’utilisateur doit comporter au moins 3 caractères.');
    const en = await member.gql(RENAME, { u: 'ab' });
    expect(gqlError(en.body)?.message).toBe('Username must be at least 3 characters.');
  });

  it('translates a 403 (a cross-site request) in German and Spanish', async () => {
    const forged = (lang: string) =>
      t.client().rest('POST', '/api/auth/forgot-password', { email: 'nobody@example.com' }, { origin: 'https://evil.example', 'accept-language': lang });
    const de = await forged('de');
    expect(de.status).toBe(403);
    expect(de.body).toEqual({ code: 'FORBIDDEN', message: 'Websiteübergreifende Anfrage abgelehnt.', messageId: 'shared.crossSite' });
    expect((await forged('es')).body.message).toBe('Se rechazó la solicitud entre sitios.');
    expect((await forged('en')).body.message).toBe('Cross-site request refused.');
  });

  it('translates a 404 in French and German', async () => {
    const fr = await t.client().rest('GET', '/api/profiles/2147483000', undefined, { 'accept-language': 'fr' });
    expect(fr.status).toBe(404);
    expect(fr.body).toEqual({ code: 'NOT_FOUND', message: 'Profil introuvable', messageId: 'errors.profileNotFound' });
    expect((await t.client().rest('GET', '/api/profiles/2147483000', undefined, { cookie: 'tea_lang=de' })).body.message).toBe('Profil nicht gefunden');
  });

  it('translates a 409 in her saved language over the browser, and in the browser language before she chose one', async () => {
    const taken = await t.signedIn();
    const member = await t.signedIn();
    const before = await member.gql(RENAME, { u: taken.user.username }, { 'accept-language': 'de' });
    expect(gqlError(before.body)).toEqual({ code: 'CONFLICT', message: 'Dieser Benutzername ist schon vergeben' });
    await speaks(member, 'es');
    const after = await member.gql(RENAME, { u: taken.user.username }, { 'accept-language': 'de' });
    expect(gqlError(after.body)).toEqual({ code: 'CONFLICT', message: 'Ese nombre de usuario ya está en uso' });
    expect(after.body.errors?.[0].extensions).toMatchObject({ messageId: 'auth.usernameTaken' });
  });

  it('says a rate limit wait with ICU plurals (minutes or hours) in each language', async () => {
    const { waitValues } = await import('../src/shared/hourly-limiter.js');
    const { translate } = await import('../src/core/i18n.js');
    const { AUTH_MESSAGES } = await import('../src/auth/auth.messages.js');
    const say = (locale: 'en' | 'es' | 'de', seconds: number) => translate(locale, AUTH_MESSAGES.signupNetworkLimit, waitValues(seconds));
    expect(say('en', 30)).toBe('Too many sign-ups from your network. Please try again in 1 minute.');
    expect(say('en', 7200)).toBe('Too many sign-ups from your network. Please try again in 2 hours.');
    expect(say('es', 600)).toBe('Demasiados registros desde tu red. Vuelve a intentarlo en 10 minutos.');
    expect(say('de', 3600 * 3)).toBe('Zu viele Registrierungen aus deinem Netzwerk. Bitte versuch es in 3 Stunden noch einmal.');
  });
  it('lists what personal information a report holds in her language, and the end of a suspension as her language writes dates', async () => {
    const { assertNoPersonalInformation } = await import('../src/modules/report/pii-filter.js');
    const { suspendedMessage } = await import('../src/policies/can.js');
    const { AppError, forbidden } = await import('../src/core/errors.js');
    let refused: unknown;
    try {
      assertNoPersonalInformation('Call 415-555-0199 or write to jane@example.com, 12 Oak Street');
    } catch (e) {
      refused = e;
    }
    if (!(refused instanceof AppError)) throw new Error('no refusal');
    expect(refused.message).toBe(
      'Please remove personal information before posting: your report contains a phone number, an email address and a street address. Reports must not identify how to contact or find someone.',
    );
    expect(refused.localized('es')).toBe(
      'Quita la información personal antes de publicar: tu reporte contiene un número de teléfono, una dirección de correo y una dirección postal. Los reportes no deben indicar cómo contactar o encontrar a alguien.',
    );
    expect(refused.localized('de')).toContain('Dein Bericht enthält eine Telefonnummer, eine E-Mail-Adresse und eine Postanschrift.');
    const suspended = forbidden(suspendedMessage(new Date('2026-12-02T10:00:00Z'), 'Insults in two reports.'));
    expect(suspended.message).toBe('Your account is suspended until 2 December 2026: Insults in two reports.');
    expect(suspended.localized('fr')).toBe('Votre compte est suspendu jusqu’au 2 décembre 2026 : Insults in two reports.');
    expect(suspended.localized('de')).toBe('Dein Konto ist bis zum 2. Dezember 2026 gesperrt: Insults in two reports.');
    expect(forbidden(suspendedMessage(new Date('2026-12-02T10:00:00Z'), null)).localized('es')).toBe(
      'Tu cuenta está suspendida hasta el 2 de diciembre de 2026.',
    );
  });
});

describe('e-mails and text messages in her saved language', () => {
  it('confirms an account deletion in the language she had saved (read before her settings are deleted), English otherwise', async () => {
    const french = await t.signedIn();
    await speaks(french, 'fr');
    expect((await french.rest('DELETE', '/api/user', { password: 'password123' }, { 'accept-language': 'de' })).status).toBe(200);
    const [fr] = emailsTo(t, french.user.email);
    expect(fr.subject).toBe('Votre compte Tea a été supprimé');
    expect(fr.text).toContain('Vos témoignages publiés restent sur le site');

    const german = await t.signedIn();
    await speaks(german, 'de');
    expect((await german.rest('DELETE', '/api/user', { password: 'password123', deletePublishedReports: true })).status).toBe(200);
    const [de] = emailsTo(t, german.user.email);
    expect(de.subject).toBe('Dein Tea-Konto wurde gelöscht');
    expect(de.text).toContain('Deine veröffentlichten Berichte wurden ebenfalls gelöscht.');

    const english = await t.signedIn();
    expect((await english.rest('DELETE', '/api/user', { password: 'password123' }, { 'accept-language': 'es' })).status).toBe(200);
    expect(emailsTo(t, english.user.email)[0].text).toBe(
      'Your Tea account and its personal data have been deleted, as you asked. You have been signed out everywhere.\n\n' +
        'Your published reports stay on the site as anonymous text that is no longer linked to any account.\n\n' +
        'If you did not ask for this, reply to this e-mail.',
    );
  });

  it('sends the phone code by text message in her saved language (German, Spanish), English by default', async () => {
    const SEND = 'mutation($p: String!) { sendPhoneCode(phone: $p) { maskedPhone } }';
    const texts = (e164: string) =>
      readFileSync(join(t.env.DATA_DIR, 'outbox', 'sms.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; body: string })
        .filter((m) => m.to === e164)
        .map((m) => m.body);
    const cases = [
      ['de', '+12015550871', /^Dein Tea-Bestätigungscode ist \d{6}\. Er läuft in 10 Minuten ab\.$/],
      ['es', '+12015550872', /^Tu código de verificación de Tea es \d{6}\. Vence en 10 minutos\.$/],
      [null, '+12015550873', /^Your Tea verification code is \d{6}\. It expires in 10 minutes\.$/],
    ] as const;
    for (const [language, e164, expected] of cases) {
      const member = await t.signedIn({ phoneVerified: false });
      if (language) await speaks(member, language);
      expect(gqlError((await member.gql(SEND, { p: e164 }, { 'accept-language': 'fr' })).body)).toBeNull();
      expect(texts(e164)).toEqual([expect.stringMatching(expected)]);
    }
  });
});
