import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { AppealStatus } from '../../gql/graphql';

/** What a decision did, by its kind (`Decision.kind`), as the member it affects reads it. */
export const DECISION_KIND_LABELS: Record<string, MessageDescriptor> = defineMessages({
  'report.reject': { id: 'appeal.kind.reportReject', defaultMessage: 'Report not published' },
  'report.delete': { id: 'appeal.kind.reportDelete', defaultMessage: 'Report removed' },
  'report.edit': { id: 'appeal.kind.reportEdit', defaultMessage: 'Report edited' },
  'profile.edit': { id: 'appeal.kind.profileEdit', defaultMessage: 'Profile edited' },
  'profile.delete': { id: 'appeal.kind.profileDelete', defaultMessage: 'Profile removed' },
  'image.reject': { id: 'appeal.kind.imageReject', defaultMessage: 'Photo removed' },
  'flags.hide': { id: 'appeal.kind.flagsHide', defaultMessage: 'Hidden after flags' },
  'flags.uphold': { id: 'appeal.kind.flagsUphold', defaultMessage: 'Removed after flags' },
  'user.warn': { id: 'appeal.kind.userWarn', defaultMessage: 'Warning' },
  'user.suspend': { id: 'appeal.kind.userSuspend', defaultMessage: 'Account suspended' },
  'user.ban': { id: 'appeal.kind.userBan', defaultMessage: 'Account banned' },
  'removal.hide': { id: 'appeal.kind.removalHide', defaultMessage: 'Hidden after a removal request' },
  'removal.dismiss': { id: 'appeal.kind.removalDismiss', defaultMessage: 'Removal request not upheld' },
});

const OTHER_KIND = defineMessages({ other: { id: 'appeal.kind.other', defaultMessage: 'Moderation decision' } }).other;

/**
 * A decision's kind in her language (`intl`); without it, in English (the admin screens, not on messages yet).
 */
export const decisionKindLabel = (kind: string, intl?: Pick<IntlShape, 'formatMessage'>) => {
  const message = DECISION_KIND_LABELS[kind] ?? OTHER_KIND;
  return intl ? intl.formatMessage(message) : String(message.defaultMessage);
};

/** Where her appeal stands, by its status. */
export const APPEAL_STATUS_LABELS = defineMessages({
  PENDING: { id: 'appeal.status.pending', defaultMessage: 'Appeal sent: a different moderator will review it.' },
  UPHELD: { id: 'appeal.status.upheld', defaultMessage: 'Appeal upheld: the decision was undone.' },
  REJECTED: { id: 'appeal.status.rejected', defaultMessage: 'Appeal not upheld: the decision stands.' },
} satisfies Record<AppealStatus, unknown>);

/** 'it contains personal information' reads 'It contains personal information'. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A date as the member reads it, e.g. 'May 25, 2027', in her language and time zone. */
export const formatDay = (intl: Pick<IntlShape, 'formatDate'>, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });

/** The anchor of a rule on /guidelines: its stable code (the enum value in lower case). */
export const ruleAnchor = (rule: string) => `/guidelines#${rule.toLowerCase()}`;
