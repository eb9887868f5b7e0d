import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledCardDescription } from '../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LinkPage, LinkPanel, SignInButtonLink } from '../components/LinkPage';
import { isUnlockLinkError, useUnlockAccount } from '../hooks/useUnlockAccount';

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
    <LinkPage title="Unlock your account">
      {(state === 'ready' || state === 'busy' || state === 'failed') && (
        <LinkPanel
          title="Sign-in was locked to protect your account"
          description="Someone tried many wrong passwords for your account. Unlock it, then sign in with your password."
        >
          {state === 'failed' && <StyledCardDescription role="alert">{problem}</StyledCardDescription>}
          <Button size="lg" fullWidth onClick={submit} disabled={state === 'busy'}>
            Unlock my account
          </Button>
        </LinkPanel>
      )}
      {state === 'done' && (
        <LinkPanel role="status" title="Your account is unlocked" description="You can sign in with your password now.">
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state === 'bad-link' && (
        <LinkPanel
          role="alert"
          title="This link has expired or was already used"
          description={
            <>{problem ?? 'An unlock link works once and for 24 hours.'} Signing in with your password e-mails you a new one while your account is locked.</>
          }
        >
          <SignInButtonLink />
        </LinkPanel>
      )}
    </LinkPage>
  );
}
