import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gqlError, startTestServer, TestClient, type TestServer } from '../../../test/test-server.js';
import { seedProfiles } from '../../../test/factories.js';
import { emailsTo, waitForOutbox } from '../../../test/outbox.js';
import { Role } from '../user/user.entity.js';
import { translate } from '../../core/i18n.js';
import { PREFERENCE_MESSAGES, PREFERENCE_TEXTS } from './preferences.inputs.js';

type Member = Awaited<ReturnType<TestServer['signedIn']>>;

let t: TestServer;
let admin: Member;
beforeAll(async () => {
  t = await startTestServer();
  admin = await t.signedIn({ role: Role.ADMIN });
});
afterAll(() => t.close());

const FIELDS = `notifications {
    decisionsInApp decisionsEmail decisionsPush newReportsInApp newReportsEmail newReportsPush sounds
    flagsInApp flagsPush flagsEmail appealsInApp appealsPush appealsEmail accountInApp accountPush accountEmail
    watchesInApp watchesPush watchesEmail pushDetails quietHours { enabled start end }
  }
  privacy { rememberViewedProfiles }
  appearance { theme fontSize highContrast reducedMotion largeCursor soundEffects sidebarCollapsed language timeZone }
  updatedAt`;
const MY_PREFERENCES = `{ myPreferences { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdatePreferencesInput!) { updateMyPreferences(input: $i) { ${FIELDS} } }`;

const DEFAULTS = {
  notifications: {
    decisionsInApp: true,
    decisionsEmail: false,
    decisionsPush: true,
    newReportsInApp: true,
    newReportsEmail: false,
    newReportsPush: true,
    sounds: true,
    flagsInApp: true,
    flagsPush: true,
    flagsEmail: false,
    appealsInApp: true,
    appealsPush: true,
    appealsEmail: false,
    accountInApp: true,
    accountPush: true,
    accountEmail: true,
    watchesInApp: true,
    watchesPush: true,
    watchesEmail: false,
    pushDetails: false,
    quietHours: { enabled: false, start: '22:00', end: '07:00' },
  },
  privacy: { rememberViewedProfiles: true },
  appearance: {
    theme: 'DEFAULT',
    fontSize: 14,
    highContrast: false,
    reducedMotion: false,
    largeCursor: false,
    soundEffects: true,
    sidebarCollapsed: false,
    language: null,
    timeZone: null,
  },
};

async function update(client: TestClient, input: Record<string, unknown>) {
  const res = await client.gql(UPDATE, { i: input });
  expect(gqlError(res.body)).toBeNull();
  return res.body.data.updateMyPreferences;
}

const storedRow = (userId: string) => t.sql<{ data: unknown; updated_at: Date }>('select data, updated_at from user_preferences where user_id = $1', [userId]);

const notificationsOf = (userId: string) =>
  t.sql<{ title: string }>('select title from notifications where user_id = $1 order by created_at, id', [userId]).then((rows) => rows.map((r) => r.title));

const report = { reportType: 'negative', title: 'Not great at all', content: 'She cancelled three times and then was rude about it.', category: 'dating' };

