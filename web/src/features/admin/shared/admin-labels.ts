import type { ModerationReason } from '../../../gql/graphql';

/** Reason codes of moderation decisions (SAFETY 10), with readable labels. */
export const REASON_OPTIONS: readonly { value: ModerationReason; label: string }[] = [
  { value: 'PERSONAL_INFORMATION', label: 'Personal information' },
  { value: 'DEFAMATION', label: 'False or defamatory' },
  { value: 'HARASSMENT', label: 'Harassment' },
  { value: 'EXPLICIT', label: 'Explicit content' },
  { value: 'INTIMATE_IMAGE', label: 'Intimate image' },
  { value: 'MINOR', label: 'About a minor' },
  { value: 'SPAM', label: 'Spam' },
  { value: 'DUPLICATE', label: 'Duplicate' },
  { value: 'OFF_TOPIC', label: 'Off topic' },
  { value: 'OTHER', label: 'Other' },
];

/**
 * A reason code as people read it, whichever way it arrives: the GraphQL enum name (`PERSONAL_INFORMATION`) or the stored
 * code an audit entry carries (`personal_information`); a code no list knows is spelled out ('Some new code').
 */
export function reasonLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  const name = value.toUpperCase();
  const known = REASON_OPTIONS.find((option) => option.value === name);
  if (known) return known.label;
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Report type badges and status labels, as the member screens show them. */
export { REPORT_TYPE_BADGES as REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from '../../reports/report-display';

/** Audit log actions the API records, for the filter and for readable rows. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'report.approve': 'Report approved',
  'report.reject': 'Report rejected',
  'report.edit': 'Report edited',
  'report.delete': 'Report deleted',
  'report.view_author': 'Report author viewed',
  'profile.edit': 'Profile edited',
  'profile.delete': 'Profile deleted',
  'image.approve': 'Image approved',
  'image.reject': 'Image rejected',
  'image.upload_blocked': 'Upload refused (copy of a removed photo)',
  'user.ban': 'User banned',
  'user.unban': 'User unbanned',
  'user.warn': 'Member warned',
  'user.suspend': 'Member suspended',
  'user.unsuspend': 'Suspension lifted',
  'user.suspension_end': 'Suspension ended',
  'id.view_document': 'ID document viewed',
  'id.approve': 'ID approved',
  'id.reject': 'ID rejected',
  'id.purge': 'ID purged (30 days)',
  'sample_data.generate': 'Sample data generated',
  'sample_data.remove': 'Sample data removed',
  'removal.uphold': 'Removal request upheld',
  'removal.dismiss': 'Removal request dismissed',
  'flags.hide': 'Hidden by flags (automatic)',
  'flags.uphold': 'Flags upheld',
  'flags.dismiss': 'Flags dismissed',
  'appeal.submit': 'Appeal received',
  'appeal.uphold': 'Appeal upheld',
  'appeal.reject': 'Appeal rejected',
  'report.restore': 'Report restored (appeal)',
  'profile.restore': 'Profile restored (appeal)',
  'image.unblock': 'Photo taken off the blocklist (appeal)',
  'reports.pause': 'New reports paused (automatic)',
  'reports.pause_lift': 'Report pause lifted',
  'reports.pause_extend': 'Report pause extended',
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  report: 'Report',
  report_author: 'Report author',
  profile: 'Profile',
  image: 'Image',
  user: 'User',
  id_verification: 'ID verification',
  sample_data: 'Sample data',
  removal_request: 'Removal request',
  decision: 'Decision',
};

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** 'about 5 hours' / '2.5 days' for a duration in hours; '—' when unknown. */
export function formatHours(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) return `${Math.max(1, Math.round(hours * 60))} min`;
  if (hours < 48) return `${Math.round(hours * 10) / 10} h`;
  return `${Math.round((hours / 24) * 10) / 10} days`;
}
