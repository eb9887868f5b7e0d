import type { Locale } from '../../../i18n/locale';
import contact from './en/contact.json';
import developers from './en/developers.json';
import guidelines from './en/guidelines.json';
import moderation from './en/moderation.json';
import privacy from './en/privacy.json';
import terms from './en/terms.json';
import { DEVELOPER_EXAMPLES } from './developers-examples';
import { loadTrustContent, type TranslatedLocale, type TrustPageName } from './translations';
import { asTrustPage, type Inline, type RichText, type TrustBlock, type TrustPageContent } from './trust-content';

const ENGLISH: Record<TrustPageName, TrustPageContent> = Object.fromEntries(
  Object.entries({ guidelines, moderation, privacy, terms, contact, developers }).map(([page, json]) => [page, asTrustPage(json)]),
) as Record<TrustPageName, TrustPageContent>;
const TRANSLATED: readonly TranslatedLocale[] = ['es', 'fr', 'de'] satisfies readonly Exclude<Locale, 'en'>[];

/** A run without its words: what a translation must keep as it is (link targets, addresses, code) and where. */
function runShape(run: Inline): string | null {
  if (typeof run === 'string') return null;
  if ('strong' in run) return 'strong';
  if ('code' in run) return `code ${run.code}`;
  if ('email' in run) return `email ${run.email}`;
  if ('to' in run) return `link to ${run.to}`;
  return `link href ${run.href}`;
}

const textShape = (text: RichText) => text.map(runShape).filter((run) => run !== null);

function blockShape(block: TrustBlock): unknown {
  if ('p' in block) return { p: textShape(block.p) };
  if ('ul' in block) return { ul: block.ul.map(textShape) };
  if ('h3' in block) return 'h3';
  if ('table' in block) return { head: block.table.head.map(textShape), rows: block.table.rows.map((row) => row.map(textShape)) };
  if ('example' in block) return { example: block.example };
  return { code: block.code };
}

/** A page without its words: its sections (with their anchors), blocks, lists, links, addresses and code, in order. */
function pageShape(page: TrustPageContent): unknown {
  return {
    documentTitle: page.documentTitle !== undefined,
    summary: page.summary?.map(blockShape),
    sections: page.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(blockShape) })),
  };
}

/** Every string a page shows, for comparing words. */
function texts(page: TrustPageContent): string[] {
  return JSON.stringify(page)
    .match(/"(?:[^"\\]|\\.)*"/g)!
    .map((s) => JSON.parse(s) as string);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const hasOnly = (value: object, keys: string[]) => Object.keys(value).sort().join() === [...keys].sort().join();

/** What is wrong with a run, as TrustPageContent's `Inline` defines runs (JSON is not type-checked). */
function runProblem(run: unknown): string | null {
  if (isString(run)) return null;
  if (typeof run !== 'object' || run === null) return `not a run: ${JSON.stringify(run)}`;
  const r = run as Record<string, unknown>;
  const ok =
    (hasOnly(r, ['strong']) && isString(r.strong)) ||
    (hasOnly(r, ['code']) && isString(r.code)) ||
    (hasOnly(r, ['email']) && r.email === 'team') ||
    (hasOnly(r, ['link', 'to']) && isString(r.link) && isString(r.to) && r.to.startsWith('/')) ||
    (hasOnly(r, ['link', 'href']) && isString(r.link) && isString(r.href));
  return ok ? null : `not a run: ${JSON.stringify(run)}`;
}

const textProblems = (text: unknown): string[] => (Array.isArray(text) ? text.map(runProblem).filter(isString) : [`not a line: ${JSON.stringify(text)}`]);

/** What is wrong with a block, as `TrustBlock` defines blocks. */
function blockProblems(block: Record<string, unknown>): string[] {
  if (hasOnly(block, ['p'])) return textProblems(block.p);
  if (hasOnly(block, ['ul']) && Array.isArray(block.ul)) return block.ul.flatMap(textProblems);
  if (hasOnly(block, ['h3']) && isString(block.h3)) return [];
  if (hasOnly(block, ['code', 'label']) && isString(block.code) && isString(block.label)) return [];
  if (hasOnly(block, ['example', 'label']) && isString(block.example) && block.example in DEVELOPER_EXAMPLES && isString(block.label)) return [];
  if (hasOnly(block, ['table'])) {
    const table = block.table as { head: unknown[]; rows: unknown[][] };
    return [...table.head.flatMap(textProblems), ...table.rows.flatMap((row) => row.flatMap(textProblems))];
  }
  return [`not a block: ${JSON.stringify(block).slice(0, 120)}`];
}

/** What is wrong with a page file, as `TrustPageContent` defines a page. */
function pageProblems(page: TrustPageContent): string[] {
  const p = page as unknown as Record<string, unknown>;
  const top = Object.keys(p).filter((key) => !['title', 'documentTitle', 'lead', 'description', 'summary', 'sections'].includes(key));
  return [
    ...top.map((key) => `unknown field ${key}`),
    ...(['title', 'lead', 'description'] as const).filter((key) => !isString(page[key])).map((key) => `${key} is not text`),
    ...(page.summary ?? []).flatMap((block) => blockProblems(block as Record<string, unknown>)),
    ...page.sections.flatMap((section) => [
      ...(isString(section.heading) ? [] : ['a section without heading']),
      ...section.blocks.flatMap((block) => blockProblems(block as Record<string, unknown>)),
    ]),
  ];
}

describe('trust page translations', () => {
  it.each(Object.keys(ENGLISH) as TrustPageName[])('en %s is a TrustPageContent (its JSON is not type-checked)', (page) => {
    expect(pageProblems(ENGLISH[page])).toEqual([]);
  });

  it('refuses a file with a run or a block of no known kind', () => {
    const broken = { ...ENGLISH.contact, sections: [{ heading: 'x', blocks: [{ p: [{ bold: 'x' }] }, { quote: 'x' }] }] };
    expect(pageProblems(broken as unknown as TrustPageContent)).toEqual(['not a run: {"bold":"x"}', 'not a block: {"quote":"x"}']);
  });

  const cases = TRANSLATED.flatMap((locale) => (Object.keys(ENGLISH) as TrustPageName[]).map((page) => [locale, page] as const));

  it.each(cases)('%s %s has the shape of the English page: sections, anchors, blocks, links, addresses and code', async (locale, page) => {
    const translated = await loadTrustContent(page, locale);
    expect(translated).not.toBeNull();
    expect(pageProblems(translated!)).toEqual([]);
    expect(pageShape(translated!)).toEqual(pageShape(ENGLISH[page]));
  });

  it.each(cases)('%s %s is translated: its title and sections differ from the English ones', async (locale, page) => {
    const translated = (await loadTrustContent(page, locale))!;
    const english = ENGLISH[page];
    expect(translated.description).not.toBe(english.description);
    expect(translated.lead).not.toBe(english.lead);
    // A heading may be the same word ('Photos', 'Pagination' in French), most are not.
    const headings = new Set(english.sections.map((section) => section.heading));
    expect(translated.sections.filter((section) => headings.has(section.heading)).length).toBeLessThan(english.sections.length / 2);
    // No long English sentence left behind (code and names excepted: they are short or identical in every language).
    const englishSentences = new Set(texts(english).filter((text) => text.length > 60 && !text.includes('\n')));
    expect(texts(translated).filter((text) => englishSentences.has(text))).toEqual([]);
  });
});
