import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Grid } from '../../../../ui/Stack';

/** A search/filter row above an admin list; wraps on phones. */
export const StyledToolbar = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1rem;

  > input {
    flex: 1 1 14rem;
  }

  > select {
    flex: 0 1 12rem;
    width: auto;
  }
`;

/** A responsive grid of admin cards: one column on phones, up to three on wide screens. */
export const StyledCardGrid = styled(Grid).attrs({ $columns: 1, $medium: 2, $wide: 3 })``;

/** One item of an admin list (a report, a user, a request). */
export const StyledItemCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.125rem;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

export const StyledItemTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
  margin-right: 0.25rem;
  overflow-wrap: anywhere;
`;

export const StyledItemMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.mutedForeground};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A decision, a note or a ban reason on an item. */
export const StyledItemNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  padding: 0.375rem 0.625rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.muted};
`;

export const StyledItemActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

export const StyledCaseTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;
`;

/** The facts of a decision card: label and value side by side. */
export const StyledCaseFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 0.75rem;
  margin: 0.5rem 0;
  font-size: ${({ theme }) => theme.fontSizes.body};

  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Centres 'Load more' under a list. */
export const StyledLoadMore = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 1rem;
`;

/** Facts about a case as a two-column term/description list (report details, ID documents). */
export const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.375rem 1rem;
  margin: 0 0 1rem;
  font-size: ${({ theme }) => theme.fontSizes.body};

  dt {
    color: ${({ theme }) => theme.colors.mutedForeground};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export type FactProps = { label: ReactNode; children: ReactNode };

/** One fact of a case as a term and its description, inside StyledCaseFacts or StyledDetails. */
export function Fact({ label, children }: FactProps) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
