import type { ReactNode } from 'react';
import styled from 'styled-components';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ButtonLink } from '../../../ui/Button';
import { GuardCard, StyledCenteredCard } from '../../../ui/Card';
import { CenteredSpinner } from '../../../ui/Spinner';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { signInPathFor } from '../return-path';
import { useHerePath } from './RedirectToSignIn';

const StyledGuardCard = styled(GuardCard)`
  width: 100%;
  max-width: 26rem;
`;

const StyledActions = styled.div`
  margin-top: 0.75rem;
  width: 100%;
`;

const messages = defineMessages({
  checking: { id: 'auth.guard.checking', defaultMessage: 'Checking your sign-in' },
  title: { id: 'auth.guard.title', defaultMessage: 'Authentication Required' },
  description: { id: 'auth.guard.description', defaultMessage: 'Please sign in to access this feature.' },
});

export type RequireAuthProps = { children: ReactNode };

/**
 * The sign-in guard (SPEC §2): a centred spinner while the user loads, the content for a signed-in member,
 * otherwise the 'Authentication Required' card with a link to /auth, which brings her back here once signed in.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const intl = useIntl();
  const { user, loading } = useCurrentUser();
  const here = useHerePath();
  if (loading) return <CenteredSpinner label={intl.formatMessage(messages.checking)} />;
  if (user) return <>{children}</>;
  return (
    <StyledCenteredCard>
      <StyledGuardCard title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)}>
        <StyledActions>
          <ButtonLink to={signInPathFor(here)} fullWidth>
            <FormattedMessage id="auth.guard.signIn" defaultMessage="Sign In" />
          </ButtonLink>
        </StyledActions>
      </StyledGuardCard>
    </StyledCenteredCard>
  );
}
