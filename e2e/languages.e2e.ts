import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/start.js';
import { DESKTOP, openWatchedPage } from './support/browser.js';
import { apiSignUp, graphql, signIn } from './support/community.js';
import { adminEnv, signInAdmin } from './support/admin.js';

/**
 * Issue 23's browser tests: the server answers a visitor in her browser's language, a member's saved language follows
 * her to a fresh browser, the main screens show no English text in Spanish, French or German, and a report's time is
 * shown in her time zone.
 */

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
type Translated = 'es' | 'fr' | 'de';
const LANGUAGES: readonly Translated[] = ['es', 'fr', 'de'];

/** The English text of every web message, by id, as FormatJS extracts it from the code (what `pnpm check:i18n` reads). */
function englishMessages(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'walk-'));
  try {
    const out = join(dir, 'en.json');
    const args = ['extract', 'web/src/**/*.ts', 'web/src/**/*.tsx', '--ignore', 'web/src/**/*.test.*', '--ignore', 'web/src/gql/**', '--out-file', out];
    execFileSync(join(repo, 'node_modules/.bin/formatjs'), args, { cwd: repo, stdio: ['ignore', 'ignore', 'inherit'] });
    const extracted = JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
    return Object.fromEntries(Object.entries(extracted).map(([id, m]) => [id, m.defaultMessage]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The English texts that must not appear on a page in `locale`: plain messages (no placeholders, tags or plurals, so
 * the text on the page is the message itself) whose translation differs, and that are not also a word the language
 * itself uses somewhere in its catalogue ('Filter' is English and German).
 */
function untranslatedTells(english: Record<string, string>, locale: Translated): Map<string, string> {
  const catalogue = JSON.parse(readFileSync(join(repo, `web/src/i18n/messages/${locale}.json`), 'utf8')) as Record<string, string>;
  const ownWords = new Set(Object.values(catalogue));
  const tells = new Map<string, string>();
  for (const [id, text] of Object.entries(english)) {
    if (/[{}<]/.test(text) || text.length < 4 || !/[a-z]/i.test(text)) continue;
    if (catalogue[id] === text || ownWords.has(text)) continue;
    tells.set(text, id);
  }
  return tells;
}

/** Every text a person reads on the page: visible text nodes, and the labels a screen reader or a hover says. */
async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // Code (the API guide's examples) is the same in every language.
      if (!text || !parent || parent.closest('script, style, template, pre, code')) continue;
      if (!parent.checkVisibility()) continue;
      found.add(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      for (const attr of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) found.add(value);
      }
    }
    found.add(document.title);
    return [...found];
  });
}

const ADMIN = adminEnv('walkadmin', 'walk-admin-secret-1');
const run = useAppAndBrowser(ADMIN);
const PASSWORD = 'seven-lantern-orchard';
let profileId = 0;
const REPORT_AT = '2026-11-20T15:05:00.000Z';

beforeAll(async () => {
  const author = await apiSignUp(run.app, { username: 'ingrid', email: 'ingrid@example.com', firstName: 'Ingrid', password: PASSWORD });
  const [{ id }] = await run.app.sql<{ id: number }>(
    "insert into profiles (first_name, last_name, display_name, category, location, created_by_id, published_at) values ('Zofia', 'Kowalczyk', 'Zofia Kowalczyk', 'dating', 'Austin, TX', $1, now()) returning id",
    [author.id],
  );
  profileId = id;
  await run.app.sql(
    `insert into reports (profile_id, author_id, report_type, title, content, category, rating, approved, created_at)
     values ($1, $2, 'positive', 'Zofia zdjęcie kawiarnia', 'Spotkanie w kawiarni, rozmowa była bardzo miła i szczera.', 'dating', 5, true, $3)`,
    [id, author.id, REPORT_AT],
  );
}, 60_000);

/** A member with her language and time zone saved on her account (as Settings > Appearance saves them). */
async function memberWith(username: string, appearance: { language?: Translated; timeZone?: string }): Promise<void> {
  const { cookie } = await apiSignUp(run.app, { username, email: `${username}@example.com`, firstName: username, password: PASSWORD });
  await graphql(
    run.app,
    'mutation($input: UpdatePreferencesInput!) { updateMyPreferences(input: $input) { appearance { language timeZone } } }',
    { input: { appearance } },
    cookie,
  );
}

