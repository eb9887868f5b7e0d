import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle, StyledCenteredCard } from '../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';

const StyledNotFoundCard = styled(StyledCard)`
  max-width: 32rem;
  width: 100%;
`;

const StyledCode = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875em;
  padding: 0.125rem 0.375rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  margin-top: 1.5rem;
`;

/** Any path the router does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const intl = useIntl();
  useDocumentTitle(
    pageTitle(intl.formatMessage({ id: 'errors.notFound.documentTitle', defaultMessage: 'Page not found', description: 'Tab title of an unknown path.' })),
  );
  return (
    <StyledCenteredCard>
      <StyledNotFoundCard>
        <StyledCardTitle as="h1">
          <FormattedMessage id="errors.notFound.title" defaultMessage="404 Page Not Found" description="Heading of an unknown path." />
        </StyledCardTitle>
        <StyledCardDescription>
          <FormattedMessage
            id="errors.notFound.text"
            defaultMessage="No screen is registered for <code>{pathname}</code>. Did you forget to add the page to the router? Routes live in <code>web/src/app/router.tsx</code>."
            description="Text of an unknown path; the file path stays as it is."
            values={{ pathname, code: (chunks: ReactNode[]) => <StyledCode>{chunks}</StyledCode> }}
          />
        </StyledCardDescription>
        <StyledActions>
          <ButtonLink to="/">
            <FormattedMessage id="errors.goHome" defaultMessage="Go Home" description="Button to the home page." />
          </ButtonLink>
        </StyledActions>
      </StyledNotFoundCard>
    </StyledCenteredCard>
  );
}
