import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import type { ModerationClaim } from '../hooks/useModerationQueue';
import { StyledStatusBadge } from './StatusBadge';

const messages = defineMessages({
  takeOver: {
    id: 'admin.claims.takeOver',
    defaultMessage: 'Take over',
    description: 'Button: review this item yourself instead of the moderator who has it open.',
  },
});

const reviewedBy = defineMessage<{ name: string }>({
  id: 'admin.claims.reviewedBy',
  defaultMessage: 'Being reviewed by {name}',
  description: 'On a queue item another moderator has open; name is her username.',
});

const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.warningForeground};
  font-size: ${({ theme }) => theme.fontSizes.body};
`;

export type ClaimBadgeProps = { claim: ModerationClaim | null };

/** "Being reviewed by <name>" on an item another moderator has open (nothing otherwise). */
export function ClaimBadge({ claim }: ClaimBadgeProps) {
  const intl = useIntl();
  if (!claim) return null;
  return <StyledStatusBadge $tone="info">{intl.formatMessage(reviewedBy, { name: claim.adminName })}</StyledStatusBadge>;
}

export type ClaimConflictNoticeProps = {
  /** The server's refusal (CONFLICT), already in her language; null when there is none. */
  message: string | null;
  /** Another moderator's claim on the item, if any is known. */
  claim: ModerationClaim | null;
  onTakeOver: () => void;
};

/**
 * Inline, where the decision was asked for: why it was refused (another moderator reviews the item) or who has it
 * open, and "Take over". Nothing when neither holds.
 */
export function ClaimConflictNotice({ message, claim, onTakeOver }: ClaimConflictNoticeProps) {
  const intl = useIntl();
  if (!message && !claim) return null;
  return (
    <StyledNotice role={message ? 'alert' : 'status'}>
      <span>{message ?? intl.formatMessage(reviewedBy, { name: claim!.adminName })}</span>
      <Button size="sm" variant="outline" onClick={onTakeOver}>
        {intl.formatMessage(messages.takeOver)}
      </Button>
    </StyledNotice>
  );
}
