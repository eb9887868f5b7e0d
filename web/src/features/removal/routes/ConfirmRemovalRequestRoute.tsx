import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/errors';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RemovalOutcome, StyledRemovalNarrow } from '../components/RemovalPageParts';
import { useConfirmRemovalRequest } from '../hooks/useConfirmRemovalRequest';

const messages = defineMessages({
  missingToken: {
    id: 'removal.confirm.missingToken',
    defaultMessage: 'This confirmation link is incomplete. Please open the link from the e-mail again, or send a new request.',
  },
  failed: { id: 'removal.confirm.failed', defaultMessage: 'Your request could not be confirmed. Please try again.' },
  title: { id: 'removal.confirm.title', defaultMessage: 'Confirm your removal request' },
  metaDescription: { id: 'removal.confirm.metaDescription', defaultMessage: 'Confirm the removal request you sent to Tea.' },
  confirming: { id: 'removal.confirm.confirming', defaultMessage: 'Confirming your request' },
});

type ConfirmState = { kind: 'working' } | { kind: 'confirmed'; contentHidden: boolean } | { kind: 'failed'; message: string };

/**
 * /removal-request/confirm?token=...: the link e-mailed to the sender of a removal request. Sends the token once (a used
 * token is refused, so a development double effect must not send it twice) and says what happens next: a request about
 * a minor or an intimate image hides the content until a moderator decides.
 */
export function ConfirmRemovalRequestRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmRemovalRequest();
  const [state, setState] = useState<ConfirmState>(token ? { kind: 'working' } : { kind: 'failed', message: intl.formatMessage(messages.missingToken) });
  const sent = useRef<string | null>(null);
  useDocumentTitle(pageTitle(intl.formatMessage(messages.title)), intl.formatMessage(messages.metaDescription));

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm(token).then(
      (receipt) => setState({ kind: 'confirmed', contentHidden: receipt.contentHidden }),
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error) ?? intl.formatMessage(messages.failed) }),
    );
  }, [confirm, token, intl]);

  return (
    <StyledPage>
      <StyledRemovalNarrow>
        <PageHeader title={intl.formatMessage(messages.title)} />
        <StyledCard>
          {state.kind === 'working' && (
            <RemovalOutcome
              role="status"
              titleId="removal-confirm-title"
              busy={<Spinner label={intl.formatMessage(messages.confirming)} />}
              title={<FormattedMessage id="removal.confirm.confirmingTitle" defaultMessage="Confirming your request..." />}
            />
          )}
          {state.kind === 'confirmed' && (
            <RemovalOutcome
              role="status"
              titleId="removal-confirm-title"
              title={<FormattedMessage id="removal.confirm.confirmed" defaultMessage="Your request is confirmed" />}
              next={{ to: '/', label: <FormattedMessage id="removal.confirm.backToBrowse" defaultMessage="Back to Browse" /> }}
            >
              <p>
                {state.contentHidden ? (
                  <FormattedMessage id="removal.confirm.hidden" defaultMessage="The content is hidden until a moderator has decided." />
                ) : (
                  <FormattedMessage id="removal.confirm.review" defaultMessage="Our moderators will review it and e-mail you the decision." />
                )}
              </p>
            </RemovalOutcome>
          )}
          {state.kind === 'failed' && (
            <RemovalOutcome
              role="alert"
              titleId="removal-confirm-title"
              title={<FormattedMessage id="removal.confirm.notConfirmed" defaultMessage="We could not confirm your request" />}
              next={{
                to: '/removal-request',
                label: <FormattedMessage id="removal.confirm.backToForm" defaultMessage="Back to the removal request form" />,
              }}
            >
              <p>{state.message}</p>
            </RemovalOutcome>
          )}
        </StyledCard>
      </StyledRemovalNarrow>
    </StyledPage>
  );
}
