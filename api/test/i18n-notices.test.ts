import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { emailsTo, waitForOutbox } from './outbox.js';
import { seedProfiles } from './factories.js';
import { submitConfirmedRemoval } from './removal-kit.js';
import { gqlError, startTestServer, type TestClient, type TestServer } from './test-server.js';
import { Role } from '../src/modules/user/user.entity.js';
import { eventually, liveClient } from './live-client.js';

// Issue 23: the decision, appeal, sanction and removal-request e-mails go out in the recipient's saved language (dates
// on her saved time zone's calendar), and stored in-app notifications read in the reader's language; rows stored
// before (without message ids) keep their text.

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let admin: Member;
let second: Member;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
  second = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const UPDATE = `mutation($i: UpdatePreferencesInput!) { updateMyPreferences(input: $i) { appearance { language timeZone } } }`;
const NOTIFICATIONS = '{ notifications { id title message } }';

/** Saves her language and time zone (null keeps what she had). */
async function prefers(member: TestClient, language: string, timeZone: string | null = null): Promise<void> {
  const res = await member.gql(UPDATE, { i: { appearance: { language, ...(timeZone ? { timeZone } : {}) } } });
  expect(gqlError(res.body)).toBeNull();
}

/** A date as `locale` writes it on `timeZone`'s calendar, computed here with the runtime's Intl (not the API's helper). */
const dateIn = (date: Date, locale: string, timeZone: string) =>
  date.toLocaleDateString(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone });

const suspend = (userId: string) =>
  admin.gql('mutation($i: SanctionInput!) { suspendMember(input: $i) { id } }', {
    i: { userId, reason: 'HARASSMENT', note: 'Insults in two reports', days: 7 },
  });

async function decisionOf(userId: string, kind: string) {
  const [row] = await t.sql<{ id: string; appealable_until: Date }>('select id, appealable_until from decisions where affected_user_id = $1 and kind = $2', [
    userId,
    kind,
  ]);
  return row;
}

