import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessage } from '../../../shared/errors';
import { Button } from '../../../ui/Button';
import { StyledCardDescription } from '../../../ui/Card';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { LinkPage, LinkPanel, SignInButtonLink } from '../components/LinkPage';
import { isUnlockLinkError, useUnlockAccount } from '../hooks/useUnlockAccount';

const badLinkMessage = defineMessage<{ reason: string }>({
  id: 'auth.unlock.badLink',
  defaultMessage: '{reason} Signing in with your password e-mails you a new one while your account is locked.',
  description: "reason: the API's refusal of the link, else auth.unlock.linkRule.",
});

const messages = defineMessages({
  title: { id: 'auth.unlock.title', defaultMessage: 'Unlock your account' },
  metaDescription: { id: 'auth.unlock.metaDescription', defaultMessage: 'Unlock sign-in to your Tea account with the link we e-mailed you.' },
  tryAgainText: { id: 'auth.unlock.tryAgainText', defaultMessage: 'Please try again.' },
  lockedTitle: { id: 'auth.unlock.lockedTitle', defaultMessage: 'Sign-in was locked to protect your account' },
  locked: {
    id: 'auth.unlock.locked',
    defaultMessage: 'Someone tried many wrong passwords for your account. Unlock it, then sign in with your password.',
  },
  doneTitle: { id: 'auth.unlock.doneTitle', defaultMessage: 'Your account is unlocked' },
  done: { id: 'auth.unlock.done', defaultMessage: 'You can sign in with your password now.' },
  badLinkTitle: { id: 'auth.unlock.badLinkTitle', defaultMessage: 'This link has expired or was already used' },
  linkRule: { id: 'auth.unlock.linkRule', defaultMessage: 'An unlock link works once and for 24 hours.' },
});

type UnlockState = 'ready' | 'busy' | 'done' | 'bad-link' | 'failed';

/**
 * /unlock-account?token=...: the link e-mailed when her account was locked after many failed sign-ins. One button
 * posts the token (a mail scanner that opens the link unlocks nothing); then she signs in with her password.
 */
export function UnlockAccountRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unlock = useUnlockAccount();
  const [state, setState] = useState<UnlockState>(token ? 'ready' : 'bad-link');
  const [problem, setProblem] = useState<string | null>(null);
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)), intl.formatMessage(messages.metaDescription));

  const submit = async () => {
    setState('busy');
    try {
      await unlock(token);
      setState('done');
    } catch (error) {
      setProblem(errorMessage(error) ?? intl.formatMessage(messages.tryAgainText));
      setState(isUnlockLinkError(error) ? 'bad-link' : 'failed');
    }
  };

  return (
    <LinkPage title={intl.formatMessage(messages.title)}>
      {(state === 'ready' || state === 'busy' || state === 'failed') && (
        <LinkPanel title={intl.formatMessage(messages.lockedTitle)} description={intl.formatMessage(messages.locked)}>
          {state === 'failed' && <StyledCardDescription role="alert">{problem}</StyledCardDescription>}
          <Button size="lg" fullWidth onClick={submit} disabled={state === 'busy'}>
            <FormattedMessage id="auth.unlock.unlock" defaultMessage="Unlock my account" />
          </Button>
        </LinkPanel>
      )}
      {state === 'done' && (
        <LinkPanel role="status" title={intl.formatMessage(messages.doneTitle)} description={intl.formatMessage(messages.done)}>
          <SignInButtonLink />
        </LinkPanel>
      )}
      {state === 'bad-link' && (
        <LinkPanel
          role="alert"
          title={intl.formatMessage(messages.badLinkTitle)}
          description={intl.formatMessage(badLinkMessage, { reason: problem ?? intl.formatMessage(messages.linkRule) })}
        >
          <SignInButtonLink />
        </LinkPanel>
      )}
    </LinkPage>
  );
}
