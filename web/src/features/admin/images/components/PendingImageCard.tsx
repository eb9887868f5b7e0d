import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { dateTimeText } from '../../shared/admin-labels';
import { useDecideImage, type PendingImage } from '../hooks/usePendingImages';
import { DecisionDialog } from '../../shared/components/DecisionDialog';
import { ClaimBadge, useItemReview } from '../../shared/components/ModerationClaimParts';
import type { ModerationClaim } from '../../shared/hooks/useModerationQueue';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: ${({ theme }) => theme.borders.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.card};
`;

const StyledImage = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.muted};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 0.875rem;
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.base};
  font-weight: 700;

  a {
    color: inherit;
  }
`;

const StyledMeta = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const StyledActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0.5rem;
`;

export type PendingImageCardProps = {
  image: PendingImage;
  /** Another moderator's live claim on it ("Being reviewed by ..."), or null. */
  heldBy?: ModerationClaim | null;
};

/**
 * A pending profile photo with Approve and Reject (with a reason). Rejecting claims it while the dialog is open; a
 * decision refused because another moderator reviews it says so on the card, with "Take over".
 */
export function PendingImageCard({ image, heldBy = null }: PendingImageCardProps) {
  const nameId = useId();
  const [rejecting, setRejecting] = useState(false);
  const review = useItemReview('IMAGES', image.id, rejecting, heldBy);
  const decide = useDecideImage({ quiet: review.quiet });
  const [approving, setApproving] = useState(false);
  const name = [image.firstName, image.lastName].filter(Boolean).join(' ');
  const intl = useIntl();

  const approve = async () => {
    setApproving(true);
    try {
      await decide(image.id, 'APPROVED');
    } finally {
      setApproving(false);
    }
  };

  return (
    <StyledCard aria-labelledby={nameId}>
      <StyledImage
        src={image.profileImageUrl}
        alt={intl.formatMessage({ id: 'admin.images.photoAlt', defaultMessage: 'Pending photo of {name}' }, { name })}
        loading="lazy"
      />
      <StyledBody>
        <StyledName id={nameId}>
          <Link to={`/profile/${encodeURIComponent(image.id)}`}>{name}</Link>
        </StyledName>
        <StyledMeta>
          <FormattedMessage id="admin.images.uploaded" defaultMessage="Uploaded {date}" values={{ date: dateTimeText(intl, image.createdAt) }} />
        </StyledMeta>
        <ClaimBadge claim={heldBy} />
        {!rejecting && review.notice}
        <StyledActions>
          <Button size="sm" onClick={() => void approve()} disabled={approving}>
            {approving ? (
              <FormattedMessage id="admin.images.approving" defaultMessage="Approving..." />
            ) : (
              <FormattedMessage id="admin.images.approve" defaultMessage="Approve" />
            )}
          </Button>
          <Button variant="destructive" size="sm" onClick={() => setRejecting(true)}>
            <FormattedMessage id="admin.images.reject" defaultMessage="Reject" />
          </Button>
        </StyledActions>
      </StyledBody>
      <DecisionDialog
        open={rejecting}
        onClose={() => setRejecting(false)}
        title={intl.formatMessage({ id: 'admin.images.rejectTitle', defaultMessage: 'Reject image' })}
        description={intl.formatMessage(
          { id: 'admin.images.rejectDescription', defaultMessage: 'The photo of {name} will be deleted and the uploader notified.' },
          { name },
        )}
        reason="required"
        confirmLabel={intl.formatMessage({ id: 'admin.images.rejectConfirm', defaultMessage: 'Reject' })}
        busyLabel={intl.formatMessage({ id: 'admin.images.rejecting', defaultMessage: 'Rejecting...' })}
        destructive
        onConfirm={async (decision) => (await decide(image.id, 'REJECTED', decision)) || review.refused()}
      />
    </StyledCard>
  );
}