describe('decision and appeal e-mails in her saved language and time zone', () => {
  it('sends a suspension (statement of reasons, until when, how to appeal by when) in Spanish, dates on her Los Angeles calendar', async () => {
    const member = await t.signedIn();
    await prefers(member, 'es', 'America/Los_Angeles');
    expect(gqlError((await suspend(member.user.id)).body)).toBeNull();
    await waitForOutbox(t);
    const [{ suspended_until }] = await t.sql<{ suspended_until: Date }>('select suspended_until from users where id = $1', [member.user.id]);
    const decision = await decisionOf(member.user.id, 'user.suspend');
    const [mail] = emailsTo(t, member.user.email);
    expect(mail.subject).toBe('Se suspendió tu cuenta');
    const until = dateIn(new Date(suspended_until), 'es', 'America/Los_Angeles');
    const appealBy = dateIn(new Date(decision.appealable_until), 'es', 'America/Los_Angeles');
    expect(mail.text.split('\n\n')).toEqual([
      `Tu cuenta de Tea está suspendida hasta el ${until}: puedes iniciar sesión y leer, pero no agregar personas, publicar reportes ni marcar contenido hasta entonces. ` +
        'Motivo: es acosador o abusivo. Norma: Normas de la comunidad, «Sé justa y amable». Explicación de la moderadora: Insults in two reports ' +
        'Puedes apelar esta decisión en un plazo de 6 meses.',
      expect.stringMatching(
        new RegExp(
          `^Cómo apelar: puedes apelar esta decisión una vez, hasta el ${appealBy}\\. Abre http://\\S+/appeal\\?token=[A-Za-z0-9_-]+ y cuéntanos .*Mis reportes\\.`,
        ),
      ),
      `Referencia: ${decision.id}`,
      'Este es un aviso sobre una decisión de moderación: se envía sin importar tu configuración de notificaciones.',
    ]);
    // The stored notification keeps the English (tools, the data export); she reads it in Spanish.
    const [stored] = await t.sql<{ title: string; message: string }>('select title, message from notifications where user_id = $1', [member.user.id]);
    expect(stored.title).toBe('Your account was suspended');
    expect(stored.message).toMatch(/^Your Tea account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}: .* Reason: it is harassing or abusive\. /);
  });

  it('sends an appeal outcome in German, and the decision it answers', async () => {
    const member = await t.signedIn();
    await prefers(member, 'de', 'America/New_York');
    expect(gqlError((await suspend(member.user.id)).body)).toBeNull();
    const decision = await decisionOf(member.user.id, 'user.suspend');
    expect((await member.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'It was somebody else on my phone.' })).status).toBe(201);
    const [appeal] = await t.sql<{ id: string }>('select id from appeals where decision_id = $1', [decision.id]);
    const decided = await second.gql('mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) { status } }', {
      id: appeal.id,
      i: { outcome: 'UPHOLD', reason: 'The insults were quotes.' },
    });
    expect(decided.body.errors).toBeUndefined();
    await waitForOutbox(t);
    const mails = emailsTo(t, member.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Dein Konto wurde vorübergehend gesperrt', 'Deinem Einspruch wurde stattgegeben']);
    expect(mails[0].text).toContain(`bis zum ${dateIn(new Date(decision.appealable_until), 'de', 'America/New_York')}.`);
    expect(mails[0].text).toContain('Grund: er ist belästigend oder beleidigend. Regel: Community-Richtlinien, „Sei fair und freundlich“.');
    expect(mails[1].text.split('\n\n')).toEqual([
      'Eine zweite Moderatorin hat deinen Einspruch gegen die Entscheidung über Konto ' +
        `${member.user.username} geprüft. Wir geben dir recht und haben die Entscheidung rückgängig gemacht. Grund: The insults were quotes.`,
      'Melde dich bei Tea an, um es zu sehen.',
      'Dies ist eine Mitteilung über eine Moderationsentscheidung: Sie wird unabhängig von deinen Benachrichtigungseinstellungen verschickt.',
    ]);
  });

  it("writes a suspension's end on her calendar: the day before in Los Angeles when it ends at 03:00 UTC, the day itself in English and UTC", async () => {
    const [angelena, english] = [await t.signedIn(), await t.signedIn()];
    await prefers(angelena, 'es', 'America/Los_Angeles');
    const ended = new Date('2026-12-02T03:00:00Z');
    await t.sql('update users set suspended_until = $1, suspension_end_notified_at = null where id = any($2)', [ended, [angelena.user.id, english.user.id]]);
    expect(await t.app.services.suspensionEnds.run(t.orm.em.fork(), new Date('2026-12-02T04:00:00Z'))).toBeGreaterThanOrEqual(2);
    await waitForOutbox(t);
    const [es] = emailsTo(t, angelena.user.email);
    expect(es.subject).toBe('Terminó tu suspensión');
    expect(es.text).toMatch(/^Tu suspensión terminó el 1 de diciembre de 2026\. Ya puedes volver/);
    const [en] = emailsTo(t, english.user.email);
    expect(en.subject).toBe('Your suspension has ended');
    expect(en.text).toMatch(/^Your suspension ended on 2 December 2026\. You can add people/);
    // In the app as well: her notification reads on her calendar, in her language.
    const [mine] = (await angelena.gql(NOTIFICATIONS)).body.data.notifications;
    expect(mine).toMatchObject({ title: 'Terminó tu suspensión', message: expect.stringMatching(/^Tu suspensión terminó el 1 de diciembre de 2026\./) });
  });
});