describe('the language she reads', () => {
  it('a visitor whose browser asks for Spanish gets / in Spanish from the server: <html lang="es">, the heading, no second request for messages', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'es-ES' });
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(es|fr|de)-[\w-]+\.js$/.test(request.url())) catalogueRequests.push(request.url());
    });
    const response = await page.goto(`${run.app.url}/`);
    const html = await response!.text();
    expect(html).toMatch(/<html[^>]* lang="es"/);
    expect(html).toMatch(/<h1[^>]*>Explorar perfiles<\/h1>/);
    await page.getByRole('heading', { level: 1, name: 'Explorar perfiles' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    // The catalogue came inside the page: the first paint needed no request for it.
    expect(catalogueRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a member who chose German signs in on a fresh English browser and gets German', async () => {
    await memberWith('gerda', { language: 'de' });
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'en-US' });
    await signIn(page, run.app, 'gerda', PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Profile durchsuchen' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    // A reload (members get the app's shell, not a server render) opens in German again: her account says so.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile durchsuchen' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The main screens of the walk, as a signed-in member sees them. */
const WALK = (profile: number) => [
  '/',
  `/profile/${profile}`,
  '/add-person',
  '/reviews',
  '/settings/profile',
  '/settings/notifications',
  '/settings/privacy',
  '/settings/appearance',
  '/settings/account',
  '/settings/security',
  '/settings/api',
  '/guidelines',
  '/moderation',
  '/privacy',
  '/removal-request',
];

/** Texts that are the same in every language: the seeded data, the product's name, her username. */
const DATA_TEXTS =
  /^(Tea|walkadmin|walkadmin@example\.com|ingrid|gerda|utcmember|chicagomember|you@example\.com|Zofia|Kowalczyk|Zofia Kowalczyk( - Tea)?|Austin, TX|Zofia zdjęcie kawiarnia|Spotkanie w kawiarni.*|Ingrid|walker\w+|ZK|privacy@tea\.example|[\d\s.,:/%★·()+-]+)$/;

/**
 * What the language itself writes: its catalogue's messages (those with simple placeholders as patterns: French
 * 'Page {page}' is 'Page 1' on screen) and its trust pages' words ('Photos' is French too).
 */
function ownWordsOf(locale: Translated): (text: string) => boolean {
  const catalogue = JSON.parse(readFileSync(join(repo, `web/src/i18n/messages/${locale}.json`), 'utf8')) as Record<string, string>;
  const words = new Set(Object.values(catalogue).filter((m) => !m.includes('{')));
  const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const patterns = Object.values(catalogue)
    .filter((m) => /^[^{}]*(\{\w+\}[^{}]*)+$/.test(m))
    .map(
      (m) =>
        new RegExp(
          `^${m
            .split(/\{\w+\}/)
            .map(escape)
            .join('.+')}$`,
        ),
    );
  const trustDir = join(repo, 'web/src/features/trust/content', locale);
  for (const file of readdirSync(trustDir)) {
    const strings = readFileSync(join(trustDir, file), 'utf8').match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    for (const string of strings) words.add(JSON.parse(string) as string);
  }
  const own = (text: string) => words.has(text) || patterns.some((pattern) => pattern.test(text));
  // A tab title is a page's own title and the product's name: 'Contact - Tea' is French too.
  return (text) => own(text) || own(text.replace(/ - Tea$/, ''));
}

/** The texts of each screen of `paths` on `page`, once its language is `locale`. */
async function walkScreens(page: Page, paths: readonly string[], locale: string): Promise<Map<string, string[]>> {
  const texts = new Map<string, string[]>();
  for (const path of paths) {
    await page.goto(`${run.app.url}${path}`);
    await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    texts.set(path, await textsOn(page));
  }
  return texts;
}

/**
 * Texts of `walked` left untranslated: a message still in English, or a text written in the code with no message at
 * all (it reads the same as on the English screen, and the language's catalogue and trust pages do not use it).
 */
function untranslated(
  walked: Map<string, string[]>,
  englishWalk: Map<string, string[]>,
  tells: Map<string, string>,
  ownWord: (text: string) => boolean,
): string[] {
  const found: string[] = [];
  for (const [path, onScreen] of walked) {
    const inEnglish = new Set(englishWalk.get(path));
    for (const text of onScreen) {
      const id = tells.get(text);
      if (id) found.push(`${path}: "${text}" (${id})`);
      else if (inEnglish.has(text) && /\p{L}{3}/u.test(text) && !ownWord(text) && !DATA_TEXTS.test(text)) found.push(`${path}: "${text}" (no message)`);
    }
  }
  return found;
}

/** Signs a member in with `language` saved and collects the texts of every screen of the walk, by path. */
async function walk(locale: 'en' | Translated): Promise<{ texts: Map<string, string[]>; errors: string[] }> {
  const username = `walker${locale}`;
  await memberWith(username, { language: locale === 'en' ? undefined : locale });
  const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'en-US' });
  await signIn(page, run.app, username, PASSWORD);
  const texts = await walkScreens(page, WALK(profileId), locale);
  await context.close();
  return { texts, errors };
}

