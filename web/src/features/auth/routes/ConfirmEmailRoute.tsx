import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledCardTitle } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { useToast } from '../../../ui/toast/useToast';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LinkPage, LinkPanel, SignInButtonLink, StyledLinkPanel } from '../components/LinkPage';
import { isConfirmLinkError, useConfirmEmail } from '../hooks/useConfirmEmail';

const StyledWorking = styled(StyledLinkPanel)`
  align-items: center;
  text-align: center;
`;

type ConfirmState = { kind: 'working' } | { kind: 'bad-link' } | { kind: 'failed'; message: string };

/**
 * /confirm-email?token=...: the link e-mailed at sign-up. Sends the token once; the API confirms the address and signs
 * her in, and she lands on `/` (greeted as a new member). A wrong, expired or used link says so and how to get a new one (sign in with her
 * password); another failure (the network, the server) offers to try again.
 */
export function ConfirmEmailRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmEmail = useConfirmEmail();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<ConfirmState>(token ? { kind: 'working' } : { kind: 'bad-link' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);
  const titleId = useId();
  useDocumentTitle(pageTitle('Confirm your e-mail'), 'Confirm the e-mail address of your new Tea account.');

  useEffect(() => {
    // Once per attempt (a development double render must not use the link up twice).
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    confirmEmail(token).then(
      (user) => {
        // SPEC's sign-up toast: the account is created (able to act) once her address is confirmed.
        toast({ title: 'Account created successfully!', description: `Welcome to the community, ${user.firstName || user.username}!` });
        navigate('/', { replace: true, state: { newMember: true } });
      },
      (error: unknown) => {
        if (isConfirmLinkError(error)) setState({ kind: 'bad-link' });
        else setState({ kind: 'failed', message: errorMessage(error) ?? 'Please try again.' });
      },
    );
  }, [attempt, confirmEmail, navigate, toast, token]);

  return (
    <LinkPage title="Confirm your e-mail">
      {state.kind === 'working' && (
        <StyledWorking role="status" aria-labelledby={titleId}>
          <Spinner label="Confirming your e-mail address" />
          <StyledCardTitle id={titleId}>Confirming your e-mail address...</StyledCardTitle>
        </StyledWorking>
      )}
      {state.kind === 'bad-link' && (
        <LinkPanel
          role="alert"
          title="This link has expired or was already used"
          description="A confirmation link works once and for 48 hours, and only the newest one we sent. Sign in with your username and password: we will e-mail you a new link. If your address is already confirmed, signing in simply signs you in."
        >
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state.kind === 'failed' && (
        <LinkPanel role="alert" title="We could not confirm your e-mail address" description={state.message}>
          <Button
            size="lg"
            fullWidth
            onClick={() => {
              setState({ kind: 'working' });
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
        </LinkPanel>
      )}
    </LinkPage>
  );
}
