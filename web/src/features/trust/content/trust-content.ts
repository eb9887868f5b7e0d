import type { DeveloperExample } from './developers-examples';

/**
 * A trust page as data (issue 22): headings, paragraphs, lists, links, code and tables, with no markup and no code, so a
 * page in a language is one JSON file (content/<language>/<page>.json, see content/README.md) and one renderer
 * (components/TrustPage.tsx) draws them all. Section ids are stable anchors (statements of reasons link to
 * /guidelines#personal_information): never translate them.
 */

/** A run of text: plain, bold, code, a link inside the app (`to`), a link to a file or endpoint (`href`), or the team's address (trust-pages.ts). */
export type Inline = string | { strong: string } | { code: string } | { link: string; to: string } | { link: string; href: string } | { email: 'team' };

/** A line of text made of runs. */
export type RichText = readonly Inline[];

export type TrustBlock =
  | { p: RichText }
  | { ul: readonly RichText[] }
  | { h3: string }
  /** A block of code or shell commands; `label` names it for screen readers. */
  | { code: string; label: string }
  /** One of /developers' worked examples (developers-examples.ts: the same code in every language); `label` names it. */
  | { example: DeveloperExample; label: string }
  | { table: { head: readonly RichText[]; rows: readonly (readonly RichText[])[] } };

export type TrustSection = {
  /** The anchor (#id); stays the same in every language. */
  id?: string;
  heading: string;
  blocks: readonly TrustBlock[];
};

export type TrustPageContent = {
  /** The h1, also the start of the tab title ('Privacy - Tea'). */
  title: string;
  /** Overrides the tab title's first part when it differs from the h1. */
  documentTitle?: string;
  /** The line under the h1. */
  lead: string;
  /** The page's `<meta name="description">`. */
  description: string;
  /** The short version, in a box at the top. */
  summary?: readonly TrustBlock[];
  sections: readonly TrustSection[];
};

/**
 * A page's JSON as its content. JSON's inferred types are wider than these unions (a string where a literal is meant):
 * content/translations.test.ts checks every file's runs and blocks against this type at test time.
 */
export const asTrustPage = (json: unknown): TrustPageContent => json as TrustPageContent;
