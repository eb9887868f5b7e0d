import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

export const StyledPage = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 1.5rem 1rem 2.5rem;

  ${({ theme }) => theme.media.medium} {
    padding: 2rem 1.5rem 3rem;
  }
`;

/**
 * A page of forms or cards (settings, add a person, my profile): a narrower column, centred, so that on a wide screen
 * the header and the cards do not sit pinned to the left of an empty 72rem column.
 */
export const StyledNarrowPage = styled(StyledPage)`
  max-width: min(${({ theme }) => theme.layout.contentMaxWidth}, 52rem);
`;

const StyledPageHeader = styled.header`
  margin-bottom: 1.5rem;
`;

const StyledPageTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: 800;
  letter-spacing: -0.01em;

  ${({ theme }) => theme.media.medium} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const StyledPageDescription = styled.p`
  margin-top: 0.5rem;
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledNotice = styled.p`
  padding: 1rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.muted};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export type PageHeaderProps = { title: string; description?: ReactNode };

export function PageHeader({ title, description }: PageHeaderProps) {
  return (
    <StyledPageHeader>
      <StyledPageTitle>{title}</StyledPageTitle>
      {description && <StyledPageDescription>{description}</StyledPageDescription>}
    </StyledPageHeader>
  );
}

export type NotAvailableYetProps = { children?: ReactNode };

/** The honest line on screens whose content a later release builds. */
export function NotAvailableYet({ children }: NotAvailableYetProps) {
  return (
    <StyledNotice>
      {children ?? (
        <FormattedMessage
          id="ui.page.notAvailableYet"
          defaultMessage="This screen is not available yet."
          description="Notice on a screen whose content a later release builds."
        />
      )}
    </StyledNotice>
  );
}
