import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FormattedMessage } from 'react-intl';
import { ButtonLink } from '../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';

const StyledNarrow = styled.div`
  max-width: 28rem;
  width: 100%;
  margin: 0 auto;
`;

/** A panel of a link page's card: its title, its text and its button one under the other. */
export const StyledLinkPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export type LinkPageProps = { title: string; description?: ReactNode; children: ReactNode };

/** A page an e-mailed link opens (confirm the address, reset the password, unlock): a narrow column with one card. */
export function LinkPage({ title, description, children }: LinkPageProps) {
  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader title={title} description={description} />
        <StyledCard>{children}</StyledCard>
      </StyledNarrow>
    </StyledPage>
  );
}

export type LinkPanelProps = {
  /** 'status' for an outcome, 'alert' for a problem. */
  role?: 'status' | 'alert';
  title: string;
  description?: ReactNode;
  /** What follows the text: a message, the button. */
  children?: ReactNode;
  className?: string;
};

/** One state of a link page: a section named by its title, its text, then its button. */
export function LinkPanel({ role, title, description, children, className }: LinkPanelProps) {
  const titleId = useId();
  return (
    <StyledLinkPanel className={className} role={role} aria-labelledby={titleId}>
      <StyledCardTitle id={titleId}>{title}</StyledCardTitle>
      {description && <StyledCardDescription>{description}</StyledCardDescription>}
      {children}
    </StyledLinkPanel>
  );
}

/** The full-width 'Sign In' button of a link page. */
export function SignInButtonLink() {
  return (
    <ButtonLink to="/auth" size="lg" fullWidth>
      <FormattedMessage id="auth.linkPage.signIn" defaultMessage="Sign In" />
    </ButtonLink>
  );
}