describe('stored notifications in the reader’s language', () => {
  let member: Member;
  beforeAll(async () => {
    member = await t.signedIn();
    expect(
      gqlError((await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } })).body),
    ).toBeNull();
  });

  it('reads a warning in French (Accept-Language, REST and GraphQL) and in English, the English stored beside its message ids', async () => {
    const [stored] = await t.sql<{ title: string; message: string; title_i18n: { id: string } }>(
      'select title, message, title_i18n from notifications where user_id = $1',
      [member.user.id],
    );
    expect(stored.title_i18n).toEqual({ id: 'user.notice.warnedTitle' });
    const fr = (await member.gql(NOTIFICATIONS, undefined, { 'accept-language': 'fr-FR,fr;q=0.9' })).body.data.notifications;
    expect(fr).toEqual([
      {
        id: expect.any(String),
        title: 'Vous avez reçu un avertissement',
        message:
          'Les modératrices ont adressé un avertissement à votre compte Tea. Des infractions répétées entraînent une suspension, puis un bannissement. ' +
          'Motif : il ressemble à du spam. Règle : Règles de la communauté, « Soyez juste et bienveillante ». ' +
          'Explication de la modératrice : La modératrice n’a pas donné d’autre explication. Vous pouvez faire appel de cette décision dans un délai de 6 mois.',
      },
    ]);
    const rest = await member.rest('GET', '/api/notifications', undefined, { 'accept-language': 'fr' });
    expect(rest.body.map((n: { title: string }) => n.title)).toEqual(['Vous avez reçu un avertissement']);
    const en = (await member.gql(NOTIFICATIONS)).body.data.notifications;
    expect(en).toEqual([{ id: fr[0].id, title: stored.title, message: stored.message }]);
    expect(stored.message).toBe(
      'The moderators warned your Tea account. Repeated violations lead to a suspension, then a ban. Reason: it looks like spam. ' +
        'Rule: Community guidelines, "Be fair and kind". Moderator\'s explanation: The moderator gave no further explanation. ' +
        'You can appeal this decision within 6 months.',
    );
  });

  it('words the reason and the rule of her decisions (My Reports, her notifications) in the request’s language', async () => {
    const DECISIONS = '{ myDecisions { items { reasonCode reasonText ruleTitle } } notifications { decision { reasonText ruleTitle } } }';
    const es = (await member.gql(DECISIONS, undefined, { 'accept-language': 'es' })).body.data;
    expect(es.myDecisions.items).toEqual([{ reasonCode: 'spam', reasonText: 'parece spam', ruleTitle: 'Sé justa y amable' }]);
    expect(es.notifications).toEqual([{ decision: { reasonText: 'parece spam', ruleTitle: 'Sé justa y amable' } }]);
    const en = (await member.gql(DECISIONS)).body.data;
    expect(en.myDecisions.items).toEqual([{ reasonCode: 'spam', reasonText: 'it looks like spam', ruleTitle: 'Be fair and kind' }]);
  });

  it('follows her saved language over the browser’s, also when she marks one read', async () => {
    const reader = await t.signedIn();
    expect(
      gqlError((await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: reader.user.id, reason: 'SPAM' } })).body),
    ).toBeNull();
    await prefers(reader, 'de');
    const [{ id, title }] = (await reader.gql(NOTIFICATIONS, undefined, { 'accept-language': 'fr' })).body.data.notifications;
    expect(title).toBe('Du hast eine Verwarnung erhalten');
    const marked = await reader.rest('PATCH', `/api/notifications/${id}/read`, undefined, { 'accept-language': 'es' });
    expect(marked.body).toMatchObject({ id, title: 'Du hast eine Verwarnung erhalten', read: true });
  });

  it('keeps the text of a row stored without message ids, and the English of one whose message no longer exists', async () => {
    const reader = await t.signedIn();
    await t.sql(
      `insert into notifications (id, user_id, type, title, message, read, created_at) values
         (gen_random_uuid(), $1, 'other', 'An old notice', 'Stored in English before issue 23.', false, now() - interval '1 day'),
         (gen_random_uuid(), $1, 'other', 'A gone notice', 'Its message was removed since.', false, now())`,
      [reader.user.id],
    );
    await t.sql(
      `update notifications set title_i18n = '{"id":"gone.title"}', message_i18n = '[{"id":"gone.message"}]' where user_id = $1 and title = 'A gone notice'`,
      [reader.user.id],
    );
    const read = (await reader.gql(NOTIFICATIONS, undefined, { 'accept-language': 'fr' })).body.data.notifications;
    expect(read.map(({ title, message }: { title: string; message: string }) => ({ title, message }))).toEqual([
      { title: 'A gone notice', message: 'Its message was removed since.' },
      { title: 'An old notice', message: 'Stored in English before issue 23.' },
    ]);
  });
});

