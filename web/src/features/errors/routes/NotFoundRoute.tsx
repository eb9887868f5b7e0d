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
  useDocumentTitle(pageTitle('Page not found'));
  return (
    <StyledCenteredCard>
      <StyledNotFoundCard>
        <StyledCardTitle as="h1">404 Page Not Found</StyledCardTitle>
        <StyledCardDescription>
          No screen is registered for <StyledCode>{pathname}</StyledCode>. Did you forget to add the page to the router? Routes live in{' '}
          <StyledCode>web/src/app/router.tsx</StyledCode>.
        </StyledCardDescription>
        <StyledActions>
          <ButtonLink to="/">Go Home</ButtonLink>
        </StyledActions>
      </StyledNotFoundCard>
    </StyledCenteredCard>
  );
}
