import type { RemovalReason, RemovalStatus, RemovalTargetType } from '../../gql/graphql';

export const TARGET_OPTIONS: { value: RemovalTargetType; label: string }[] = [
  { value: 'PROFILE' as RemovalTargetType, label: 'A whole profile' },
  { value: 'REPORT' as RemovalTargetType, label: 'A report' },
  { value: 'IMAGE' as RemovalTargetType, label: 'A profile photo' },
];

export const REMOVAL_REASON_OPTIONS: { value: RemovalReason; label: string }[] = [
  { value: 'MINOR' as RemovalReason, label: 'It concerns a minor' },
  { value: 'INTIMATE_IMAGE' as RemovalReason, label: 'It is an intimate image' },
  { value: 'PERSONAL_INFORMATION' as RemovalReason, label: 'It contains personal information' },
  { value: 'FALSE_OR_DEFAMATORY' as RemovalReason, label: 'It is false or defamatory' },
  { value: 'HARASSMENT' as RemovalReason, label: 'It is harassment' },
  { value: 'COPYRIGHT' as RemovalReason, label: 'It infringes copyright' },
  { value: 'OTHER' as RemovalReason, label: 'Other' },
];

export const reasonLabel = (r: RemovalReason) => REMOVAL_REASON_OPTIONS.find((o) => o.value === r)?.label ?? r;
export const targetLabel = (t: RemovalTargetType) => ({ PROFILE: 'Profile', REPORT: 'Report', IMAGE: 'Photo' })[t];
export const statusLabel = (s: RemovalStatus) => ({ PENDING: 'Pending', UPHELD: 'Upheld', DISMISSED: 'Dismissed' })[s];

/** The link to the public form, prefilled with its target. */
export const removalRequestHref = (type: 'profile' | 'report' | 'image', id: string) => `/removal-request?${type}=${encodeURIComponent(id)}`;
