import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/errors';
import { ButtonLink } from '../../../ui/Button';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { StyledRemovalNarrow, StyledRemovalOutcome, StyledRemovalOutcomeTitle } from '../components/RemovalPageParts';
import { useConfirmRemovalRequest } from '../hooks/useConfirmRemovalRequest';

const MISSING_TOKEN = 'This confirmation link is incomplete. Please open the link from the e-mail again, or send a new request.';

type ConfirmState = { kind: 'working' } | { kind: 'confirmed'; contentHidden: boolean } | { kind: 'failed'; message: string };

/**
 * /removal-request/confirm?token=...: the link e-mailed to the sender of a removal request. Sends the token once (a used
 * token is refused, so a development double effect must not send it twice) and says what happens next: a request about
 * a minor or an intimate image hides the content until a moderator decides.
 */
export function ConfirmRemovalRequestRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmRemovalRequest();
  const [state, setState] = useState<ConfirmState>(token ? { kind: 'working' } : { kind: 'failed', message: MISSING_TOKEN });
  const sent = useRef<string | null>(null);
  useDocumentTitle(pageTitle('Confirm your removal request'), 'Confirm the removal request you sent to Tea.');

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm(token).then(
      (receipt) => setState({ kind: 'confirmed', contentHidden: receipt.contentHidden }),
      (error: unknown) => setState({ kind: 'failed', message: errorMessage(error) ?? 'Your request could not be confirmed. Please try again.' }),
    );
  }, [confirm, token]);

  return (
    <StyledPage>
      <StyledRemovalNarrow>
        <PageHeader title="Confirm your removal request" />
        <StyledCard>
          {state.kind === 'working' && (
            <StyledRemovalOutcome role="status" aria-labelledby="removal-confirm-title">
              <Spinner label="Confirming your request" />
              <StyledRemovalOutcomeTitle id="removal-confirm-title">Confirming your request...</StyledRemovalOutcomeTitle>
            </StyledRemovalOutcome>
          )}
          {state.kind === 'confirmed' && (
            <StyledRemovalOutcome role="status" aria-labelledby="removal-confirm-title">
              <StyledRemovalOutcomeTitle id="removal-confirm-title">Your request is confirmed</StyledRemovalOutcomeTitle>
              <p>
                {state.contentHidden ? 'The content is hidden until a moderator has decided.' : 'Our moderators will review it and e-mail you the decision.'}
              </p>
              <ButtonLink to="/" variant="outline">
                Back to Browse
              </ButtonLink>
            </StyledRemovalOutcome>
          )}
          {state.kind === 'failed' && (
            <StyledRemovalOutcome role="alert" aria-labelledby="removal-confirm-title">
              <StyledRemovalOutcomeTitle id="removal-confirm-title">We could not confirm your request</StyledRemovalOutcomeTitle>
              <p>{state.message}</p>
              <ButtonLink to="/removal-request" variant="outline">
                Back to the removal request form
              </ButtonLink>
            </StyledRemovalOutcome>
          )}
        </StyledCard>
      </StyledRemovalNarrow>
    </StyledPage>
  );
}