describe('removal requests from someone without an account: in the language of her request', () => {
  it('confirms and answers a request sent from a German browser in German, and stores that language', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Sprache', lastName: 'Test', location: 'Berlin' }]);
    const contactEmail = `sender.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const body = {
      targetType: 'profile',
      targetId: profileId,
      reason: 'harassment',
      explanation: 'This is about me and it was posted without my consent.',
      contactEmail,
      goodFaith: true,
    };
    const sent = await t.client().rest('POST', '/api/removal-requests', body, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(sent.status).toBe(201);
    expect(await t.sql('select language from removal_requests where id = $1', [sent.body.id])).toEqual([{ language: 'de' }]);
    const [ack] = emailsTo(t, contactEmail);
    expect(ack.subject).toBe('Bestätige deinen Antrag auf Entfernung');
    expect(ack.text).toContain('Grund: Es ist Belästigung.');
    expect(ack.text).toContain(`Referenz: ${sent.body.id}`);
    // What it is about in German too (the place and the name as written); the English label stays stored.
    const [{ target_label }] = await t.sql<{ target_label: string }>('select target_label from removal_requests where id = $1', [sent.body.id]);
    expect(target_label).toMatch(/^Profile of Sprache Test \(.*Berlin.*\)$/);
    const germanLabel = target_label.replace(/^Profile of /, 'Profil von ');
    expect(ack.text).toContain(germanLabel);
    expect(
      (await admin.rest('POST', `/api/admin/removal-requests/${sent.body.id}/decide`, { decision: 'dismiss', reason: 'It is a fair review.' })).status,
    ).toBe(200);
    await waitForOutbox(t);
    const decision = emailsTo(t, contactEmail).at(-1)!;
    expect(decision.subject).toBe('Deinem Antrag auf Entfernung wurde nicht stattgegeben');
    expect(decision.text).toContain(germanLabel);
    expect(decision.text).not.toContain('Profile of');
    expect(decision.text).toContain(
      'Grund: wir haben festgestellt, dass er weder gegen die Community-Richtlinien noch gegen das Gesetz verstößt. Erklärung der Moderatorin: It is a fair review.',
    );
    // Without an account she has no time zone: the deadline is the UTC day.
    const [{ appealable_until }] = await t.sql<{ appealable_until: Date }>(
      "select appealable_until from decisions where subject_id = $1 and kind = 'removal.dismiss'",
      [sent.body.id],
    );
    expect(decision.text).toContain(`einmal Einspruch einlegen, bis zum ${dateIn(new Date(appealable_until), 'de', 'UTC')}. Öffne http`);
  });

  it('keeps English for a request from a browser that asks for none', async () => {
    const [profileId] = await seedProfiles(t, [{ firstName: 'Plain', lastName: 'English', location: 'Leeds' }]);
    const contactEmail = `sender.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const body = {
      targetType: 'profile',
      targetId: profileId,
      reason: 'other',
      explanation: 'This is about me and it was posted without my consent.',
      contactEmail,
      goodFaith: true,
    };
    expect((await t.client().rest('POST', '/api/removal-requests', body)).status).toBe(201);
    expect(emailsTo(t, contactEmail).map((m) => m.subject)).toEqual(['Please confirm your removal request']);
  });
});

describe('the API’s other texts in the request’s language', () => {
  const NOT_JSON = {
    en: 'Request body is not valid JSON.',
    es: 'El cuerpo de la solicitud no es JSON válido.',
    fr: 'Le corps de la requête n’est pas un JSON valide.',
    de: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  };
  it.each(Object.entries(NOT_JSON))('answers a body that is not JSON in %s', async (locale, message) => {
    const res = await t.client().fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message, code: 'BAD_USER_INPUT' });
  });

  it('answers an unknown API token in Spanish on /api and on /graphql', async () => {
    const headers = { authorization: `Bearer ${'x'.repeat(40)}`, 'accept-language': 'es' };
    const rest = await t.client().rest('GET', '/api/notifications', undefined, headers);
    const gql = await t.client().gql('{ me { id } }', undefined, headers);
    expect(rest).toMatchObject({ status: 401, body: { message: 'Token de API no válido o vencido.' } });
    expect(gqlError(gql.body)).toEqual({ code: 'UNAUTHENTICATED', message: rest.body.message });
    const english = await t.client().rest('GET', '/api/notifications', undefined, { authorization: headers.authorization });
    expect(english.body.message).toBe('Invalid or expired API token.');
  });

  it("says the refusal of a flag without a note for 'Other' in French, and the reset-link answer in German", async () => {
    const reader = await t.signedIn();
    const [profileId] = await seedProfiles(t, [{ firstName: 'Flagged', lastName: 'Other', reports: [{ rating: 4, approved: true, title: 'A fine date' }] }]);
    const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    const refused = await reader.rest('POST', `/api/reports/${id}/flag`, { reason: 'other' }, { 'accept-language': 'fr' });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Dites-nous ce qui ne va pas lorsque vous choisissez « Autre ».' } });
    const asked = await t.client().rest('POST', '/api/auth/forgot-password', { email: 'nobody@example.org' }, { 'accept-language': 'de' });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toMatch(/60 Minuten/);
  });

  it('writes the end of the appeal window out in her language', async () => {
    const member = await t.signedIn();
    await prefers(member, 'fr');
    expect(
      gqlError((await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } })).body),
    ).toBeNull();
    const decision = await decisionOf(member.user.id, 'user.warn');
    await t.sql("update decisions set appealable_until = '2026-03-05T12:00:00Z' where id = $1", [decision.id]);
    const late = await member.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'It was somebody else on my phone.' });
    expect(late).toMatchObject({
      status: 422,
      body: { message: expect.stringMatching(/^Le délai pour contester cette décision a pris fin le 5 mars 2026 : /) },
    });
  });
});