describe('a walk of the main screens in each language', () => {
  let english: Record<string, string> = {};
  let englishWalk = new Map<string, string[]>();
  beforeAll(async () => {
    english = englishMessages();
    englishWalk = (await walk('en')).texts;
  }, 120_000);

  it.each(LANGUAGES)('%s: no text on any main screen equals its English source', async (locale) => {
    const tells = untranslatedTells(english, locale);
    expect(tells.size).toBeGreaterThan(300);
    const { texts, errors } = await walk(locale);
    const found = untranslated(texts, englishWalk, tells, ownWordsOf(locale));
    console.log(`walk ${locale}: ${texts.size} screens, ${tells.size} English messages watched, ${found.length} found`);
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the check itself: the same walk in English finds the English texts it watches for', async () => {
    const tells = untranslatedTells(english, 'es');
    const { context, page } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'en-US' });
    await page.goto(`${run.app.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Browse Profiles' }).waitFor();
    const seen = (await textsOn(page)).filter((text) => tells.has(text));
    expect(seen).toEqual(expect.arrayContaining(['Browse Profiles']));
    await context.close();
  });
});

/** The admin console's screens. */
const ADMIN_WALK = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/profiles',
  '/admin/reports',
  '/admin/image-approval',
  '/admin/verification',
  '/admin/flags',
  '/admin/appeals',
  '/admin/removal-requests',
  '/admin/audit-log',
  '/admin/sample-data',
];

/** The screens a visitor reaches without an account (her language from her browser's Accept-Language). */
const VISITOR_WALK = ['/auth', '/auth?tab=signup', '/transparency', '/terms', '/contact', '/developers', '/removal-request', '/appeal'];

describe('the admin console and the visitor screens in each language', () => {
  let english: Record<string, string> = {};
  beforeAll(() => {
    english = englishMessages();
  });

  it('the admin console: no text on its screens equals its English source, in es, fr and de', async () => {
    const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'en-US' });
    await signInAdmin(page, run.app, ADMIN);
    const englishWalk = await walkScreens(page, ADMIN_WALK, 'en');
    const found: string[] = [];
    for (const locale of LANGUAGES) {
      // Her saved language, as Settings > Appearance saves it (through the page's own session).
      await page.evaluate(async (language) => {
        const res = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
          body: JSON.stringify({
            query: 'mutation($input: UpdatePreferencesInput!) { updateMyPreferences(input: $input) { appearance { language } } }',
            variables: { input: { appearance: { language } } },
          }),
        });
        if (!res.ok) throw new Error(`preferences: ${res.status}`);
      }, locale);
      const walked = await walkScreens(page, ADMIN_WALK, locale);
      const left = untranslated(walked, englishWalk, untranslatedTells(english, locale), ownWordsOf(locale));
      console.log(`admin walk ${locale}: ${walked.size} screens, ${left.length} found`);
      found.push(...left.map((line) => `${locale} ${line}`));
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the visitor screens (sign-in, sign-up, transparency, terms, contact, developers, removal, appeal) in es, fr and de', async () => {
    const visit = async (browserLocale: string, lang: string) => {
      const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: browserLocale });
      const texts = await walkScreens(page, VISITOR_WALK, lang);
      await context.close();
      return { texts, errors };
    };
    const englishWalk = (await visit('en-US', 'en')).texts;
    const found: string[] = [];
    for (const [browserLocale, locale] of [
      ['es-MX', 'es'],
      ['fr-FR', 'fr'],
      ['de-DE', 'de'],
    ] as const) {
      const { texts, errors } = await visit(browserLocale, locale);
      const left = untranslated(texts, englishWalk, untranslatedTells(english, locale), ownWordsOf(locale));
      console.log(`visitor walk ${locale}: ${texts.size} screens, ${left.length} found`);
      found.push(...left.map((line) => `${locale} ${line}`), ...errors);
    }
    expect(found).toEqual([]);
  });
});

describe('her time zone', () => {
  it("a report's time reads six hours earlier for a member in Chicago than for one in UTC", async () => {
    await memberWith('utcmember', { language: undefined, timeZone: 'UTC' });
    await memberWith('chicagomember', { timeZone: 'America/Chicago' });
    const shown: Record<string, string> = {};
    for (const [username, timeZone] of [
      ['utcmember', 'UTC'],
      ['chicagomember', 'America/Chicago'],
    ] as const) {
      const { context, page, errors } = await openWatchedPage(run.browser, { viewport: DESKTOP, locale: 'en-US', timezoneId: 'Europe/Berlin' });
      await signIn(page, run.app, username, PASSWORD);
      await page.goto(`${run.app.url}/profile/${profileId}`);
      const time = page.locator(`time[datetime="${REPORT_AT}"]`);
      await time.waitFor();
      // The server render is in UTC until hydration; the title follows her zone once the app runs.
      const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(REPORT_AT));
      const normal = (text: string | null) => (text ?? '').replace(/\s/g, ' ');
      await page.waitForFunction(([at, want]) => document.querySelector(`time[datetime="${at}"]`)?.getAttribute('title')?.replace(/\s/g, ' ') === want, [
        REPORT_AT,
        normal(expected),
      ] as const);
      shown[timeZone] = normal(await time.getAttribute('title'));
      expect(errors).toEqual([]);
      await context.close();
    }
    console.log(`report time: UTC "${shown.UTC}", Chicago "${shown['America/Chicago']}"`);
    expect(shown.UTC).toBe('Nov 20, 2026, 3:05 PM');
    expect(shown['America/Chicago']).toBe('Nov 20, 2026, 9:05 AM');
  });
});
