import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import type { ModerationQueue } from '../../../../gql/graphql';
import { useState } from 'react';
import { useClaimConflict, useItemClaim, useModerationClaims, type ModerationClaim } from '../hooks/useModerationQueue';
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

/**
 * One queue item under review (issue 24): claimed while `open` (she opened it or its decision dialog) and renewed
 * until closed; `quiet` goes to the decision hook, so that a decision refused because another moderator reviews it
 * (409) is said in `notice`, inline, with "Take over", instead of a toast; `refused()` tells a dialog it was. `notice`
 * also says who else has it open while `open`. `heldBy`: another moderator's live claim on it (useModerationClaims).
 */
export function useItemReview(queue: ModerationQueue, itemId: string | null, open: boolean, heldBy: ModerationClaim | null) {
  const { takeOver } = useItemClaim(queue, itemId ?? '', open && itemId !== null);
  const { conflict, quiet, refused, clear } = useClaimConflict();
  const onTakeOver = () => void takeOver().then(clear, () => {});
  const notice = <ClaimConflictNotice message={conflict} claim={open ? heldBy : null} onTakeOver={onTakeOver} />;
  return { quiet, refused, notice, clear };
}

/**
 * `useItemReview` for a queue screen with one decision dialog for all its items (flags, removal requests, appeals):
 * `openId` is the item whose dialog is open (null: none). The item last opened keeps its refusal notice on its card
 * once the dialog closed on it; `on(id)` is what each card shows (its "being reviewed" badge, that notice).
 */
export function useQueueReview(queue: ModerationQueue, openId: string | null) {
  const claimOf = useModerationClaims(queue);
  const [target, setTarget] = useState<string | null>(null);
  const review = useItemReview(queue, target, openId !== null, target ? claimOf(target) : null);
  // Another item opened: its own review starts afresh (derived state, set while rendering).
  if (openId !== null && openId !== target) {
    setTarget(openId);
    review.clear();
  }
  return {
    claimOf,
    quiet: review.quiet,
    refused: review.refused,
    /** What a card shows of its review: another moderator's badge, and the refusal of its last decision with "Take over". */
    on: (id: string) => (
      <>
        <ClaimBadge claim={claimOf(id)} />
        {id === target && openId === null && review.notice}
      </>
    ),
  };
}