describe('automatic decisions explained in the author’s language', () => {
  it('tells the author of a report hidden by a confirmed removal request (a minor) why, in French', async () => {
    const author = await t.signedIn();
    await prefers(author, 'fr');
    const [profileId] = await seedProfiles(t, [
      { firstName: 'Hidden', lastName: 'Report', reports: [{ rating: 4, approved: true, authorId: author.user.id, title: 'Un bon dîner' }] },
    ]);
    const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    const contactEmail = `sender.${Math.random().toString(36).slice(2, 8)}@example.org`;
    const body = {
      targetType: 'report',
      targetId: id,
      reason: 'minor',
      explanation: 'This is about my daughter, who is fifteen years old.',
      contactEmail,
      goodFaith: true,
    };
    expect((await submitConfirmedRemoval(t, t.client(), body)).body).toMatchObject({ contentHidden: true });
    const [notice] = (await author.gql(NOTIFICATIONS)).body.data.notifications;
    expect(notice.title).toBe('Votre témoignage est masqué en attendant un examen');
    expect(notice.message).toContain(
      'C’était automatique : Quelqu’un a demandé son retrait parce qu’il concerne une mineure et a confirmé son adresse e-mail ; ces demandes masquent le contenu immédiatement.',
    );
    // Stored as it always was, in English, for the admins' decision list.
    const [decision] = await t.sql<{ text: string }>("select text from decisions where kind = 'removal.hide' and affected_user_id = $1", [author.user.id]);
    expect(decision.text).toBe(
      'Someone asked for it to be removed because it concerns a minor and confirmed her e-mail address; such requests hide content at once.',
    );
  });
});

describe('an upheld appeal that could not restore everything, in her language', () => {
  it('says in French, in the app and on her decision, that her deleted report cannot come back', async () => {
    const author = await t.signedIn();
    await prefers(author, 'fr');
    const [profileId] = await seedProfiles(t, [
      { firstName: 'Gone', lastName: 'Report', reports: [{ rating: 2, approved: true, authorId: author.user.id, title: 'Un mauvais rendez-vous' }] },
    ]);
    const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect((await admin.rest('DELETE', `/api/admin/reports/${id}`, { reason: 'harassment' })).status).toBe(200);
    const [decision] = await t.sql<{ id: string }>("select id from decisions where subject_type = 'report' and subject_id = $1", [String(id)]);
    expect((await author.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'Please look again.' })).status).toBe(201);
    const [appeal] = await t.sql<{ id: string }>('select id from appeals where decision_id = $1', [decision.id]);
    const decided = await second.gql('mutation($id: ID!, $i: DecideAppealInput!) { decideAppeal(appealId: $id, input: $i) { status } }', {
      id: appeal.id,
      i: { outcome: 'UPHOLD', reason: 'It was fair.' },
    });
    expect(decided.body.errors).toBeUndefined();
    const gone = 'Le témoignage a été supprimé et ne peut pas être restauré.';
    const data = (await author.gql('{ notifications { title message } myDecisions { items { id appeal { notRestored } } } }')).body.data;
    expect(data.notifications[0]).toMatchObject({ title: 'Votre appel a été accepté', message: expect.stringContaining(gone) });
    expect(data.myDecisions.items.find((d: { id: string }) => d.id === decision.id).appeal).toEqual({ notRestored: [gone] });
    // Stored in English with the appeal, as admins and tools read it.
    expect(await t.sql('select not_restored from appeals where id = $1', [appeal.id])).toEqual([
      { not_restored: ['The report was deleted and cannot be restored.'] },
    ]);
  });
});

