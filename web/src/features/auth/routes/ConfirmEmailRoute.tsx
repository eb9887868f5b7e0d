import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
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

const welcomeMessage = defineMessage<{ name: string }>({ id: 'auth.confirmEmail.welcome', defaultMessage: 'Welcome to the community, {name}!' });

const messages = defineMessages({
  title: { id: 'auth.confirmEmail.title', defaultMessage: 'Confirm your e-mail' },
  description: { id: 'auth.confirmEmail.description', defaultMessage: 'Confirm the e-mail address of your new Tea account.' },
  created: { id: 'auth.confirmEmail.created', defaultMessage: 'Account created successfully!' },
  tryAgainText: { id: 'auth.confirmEmail.tryAgainText', defaultMessage: 'Please try again.' },
  confirming: { id: 'auth.confirmEmail.confirming', defaultMessage: 'Confirming your e-mail address' },
  badLinkTitle: { id: 'auth.confirmEmail.badLinkTitle', defaultMessage: 'This link has expired or was already used' },
  badLink: {
    id: 'auth.confirmEmail.badLink',
    defaultMessage:
      'A confirmation link works once and for 48 hours, and only the newest one we sent. Sign in with your username and password: we will e-mail you a new link. If your address is already confirmed, signing in simply signs you in.',
  },
  failedTitle: { id: 'auth.confirmEmail.failedTitle', defaultMessage: 'We could not confirm your e-mail address' },
});

type ConfirmState = { kind: 'working' } | { kind: 'bad-link' } | { kind: 'failed'; message: string };

/**
 * /confirm-email?token=...: the link e-mailed at sign-up. Sends the token once; the API confirms the address and signs
 * her in, and she lands on `/` (greeted as a new member). A wrong, expired or used link says so and how to get a new one (sign in with her
 * password); another failure (the network, the server) offers to try again.
 */
export function ConfirmEmailRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmEmail = useConfirmEmail();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, setState] = useState<ConfirmState>(token ? { kind: 'working' } : { kind: 'bad-link' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);
  const titleId = useId();
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)), intl.formatMessage(messages.description));

  useEffect(() => {
    // Once per attempt (a development double render must not use the link up twice).
    if (!token || sent.current === attempt) return;
    sent.current = attempt;
    confirmEmail(token).then(
      (user) => {
        // SPEC's sign-up toast: the account is created (able to act) once her address is confirmed.
        toast({
          title: intl.formatMessage(messages.created),
          description: intl.formatMessage(welcomeMessage, { name: user.firstName || user.username }),
        });
        navigate('/', { replace: true, state: { newMember: true } });
      },
      (error: unknown) => {
        if (isConfirmLinkError(error)) setState({ kind: 'bad-link' });
        else setState({ kind: 'failed', message: errorMessage(error) ?? intl.formatMessage(messages.tryAgainText) });
      },
    );
  }, [attempt, confirmEmail, intl, navigate, toast, token]);

  return (
    <LinkPage title={intl.formatMessage(messages.title)}>
      {state.kind === 'working' && (
        <StyledWorking role="status" aria-labelledby={titleId}>
          <Spinner label={intl.formatMessage(messages.confirming)} />
          <StyledCardTitle id={titleId}>
            <FormattedMessage id="auth.confirmEmail.confirmingTitle" defaultMessage="Confirming your e-mail address..." />
          </StyledCardTitle>
        </StyledWorking>
      )}
      {state.kind === 'bad-link' && (
        <LinkPanel role="alert" title={intl.formatMessage(messages.badLinkTitle)} description={intl.formatMessage(messages.badLink)}>
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state.kind === 'failed' && (
        <LinkPanel role="alert" title={intl.formatMessage(messages.failedTitle)} description={state.message}>
          <Button
            size="lg"
            fullWidth
            onClick={() => {
              setState({ kind: 'working' });
              setAttempt((n) => n + 1);
            }}
          >
            <FormattedMessage id="auth.confirmEmail.tryAgain" defaultMessage="Try again" />
          </Button>
        </LinkPanel>
      )}
    </LinkPage>
  );
}
