import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { RemovalTargetType } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { ButtonLink } from '../../../ui/Button';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RemovalRequestForm } from '../forms/RemovalRequestForm';
import { useSubmitRemovalRequest } from '../hooks/useRemovalRequests';

const StyledNarrow = styled.div`
  max-width: 40rem;
  width: 100%;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledSuccess = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledSuccessTitle = styled.h2`
  font-size: 1.25rem;
  font-weight: 700;
`;

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
  'Ask Tea to remove a profile, a report or a photo. Anyone can send a request, signed in or not; requests about a minor or an intimate image hide the content at once.';

/** /removal-request: anyone, signed in or not, may ask for a profile, a report or a photo to be removed (SAFETY 12). */
export function RemovalRequestRoute() {
  const [params] = useSearchParams();
  const submit = useSubmitRemovalRequest();
  const [receipt, setReceipt] = useState<{ contentHidden: boolean } | null>(null);
  useDocumentTitle(pageTitle('Request a removal'), REMOVAL_DESCRIPTION);
  return (
    <StyledPage>
      <StyledNarrow>
        <PageHeader
          title="Request removal"
          description="Anyone can ask us to remove a profile, a report or a photo. Requests about a minor or an intimate image hide the content at once until we decide."
        />
        <StyledCard>
          {receipt ? (
            <StyledSuccess role="status">
              <StyledSuccessTitle>Your request was received</StyledSuccessTitle>
              <p>We sent an acknowledgement to your e-mail address. You will receive our decision and its reasons there.</p>
              {receipt.contentHidden && <p>The content is hidden from the public until an administrator has decided.</p>}
              <ButtonLink to="/" variant="outline">
                Back to Browse
              </ButtonLink>
            </StyledSuccess>
          ) : (
            <RemovalRequestForm
              initialTarget={targetFrom(params)}
              onSubmit={async (input) => {
                try {
                  const result = await submit(input);
                  setReceipt({ contentHidden: result.contentHidden });
                } catch (error) {
                  throw new Error(errorMessage(error) ?? 'Your request could not be sent. Please try again.', { cause: error });
                }
              }}
            />
          )}
        </StyledCard>
      </StyledNarrow>
    </StyledPage>
  );
}