describe('what a decision is about, in the reader’s language (names and titles as written)', () => {
  const LABELS = '{ myDecisions { items { subjectLabel } } notifications { decision { subjectLabel } } }';

  it('names a warned account in Spanish and German, and in English for a request that asks for nothing; the English is stored beside its message id', async () => {
    const member = await t.signedIn();
    expect(
      gqlError((await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } })).body),
    ).toBeNull();
    const name = member.user.username;
    const es = (await member.gql(LABELS, undefined, { 'accept-language': 'es' })).body.data;
    expect(es).toEqual({ myDecisions: { items: [{ subjectLabel: `Cuenta ${name}` }] }, notifications: [{ decision: { subjectLabel: `Cuenta ${name}` } }] });
    const en = (await member.gql(LABELS)).body.data;
    expect(en).toEqual({ myDecisions: { items: [{ subjectLabel: `Account ${name}` }] }, notifications: [{ decision: { subjectLabel: `Account ${name}` } }] });
    await prefers(member, 'de');
    const de = (await member.gql(LABELS, undefined, { 'accept-language': 'es' })).body.data;
    expect(de.myDecisions.items).toEqual([{ subjectLabel: `Konto ${name}` }]);
    // Without a note, the explanation is the missing note's sentence: in her language too.
    const text = (headers?: Record<string, string>) =>
      member.gql('{ myDecisions { items { text } } }', undefined, headers).then((r) => r.body.data.myDecisions.items);
    expect(await text()).toEqual([{ text: 'Die Moderatorin hat keine weitere Erklärung gegeben.' }]);
    await prefers(member, 'en');
    expect(await text()).toEqual([{ text: 'The moderator gave no further explanation.' }]);
    expect(await t.sql('select subject_label, subject_label_i18n from decisions where affected_user_id = $1', [member.user.id])).toEqual([
      { subject_label: `Account ${name}`, subject_label_i18n: { id: 'decision.subject.account', values: { name } } },
    ]);
  });

  it('names a deleted report in French by its own title, and keeps the English label of a decision stored before', async () => {
    const author = await t.signedIn();
    await prefers(author, 'fr');
    const [profileId] = await seedProfiles(t, [
      { firstName: 'Label', lastName: 'Report', reports: [{ rating: 2, approved: true, authorId: author.user.id, title: 'A "bad" date' }] },
    ]);
    const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect((await admin.rest('DELETE', `/api/admin/reports/${id}`, { reason: 'harassment' })).status).toBe(200);
    const items = () => author.gql('{ myDecisions { items { subjectLabel } } }').then((res) => res.body.data.myDecisions.items);
    expect(await items()).toEqual([{ subjectLabel: '« A "bad" date » concernant Label Report' }]);
    expect(await t.sql('select subject_label from decisions where affected_user_id = $1', [author.user.id])).toEqual([
      { subject_label: '"A "bad" date" about Label Report' },
    ]);
    await t.sql('update decisions set subject_label_i18n = null where affected_user_id = $1', [author.user.id]);
    expect(await items()).toEqual([{ subjectLabel: '"A "bad" date" about Label Report' }]);
  });

  it('names a profile hidden by flags in German in the notice to the member who added it', async () => {
    const adder = await t.signedIn();
    await prefers(adder, 'de');
    const [profileId] = await seedProfiles(t, [{ firstName: 'Flag', lastName: 'Label' }]);
    await t.sql('update profiles set created_by_id = $1 where id = $2', [adder.user.id, profileId]);
    // A flag for a minor hides a profile at the first flag: an automatic decision, told to the member who added it.
    const flagged = await (await t.signedIn()).rest('POST', `/api/profiles/${profileId}/flag`, { reason: 'minor', note: 'She says she is 16.' });
    expect(flagged.body).toMatchObject({ contentHidden: true });
    const data = (await adder.gql('{ myDecisions { items { subjectLabel text } } notifications { message decision { subjectLabel } } }')).body.data;
    // What caused it (an automatic decision) in German too; the English stays stored for tools and English readers.
    expect(data.myDecisions.items).toEqual([
      {
        subjectLabel: 'Profil von Flag Label',
        text: 'Ein vertrauenswürdiges Mitglied hat es gemeldet, weil es eine Minderjährige betrifft; dadurch wird der Inhalt sofort ausgeblendet.',
      },
    ]);
    await prefers(adder, 'en');
    const [english] = (await adder.gql('{ myDecisions { items { text } } }')).body.data.myDecisions.items;
    expect(await t.sql('select text from decisions where affected_user_id = $1', [adder.user.id])).toEqual([english]);
    expect(english.text).toMatch(/^A trusted member flagged it as being about a minor/);
    expect(data.notifications).toEqual([{ message: expect.stringContaining('(Profil von Flag Label)'), decision: { subjectLabel: 'Profil von Flag Label' } }]);
  });
});