async function submitReport(author: Member, profileId: number | string, title = report.title): Promise<string> {
  const res = await author.rest('POST', `/api/profiles/${profileId}/reports`, { ...report, title });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('saved settings', () => {
  it('answers the defaults to a member who never saved any, and stores nothing for it', async () => {
    const member = await t.signedIn();
    const res = await member.gql(MY_PREFERENCES);
    expect(res.body).toEqual({ data: { myPreferences: { ...DEFAULTS, updatedAt: null } } });
    expect(await storedRow(member.user.id)).toEqual([]);
  });

  it('stores a change on the server: another browser gets it, and later changes keep the earlier ones', async () => {
    const member = await t.signedIn({ password: 'password123' });
    const saved = await update(member, { appearance: { theme: 'DARK', fontSize: 18, highContrast: true } });
    expect(saved).toMatchObject({ ...DEFAULTS, appearance: { ...DEFAULTS.appearance, theme: 'DARK', fontSize: 18, highContrast: true } });
    expect(saved.updatedAt).toEqual(expect.any(String));

    const otherBrowser = t.client();
    expect((await otherBrowser.rest('POST', '/api/login', { username: member.user.username, password: 'password123' })).status).toBe(200);
    const read = await otherBrowser.gql(MY_PREFERENCES);
    expect(read.body.data.myPreferences).toEqual(saved);

    const next = await update(otherBrowser, { notifications: { decisionsEmail: true }, privacy: { rememberViewedProfiles: false } });
    expect(next).toMatchObject({
      notifications: { ...DEFAULTS.notifications, decisionsEmail: true },
      privacy: { rememberViewedProfiles: false },
      appearance: { ...DEFAULTS.appearance, theme: 'DARK', fontSize: 18, highContrast: true },
    });
    const [row] = await storedRow(member.user.id);
    expect(row.data).toEqual({
      notifications: { ...DEFAULTS.notifications, decisionsEmail: true },
      privacy: { rememberViewedProfiles: false },
      appearance: { ...DEFAULTS.appearance, theme: 'dark', fontSize: 18, highContrast: true },
    });

    // Another member's settings are her own.
    const other = await t.signedIn();
    expect((await other.gql(MY_PREFERENCES)).body.data.myPreferences).toEqual({ ...DEFAULTS, updatedAt: null });
  });

  it('refuses a bad value with a readable message and changes nothing, not even the valid fields sent with it', async () => {
    const member = await t.signedIn();
    await update(member, { appearance: { theme: 'SUNSET', fontSize: 16 } });
    const [before] = await storedRow(member.user.id);

    for (const fontSize of [11, 21]) {
      const res = await member.gql(UPDATE, { i: { appearance: { theme: 'NATURE', fontSize }, notifications: { decisionsEmail: true } } });
      expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: PREFERENCE_MESSAGES.fontSize });
    }
    const unknownTheme = await member.gql(UPDATE, { i: { appearance: { theme: 'NEON' } } });
    expect(gqlError(unknownTheme.body)?.code).toBe('BAD_USER_INPUT');

    expect(await storedRow(member.user.id)).toEqual([before]);
    expect((await member.gql(MY_PREFERENCES)).body.data.myPreferences.appearance).toMatchObject({ theme: 'SUNSET', fontSize: 16 });

    // A first save that is refused creates no row either.
    const fresh = await t.signedIn();
    expect(gqlError((await fresh.gql(UPDATE, { i: { appearance: { fontSize: 99 } } })).body)?.code).toBe('BAD_USER_INPUT');
    expect(await storedRow(fresh.user.id)).toEqual([]);
  });

  it('keeps her language, time zone, sidebar and sound choices; refuses a language or zone outside the four', async () => {
    const member = await t.signedIn();
    const saved = await update(member, {
      appearance: { language: 'es', timeZone: 'America/Chicago', sidebarCollapsed: true },
      notifications: { sounds: false },
    });
    expect(saved.appearance).toMatchObject({ language: 'es', timeZone: 'America/Chicago', sidebarCollapsed: true });
    expect(saved.notifications.sounds).toBe(false);
    for (const [field, value, message] of [
      ['language', 'pt', PREFERENCE_TEXTS.language],
      ['language', 'ES', PREFERENCE_TEXTS.language],
      ['timeZone', 'Europe/Paris', PREFERENCE_TEXTS.timeZone],
      ['timeZone', 'Pacific', PREFERENCE_TEXTS.timeZone],
    ] as const) {
      const res = await member.gql(UPDATE, { i: { appearance: { [field]: value, theme: 'DARK' } } });
      // She chose Spanish a moment ago: the refusal is in Spanish.
      expect(gqlError(res.body)).toEqual({ code: 'BAD_USER_INPUT', message: translate('es', message) });
    }
    expect((await member.gql(MY_PREFERENCES)).body.data.myPreferences).toEqual(saved);
  });

  it('reads a stored row with missing or malformed values as the defaults for those values', async () => {
    const member = await t.signedIn();
    await t.sql(`insert into user_preferences (user_id, data) values ($1, $2::jsonb)`, [
      member.user.id,
      JSON.stringify({ notifications: 'nonsense', appearance: { theme: 'neon', fontSize: 17, soundEffects: 'yes', language: 'xx', timeZone: 'Mars/Base' } }),
    ]);
    const res = await member.gql(MY_PREFERENCES);
    expect(res.body.data.myPreferences).toMatchObject({ ...DEFAULTS, appearance: { ...DEFAULTS.appearance, fontSize: 17 } });
  });
});

