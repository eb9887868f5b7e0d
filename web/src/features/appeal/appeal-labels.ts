import { defineMessages } from 'react-intl';
import type { AppealStatus } from '../../gql/graphql';

/** What a decision did, by its kind (`Decision.kind`), as the member it affects reads it. */
export const DECISION_KIND_LABELS: Record<string, string> = {
  'report.reject': 'Report not published',
  'report.delete': 'Report removed',
  'report.edit': 'Report edited',
  'profile.edit': 'Profile edited',
  'profile.delete': 'Profile removed',
  'image.reject': 'Photo removed',
  'flags.hide': 'Hidden after flags',
  'flags.uphold': 'Removed after flags',
  'user.ban': 'Account banned',
  'removal.dismiss': 'Removal request not upheld',
};

export const decisionKindLabel = (kind: string) => DECISION_KIND_LABELS[kind] ?? 'Moderation decision';

/** Where her appeal stands, by its status. */
export const APPEAL_STATUS_LABELS = defineMessages({
  PENDING: { id: 'appeal.status.pending', defaultMessage: 'Appeal sent: a different moderator will review it.' },
  UPHELD: { id: 'appeal.status.upheld', defaultMessage: 'Appeal upheld: the decision was undone.' },
  REJECTED: { id: 'appeal.status.rejected', defaultMessage: 'Appeal not upheld: the decision stands.' },
} satisfies Record<AppealStatus, unknown>);

/** 'it contains personal information' reads 'It contains personal information'. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A date as the member reads it, e.g. '25 May 2027'. */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** The anchor of a rule on /guidelines: its stable code (the enum value in lower case). */
export const ruleAnchor = (rule: string) => `/guidelines#${rule.toLowerCase()}`;