describe('a suspension’s reason in the request’s language', () => {
  it('words the default reason (no note) of her suspension in Spanish on GraphQL and REST, and keeps it in English for an English request', async () => {
    const member = await t.signedIn();
    const suspended = await admin.gql('mutation($i: SanctionInput!) { suspendMember(input: $i) { id } }', {
      i: { userId: member.user.id, reason: 'HARASSMENT', days: 1 },
    });
    expect(gqlError(suspended.body)).toBeNull();
    const english = 'your content broke the community guidelines (it is harassing or abusive)';
    expect(await t.sql('select suspension_reason from users where id = $1', [member.user.id])).toEqual([{ suspension_reason: english }]);
    const es = await member.gql('{ me { suspensionReason } }', undefined, { 'accept-language': 'es' });
    expect(es.body.data.me).toEqual({ suspensionReason: 'tu contenido infringió las normas de la comunidad (es acosador o abusivo)' });
    const rest = await member.rest('GET', '/api/auth/user', undefined, { 'accept-language': 'de' });
    expect(rest.body.suspensionReason).toBe('dein Inhalt hat gegen die Community-Richtlinien verstoßen (er ist belästigend oder beleidigend)');
    expect((await member.gql('{ me { suspensionReason } }')).body.data.me).toEqual({ suspensionReason: english });
    // The 403 she gets when she tries to post says it in her language too.
    const posted = await member.rest('POST', '/api/profiles/1/reports', {}, { 'accept-language': 'es' });
    expect(posted.status).toBe(403);
    expect(posted.body.message).toMatch(
      /^Tu cuenta está suspendida hasta el .+: tu contenido infringió las normas de la comunidad \(es acosador o abusivo\)\.$/,
    );
    const postedEn = await member.rest('POST', '/api/profiles/1/reports', {});
    expect(postedEn.body.message).toMatch(/^Your account is suspended until .+: your content broke the community guidelines \(it is harassing or abusive\)\.$/);
  });

  it('keeps a moderator’s own note as she wrote it', async () => {
    const member = await t.signedIn();
    expect(gqlError((await suspend(member.user.id)).body)).toBeNull();
    const es = await member.gql('{ me { suspensionReason } }', undefined, { 'accept-language': 'es' });
    expect(es.body.data.me).toEqual({ suspensionReason: 'Insults in two reports' });
  });
});

describe('REST answers presenting a decision, in the request’s language', () => {
  it('words the decision POST /api/appeals answers (reason, rule, what it is about) in Spanish, and in English for a request that asks for nothing', async () => {
    const [spanish, english] = [await t.signedIn(), await t.signedIn()];
    for (const member of [spanish, english]) {
      const warned = await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } });
      expect(gqlError(warned.body)).toBeNull();
    }
    const appeal = async (member: Member, headers?: Record<string, string>) => {
      const decision = await decisionOf(member.user.id, 'user.warn');
      const res = await member.rest('POST', '/api/appeals', { decisionId: decision.id, text: 'It was somebody else on my phone.' }, headers);
      expect(res.status).toBe(201);
      return res.body;
    };
    const es = await appeal(spanish, { 'accept-language': 'es-ES,es;q=0.9' });
    expect(es).toMatchObject({
      reasonText: 'parece spam',
      ruleTitle: 'Sé justa y amable',
      subjectLabel: `Cuenta ${spanish.user.username}`,
      text: 'La moderadora no dio más explicaciones.',
    });
    expect(es).not.toHaveProperty('subjectLabelWording');
    expect(es).not.toHaveProperty('textWording');
    const en = await appeal(english);
    expect(en).toMatchObject({
      reasonText: 'it looks like spam',
      ruleTitle: 'Be fair and kind',
      subjectLabel: `Account ${english.user.username}`,
      text: 'The moderator gave no further explanation.',
    });
    // Her notifications on REST carry the decision worded the same way.
    const notes = await spanish.rest('GET', '/api/notifications', undefined, { 'accept-language': 'es' });
    expect(notes.body[0].decision).toMatchObject({
      reasonText: 'parece spam',
      ruleTitle: 'Sé justa y amable',
      subjectLabel: `Cuenta ${spanish.user.username}`,
    });
    expect(notes.body[0].decision).not.toHaveProperty('subjectLabelWording');
  });
});

