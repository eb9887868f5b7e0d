import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';

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
    font-size: 1.25rem;
    font-weight: 700;
  }

  h3 {
    font-size: 1.0625rem;
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

export type TrustPageProps = {
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

/** A public page about how Tea works (guidelines, moderation, privacy, terms, contact): reachable without an account. */
export function TrustPage({ title, documentTitle, lead, description, children }: TrustPageProps) {
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
