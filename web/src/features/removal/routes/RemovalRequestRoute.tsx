import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { RemovalReason, RemovalTargetType } from '../../../gql/graphql';
import { errorMessage } from '../../../shared/errors';
import { StyledCard } from '../../../ui/Card';
import { PageHeader, StyledPage } from '../../../ui/Page';
import { pageTitle, useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RemovalOutcome, StyledRemovalNarrow } from '../components/RemovalPageParts';
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

const messages = defineMessages({
  metaDescription: {
    id: 'removal.request.metaDescription',
    defaultMessage:
      'Ask Tea to remove a profile, a report or a photo. Anyone can send a request, signed in or not; requests about a minor or an intimate image hide the content once confirmed by e-mail.',
  },
  documentTitle: { id: 'removal.request.documentTitle', defaultMessage: 'Request a removal' },
  title: { id: 'removal.request.title', defaultMessage: 'Request removal' },
  description: {
    id: 'removal.request.description',
    defaultMessage:
      'Anyone can ask us to remove a profile, a report or a photo. Requests about a minor or an intimate image hide the content until we decide, as soon as you confirm them from your e-mail.',
  },
  failed: { id: 'removal.request.failed', defaultMessage: 'Your request could not be sent. Please try again.' },
});

const checkEmail = defineMessage<{ email: string }>({
  id: 'removal.request.checkEmail',
  defaultMessage: 'Check your e-mail: we sent a link to {email}. Please open it to confirm your request. You will receive our decision and its reasons there.',
});

/** Reasons whose request hides the content as soon as the sender confirms it. */
const HIDING_REASONS: readonly RemovalReason[] = ['MINOR', 'INTIMATE_IMAGE'] as RemovalReason[];

type Receipt = { contactEmail: string; hidesOnConfirm: boolean };

/** /removal-request: anyone, signed in or not, may ask for a profile, a report or a photo to be removed (SAFETY 12). */
export function RemovalRequestRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const submit = useSubmitRemovalRequest();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  useDocumentTitle(pageTitle(intl.formatMessage(messages.documentTitle)), intl.formatMessage(messages.metaDescription));
  return (
    <StyledPage>
      <StyledRemovalNarrow>
        <PageHeader title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
        <StyledCard>
          {receipt ? (
            <RemovalOutcome
              role="status"
              titleId="removal-received-title"
              title={<FormattedMessage id="removal.request.received" defaultMessage="Your request was received" />}
              next={{ to: '/', label: <FormattedMessage id="removal.request.backToBrowse" defaultMessage="Back to Browse" /> }}
            >
              <p>{intl.formatMessage(checkEmail, { email: receipt.contactEmail })}</p>
              {receipt.hidesOnConfirm && (
                <p>
                  <FormattedMessage id="removal.request.hiddenOnConfirm" defaultMessage="The content is hidden as soon as you confirm." />
                </p>
              )}
            </RemovalOutcome>
          ) : (
            <RemovalRequestForm
              initialTarget={targetFrom(params)}
              onSubmit={async (input) => {
                try {
                  await submit(input);
                  setReceipt({ contactEmail: input.contactEmail, hidesOnConfirm: HIDING_REASONS.includes(input.reason) });
                } catch (error) {
                  throw new Error(errorMessage(error) ?? intl.formatMessage(messages.failed), { cause: error });
                }
              }}
            />
          )}
        </StyledCard>
      </StyledRemovalNarrow>
    </StyledPage>
  );
}