describe('an admin’s view of a member in the admin’s language', () => {
  it('words why the ladder suggests its next step and the suspension’s default reason in German (GraphQL, REST), in English for a request that asks for nothing', async () => {
    const member = await t.signedIn();
    const sanction = (kind: 'warnMember' | 'suspendMember', extra: Record<string, unknown> = {}) =>
      admin.gql(`mutation($i: SanctionInput!) { ${kind}(input: $i) { id } }`, { i: { userId: member.user.id, reason: 'SPAM', ...extra } });
    for (let i = 0; i < 3; i++) expect(gqlError((await sanction('warnMember')).body)).toBeNull();
    const VIEW = 'query($s: String) { adminUsers(search: $s) { items { suspensionReason suggestedSanctionReason } } }';
    const view = (headers?: Record<string, string>) => admin.gql(VIEW, { s: member.user.username }, headers).then((r) => r.body.data.adminUsers.items[0]);
    expect(await view({ 'accept-language': 'de' })).toEqual({
      suspensionReason: null,
      suggestedSanctionReason: '3 Verwarnungen: Als Nächstes folgt eine vorübergehende Sperre.',
    });
    expect(gqlError((await sanction('suspendMember', { days: 1 })).body)).toBeNull();
    expect(await view({ 'accept-language': 'de' })).toEqual({
      suspensionReason: 'dein Inhalt hat gegen die Community-Richtlinien verstoßen (er sieht nach Spam aus)',
      suggestedSanctionReason: '1 vorübergehende Sperre zuvor: Als Nächstes folgt die dauerhafte Sperre.',
    });
    expect(await view()).toEqual({
      suspensionReason: 'your content broke the community guidelines (it looks like spam)',
      suggestedSanctionReason: '1 suspension before: a ban is next.',
    });
    const rest = await admin.rest('GET', `/api/admin/users?search=${member.user.username}`, undefined, { 'accept-language': 'es' });
    expect(rest.body[0]).toMatchObject({
      suspensionReason: 'tu contenido infringió las normas de la comunidad (parece spam)',
      suggestedSanctionReason: '1 suspensión antes: lo siguiente es un bloqueo permanente.',
    });
  });
});

describe('her own reports in her language', () => {
  it('says why a rejected report was not published in French on GraphQL and REST (My Reports), her note as written, and in English for an English request', async () => {
    const author = await t.signedIn();
    const [profileId] = await seedProfiles(t, [
      { firstName: 'Mine', lastName: 'Rejected', reports: [{ rating: 3, approved: null, authorId: author.user.id, title: 'Pending words' }] },
    ]);
    const [{ id }] = await t.sql<{ id: number }>('select id from reports where profile_id = $1', [profileId]);
    expect((await admin.rest('POST', `/api/admin/reports/${id}/reject`, { reason: 'spam', note: 'An advert.' })).status).toBe(200);
    const MINE = '{ myReports { title rejectionReason rejectionReasonText moderationNote } }';
    expect((await author.gql(MINE, undefined, { 'accept-language': 'fr' })).body.data.myReports).toEqual([
      { title: 'Pending words', rejectionReason: 'SPAM', rejectionReasonText: 'il ressemble à du spam', moderationNote: 'An advert.' },
    ]);
    const rest = await author.rest('GET', '/api/reviews/my', undefined, { 'accept-language': 'fr' });
    expect(rest.body[0]).toMatchObject({ rejectionReasonText: 'il ressemble à du spam' });
    expect((await author.gql(MINE)).body.data.myReports[0].rejectionReasonText).toBe('it looks like spam');
  });
});

describe('a decision heard live, in her saved language', () => {
  it('words the decision a live notification carries (what, why, the rule, the explanation) in her saved Spanish', async () => {
    const member = await t.signedIn();
    await prefers(member, 'es');
    const subscriptions = async () => ((await t.client().rest('GET', '/readyz')).body as { detail: { liveSubscriptions: number } }).detail.liveSubscriptions;
    const before = await subscriptions();
    const live = liveClient(t.url, { cookie: member.cookieHeader(), origin: t.url });
    try {
      const sub = live.subscribe('subscription { notificationAdded { title decision { subjectLabel reasonText ruleTitle text } } }');
      await eventually(async () => (await subscriptions()) === before + 1);
      const warned = await admin.gql('mutation($i: SanctionInput!) { warnMember(input: $i) { id } }', { i: { userId: member.user.id, reason: 'SPAM' } });
      expect(gqlError(warned.body)).toBeNull();
      const heard = await sub.next();
      expect(heard.errors).toBeUndefined();
      expect(heard.data.notificationAdded).toEqual({
        title: 'Recibiste una advertencia',
        decision: {
          subjectLabel: `Cuenta ${member.user.username}`,
          reasonText: 'parece spam',
          ruleTitle: 'Sé justa y amable',
          text: 'La moderadora no dio más explicaciones.',
        },
      });
    } finally {
      await live.dispose();
    }
  });
});
