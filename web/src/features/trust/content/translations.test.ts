import type { Locale } from '../../../i18n/locale';
import { contact } from './en/contact';
import { developers } from './en/developers';
import { guidelines } from './en/guidelines';
import { moderation } from './en/moderation';
import { privacy } from './en/privacy';
import { terms } from './en/terms';
import { loadTrustContent, type TranslatedLocale, type TrustPageName } from './translations';
import type { Inline, RichText, TrustBlock, TrustPageContent } from './trust-content';

const ENGLISH: Record<TrustPageName, TrustPageContent> = { guidelines, moderation, privacy, terms, contact, developers };
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

describe('trust page translations', () => {
  const cases = TRANSLATED.flatMap((locale) => (Object.keys(ENGLISH) as TrustPageName[]).map((page) => [locale, page] as const));

  it.each(cases)('%s %s has the shape of the English page: sections, anchors, blocks, links, addresses and code', async (locale, page) => {
    const translated = await loadTrustContent(page, locale);
    expect(translated).not.toBeNull();
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
