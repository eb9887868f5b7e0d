import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button, ButtonLink } from '../../../ui/Button';
import { StyledCard, StyledCardDescription, StyledCardTitle } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { isUnlockLinkError, useUnlockAccount } from '../hooks/useUnlockAccount';

const StyledNarrow = styled.div`
  max-width: 28rem;
  width: 100%;
  margin: 0 auto;
`;

const StyledPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const UNLOCK_DESCRIPTION = 'Unlock sign-in to your Tea account with the link we e-mailed you.';

type UnlockState = 'ready' | 'busy' | 'done' | 'bad-link' | 'failed';

/**
 * /unlock-account?token=...: the link e-mailed when her account was locked after many failed sign-ins. One button
 * posts the token (a mail scanner that opens the link unlocks nothing); then she signs in with her password.
 */
export function UnlockAccountRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useUnlockAccount();
  const [state, setState] = useState<UnlockState>(token ? 'ready' : 'bad-link');
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = useId();
  useDocumentTitle(pageTitle('Unlock your account'), UNLOCK_DESCRIPTION);

  const submit = async () => {
    setState('busy');
    try {
      await unlock(token);
      setState('done');
    } catch (error) {
      setProblem(errorMessage(error) ?? 'Please try again.');
      setState(isUnlockLinkError(error) ? 'bad-link' : 'failed');
    }
  };

  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader title="Unlock your account" />
        <StyledCard>
          {(state === 'ready' || state === 'busy' || state === 'failed') && (
            <StyledPanel aria-labelledby={titleId}>
              <StyledCardTitle id={titleId}>Sign-in was locked to protect your account</StyledCardTitle>
              <StyledCardDescription>Someone tried many wrong passwords for your account. Unlock it, then sign in with your password.</StyledCardDescription>
              {state === 'failed' && <StyledCardDescription role="alert">{problem}</StyledCardDescription>}
              <Button size="lg" fullWidth onClick={submit} disabled={state === 'busy'}>
                Unlock my account
              </Button>
            </StyledPanel>
          )}
          {state === 'done' && (
            <StyledPanel role="status" aria-labelledby={titleId}>
              <StyledCardTitle id={titleId}>Your account is unlocked</StyledCardTitle>
              <StyledCardDescription>You can sign in with your password now.</StyledCardDescription>
              <ButtonLink to="/auth" size="lg" fullWidth>
                Sign In
              </ButtonLink>
            </StyledPanel>
          )}
          {state === 'bad-link' && (
            <StyledPanel role="alert" aria-labelledby={titleId}>
              <StyledCardTitle id={titleId}>This link has expired or was already used</StyledCardTitle>
              <StyledCardDescription>
                {problem ?? 'An unlock link works once and for 24 hours.'} Signing in with your password e-mails you a new one while your account is locked.
              </StyledCardDescription>
              <ButtonLink to="/auth" size="lg" fullWidth>
                Sign In
              </ButtonLink>
            </StyledPanel>
          )}
        </StyledCard>
      </StyledNarrow>
    </StyledPage>
  );
}