describe('notifications follow her settings', () => {
  it('decisions about her reports: in-app only by default; an e-mail only once she asks for it; no in-app once she turns it off', async () => {
    const author = await t.signedIn();
    const [profileId] = await seedProfiles(t, [{ firstName: 'Decision' }]);

    const first = await submitReport(author, profileId, 'First report here');
    expect((await admin.rest('POST', `/api/admin/reports/${first}/approve`)).status).toBe(200);
    expect(await notificationsOf(author.user.id)).toEqual(['Your report was approved']);
    expect(emailsTo(t, author.user.email)).toEqual([]);

    await update(author, { notifications: { decisionsEmail: true } });
    const second = await submitReport(author, profileId, 'Second report here');
    const rejected = await admin.gql('mutation($id: ID!) { rejectReport(id: $id, reason: DEFAMATION) { status } }', { id: second });
    expect(gqlError(rejected.body)).toBeNull();
    expect(await notificationsOf(author.user.id)).toEqual(['Your report was approved', 'Your report was not approved']);
    const mail = emailsTo(t, author.user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Your report was not approved', text: expect.stringContaining('"Second report here" was not published') });
    // A rejection restricts her report: its statement of reasons is a legal notice, e-mailed whatever her settings.
    expect(mail[0].text).toContain('it is sent whatever your notification settings');

    await update(author, { notifications: { decisionsInApp: false } });
    expect((await admin.rest('DELETE', `/api/admin/reports/${first}`)).status).toBe(200);
    expect(await notificationsOf(author.user.id)).toEqual(['Your report was approved', 'Your report was not approved']);
    expect(emailsTo(t, author.user.email).map((m) => m.subject)).toEqual(['Your report was not approved', 'Your report was removed']);
  });

  it('decisions about a photo she added follow the same choice', async () => {
    const uploader = await t.signedIn();
    const [profileId] = await seedProfiles(t, [{ firstName: 'Photo', imageStatus: 'pending' }]);
    await t.sql('update profiles set image_uploaded_by_id = $1, image_uploaded_at = now() where id = $2', [uploader.user.id, profileId]);
    await update(uploader, { notifications: { decisionsInApp: false, decisionsEmail: true } });

    expect((await admin.rest('POST', '/api/admin/approve-image', { profileId: String(profileId), status: 'approved' })).status).toBe(200);
    expect(await notificationsOf(uploader.user.id)).toEqual([]);
    expect(emailsTo(t, uploader.user.email)).toEqual([
      expect.objectContaining({ subject: 'Photo approved', text: expect.stringContaining('Photo is now visible') }),
    ]);
  });

  it("new reports on a person she added: the e-mail goes to her when she asked for it, and never names the report's author", async () => {
    const adder = await t.signedIn();
    const author = await t.signedIn();
    const created = await adder.rest('POST', '/api/profiles', { firstName: 'Added', category: 'dating', confirmAdult: true });
    expect(created.status).toBe(201);
    // Others report on her once she is public (SAFETY 15): an earlier approval, stood in for here.
    await t.sql('update profiles set published_at = now() where id = $1', [Number(created.body.id)]);

    // Default: in-app, no e-mail.
    const first = await submitReport(author, created.body.id, 'First about Added');
    await admin.rest('POST', `/api/admin/reports/${first}/approve`);
    expect(await notificationsOf(adder.user.id)).toEqual(['New report on a profile you added']);
    expect(emailsTo(t, adder.user.email)).toEqual([]);

    await update(adder, { notifications: { newReportsInApp: false, newReportsEmail: true } });
    const second = await submitReport(author, created.body.id, 'Second about Added');
    await admin.rest('POST', `/api/admin/reports/${second}/approve`);
    expect(await notificationsOf(adder.user.id)).toEqual(['New report on a profile you added']);
    const mail = emailsTo(t, adder.user.email);
    expect(mail).toEqual([
      expect.objectContaining({ subject: 'New report on a profile you added', text: expect.stringContaining('A new report about Added was published.') }),
    ]);
    expect(mail[0].text).not.toContain(author.user.username);
    expect(mail[0].text).not.toContain(author.user.email);

    // Her own choice for decisions is separate: the author (defaults) got no e-mail for either approval.
    expect(emailsTo(t, author.user.email)).toEqual([]);
  });

  it('sends the e-mail only once the decision is committed: a rolled-back decision notifies nobody', async () => {
    const member = await t.signedIn();
    await update(member, { notifications: { decisionsEmail: true } });
    const input = { type: 'review' as never, title: 'Rolled back', message: 'This decision never happened.' };
    await expect(
      t.orm.em.fork().transactional(async (em) => {
        await t.app.services.notifications.notifyByPreference(em, member.user.id, 'decisions', input);
        await em.flush();
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    await waitForOutbox(t);
    expect(emailsTo(t, member.user.email)).toEqual([]);
    expect(await notificationsOf(member.user.id)).toEqual([]);

    await t.orm.em.fork().transactional(async (em) => {
      await t.app.services.notifications.notifyByPreference(em, member.user.id, 'decisions', { ...input, title: 'Committed' });
    });
    await waitForOutbox(t);
    expect(emailsTo(t, member.user.email).map((m) => m.subject)).toEqual(['Committed']);
    expect(await notificationsOf(member.user.id)).toEqual(['Committed']);
  });
});

describe('privacy: remember the profiles I open', () => {
  const RECORD = 'mutation($id: ID!) { recordProfileView(profileId: $id) }';
  const INTERACTIONS = '{ myInteractions { profileId } }';

  it('is on by default; turning it off forgets the views and records no new ones; turning it on records again', async () => {
    const member = await t.signedIn();
    const [a, b] = await seedProfiles(t, [{ firstName: 'Viewed' }, { firstName: 'Later' }]);
    expect((await member.gql(RECORD, { id: String(a) })).body.data.recordProfileView).toBe(true);
    expect((await member.gql(INTERACTIONS)).body.data.myInteractions).toEqual([{ profileId: String(a) }]);

    await update(member, { privacy: { rememberViewedProfiles: false } });
    expect(await t.sql('select 1 from interactions where user_id = $1', [member.user.id])).toEqual([]);
    expect((await member.gql(RECORD, { id: String(b) })).body.data.recordProfileView).toBe(true);
    expect((await member.gql(INTERACTIONS)).body.data.myInteractions).toEqual([]);
    expect(gqlError((await member.gql(RECORD, { id: '999999' })).body)?.code).toBe('NOT_FOUND');

    await update(member, { privacy: { rememberViewedProfiles: true } });
    await member.gql(RECORD, { id: String(b) });
    expect((await member.gql(INTERACTIONS)).body.data.myInteractions).toEqual([{ profileId: String(b) }]);
  });
});
