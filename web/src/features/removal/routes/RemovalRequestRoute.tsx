import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemovalReason, RemovalTargetType } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { ButtonLink } from '../../../ui/Button';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { StyledRemovalNarrow, StyledRemovalOutcome, StyledRemovalOutcomeTitle } from '../components/RemovalPageParts';
import { RemovalRequestForm } from '../forms/RemovalRequestForm';
import { useSubmitRemovalRequest } from '../hooks/useSubmitRemovalRequest';

/** The target from ?profile=ID, ?report=ID or ?image=ID (profile when none is given). */
function targetFrom(params: URLSearchParams): { targetType: RemovalTargetType; targetId: string } {
  for (const [key, type] of [
    ['report', 'REPORT'],
    ['image', 'IMAGE'],
    ['profile', 'PROFILE'],
  ] as const) {
    const id = params.get(key);
    if (id) return { targetType: type as RemovalTargetType, targetId: id };
  }
  return { targetType: 'PROFILE' as RemovalTargetType, targetId: '' };
}

const REMOVAL_DESCRIPTION =
  'Ask Tea to remove a profile, a report or a photo. Anyone can send a request, signed in or not; requests about a minor or an intimate image hide the content once confirmed by e-mail.';

/** Reasons whose request hides the content as soon as the sender confirms it. */
const HIDING_REASONS: readonly RemovalReason[] = ['MINOR', 'INTIMATE_IMAGE'] as RemovalReason[];

type Receipt = { contactEmail: string; hidesOnConfirm: boolean };

/** /removal-request: anyone, signed in or not, may ask for a profile, a report or a photo to be removed (SAFETY 12). */
export function RemovalRequestRoute() {
  const [params] = useSearchParams();
  const submit = useSubmitRemovalRequest();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  useDocumentTitle(pageTitle('Request a removal'), REMOVAL_DESCRIPTION);
  return (
    <StyledPage>
      <StyledRemovalNarrow>
        <PageHeader
          title="Request removal"
          description="Anyone can ask us to remove a profile, a report or a photo. Requests about a minor or an intimate image hide the content until we decide, as soon as you confirm them from your e-mail."
        />
        <StyledCard>
          {receipt ? (
            <StyledRemovalOutcome role="status" aria-labelledby="removal-received-title">
              <StyledRemovalOutcomeTitle id="removal-received-title">Your request was received</StyledRemovalOutcomeTitle>
              <p>
                Check your e-mail: we sent a link to {receipt.contactEmail}. Please open it to confirm your request. You will receive our decision and its
                reasons there.
              </p>
              {receipt.hidesOnConfirm && <p>The content is hidden as soon as you confirm.</p>}
              <ButtonLink to="/" variant="outline">
                Back to Browse
              </ButtonLink>
            </StyledRemovalOutcome>
          ) : (
            <RemovalRequestForm
              initialTarget={targetFrom(params)}
              onSubmit={async (input) => {
                try {
                  await submit(input);
                  setReceipt({ contactEmail: input.contactEmail, hidesOnConfirm: HIDING_REASONS.includes(input.reason) });
                } catch (error) {
                  throw new Error(errorMessage(error) ?? 'Your request could not be sent. Please try again.', { cause: error });
                }
              }}
            />
          )}
        </StyledCard>
      </StyledRemovalNarrow>
    </StyledPage>
  );
}
