import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import type { RichText, TrustBlock, TrustPageContent } from '../content/trust-content';
import { DEVELOPER_EXAMPLES } from '../content/developers-examples';
import { CONTACT_EMAIL } from '../trust-pages';

const StyledNarrow = styled.div`
  width: 100%;
  max-width: 46rem;
  margin: 0 auto;
`;

/** Readable long text: h2 sections with paragraphs and lists, links underlined. */
export const StyledProse = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  line-height: 1.65;

  section {
    display: flex;
    flex-direction: column;
    gap: 0.75rem;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lead};
    font-weight: 700;
    margin-top: 0.5rem;
  }

  p,
  ul,
  ol {
    margin: 0;
  }

  ul,
  ol {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    padding-left: 1.25rem;
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
`;

/** The short version at the top of a trust page. */
export const StyledSummary = styled.div`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledCode = styled.pre`
  margin: 0;
  padding: 0.875rem 1rem;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.muted};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.5;
  white-space: pre;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.body};

  th,
  td {
    padding: 0.5rem 0.625rem;
    border-bottom: ${({ theme }) => theme.borders.hairline};
    text-align: left;
    vertical-align: top;
  }

  th {
    font-weight: 700;
  }
`;

export type TrustPageFrameProps = {
  /** The h1, also the start of the tab title ('Privacy - Tea'). */
  title: string;
  /** Overrides the tab title's first part when it differs from the h1. */
  documentTitle?: string;
  /** The line under the h1. */
  lead: ReactNode;
  /** The page's `<meta name="description">`. */
  description: string;
  children: ReactNode;
};

/** The frame of a public page about how Tea works (the trust pages, the transparency report): reachable without an account. */
export function TrustPageFrame({ title, documentTitle, lead, description, children }: TrustPageFrameProps) {
  useDocumentTitle(pageTitle(documentTitle ?? title), description);
  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader title={title} description={lead} />
        <StyledProse>{children}</StyledProse>
      </StyledNarrow>
    </StyledPage>
  );
}

/** A line of runs: text, bold, code, links and the team's address. */
function Rich({ text }: { text: RichText }) {
  return text.map((run, i) => {
    if (typeof run === 'string') return run;
    if ('strong' in run) return <strong key={i}>{run.strong}</strong>;
    if ('code' in run) return <code key={i}>{run.code}</code>;
    if ('email' in run)
      return (
        <a key={i} href={`mailto:${CONTACT_EMAIL}`}>
          {CONTACT_EMAIL}
        </a>
      );
    if ('to' in run)
      return (
        <Link key={i} to={run.to}>
          {run.link}
        </Link>
      );
    return (
      <a key={i} href={run.href}>
        {run.link}
      </a>
    );
  });
}

function Block({ block }: { block: TrustBlock }) {
  if ('p' in block)
    return (
      <p>
        <Rich text={block.p} />
      </p>
    );
  if ('ul' in block)
    return (
      <ul>
        {block.ul.map((item, i) => (
          <li key={i}>
            <Rich text={item} />
          </li>
        ))}
      </ul>
    );
  if ('h3' in block) return <h3>{block.h3}</h3>;
  if ('table' in block)
    return (
      <StyledTable>
        <thead>
          <tr>
            {block.table.head.map((cell, i) => (
              <th key={i} scope="col">
                <Rich text={cell} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) => (
                <td key={i}>
                  <Rich text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    );
  // A block of code, scrollable sideways on a phone, focusable so the keyboard can scroll it.
  return (
    <StyledCode tabIndex={0} aria-label={block.label}>
      <code>{'example' in block ? DEVELOPER_EXAMPLES[block.example] : block.code}</code>
    </StyledCode>
  );
}

function Blocks({ blocks }: { blocks: readonly TrustBlock[] }) {
  return blocks.map((block, i) => <Block key={i} block={block} />);
}

export type TrustPageProps = { content: TrustPageContent };

/**
 * A trust page (guidelines, moderation, privacy, terms, contact, developers) drawn from its content module
 * (content/<language>/<page>.json): the short version in a box, then one h2 section per entry, anchored at its id.
 */
export function TrustPage({ content }: TrustPageProps) {
  const { title, documentTitle, lead, description, summary, sections } = content;
  return (
    <TrustPageFrame title={title} documentTitle={documentTitle} lead={lead} description={description}>
      {summary && (
        <StyledSummary>
          <Blocks blocks={summary} />
        </StyledSummary>
      )}
      {sections.map((section) => (
        <section key={section.id ?? section.heading} id={section.id}>
          <h2>{section.heading}</h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </TrustPageFrame>
  );
}
