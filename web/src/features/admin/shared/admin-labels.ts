import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ModerationReason } from '../../../gql/graphql';
import { pageTitle } from '../../../ui/useDocumentTitle';

/** Reason codes of moderation decisions (SAFETY 10), as messages. */
export const REASON_MESSAGES = defineMessages({
  PERSONAL_INFORMATION: { id: 'admin.reason.personalInformation', defaultMessage: 'Personal information' },
  DEFAMATION: { id: 'admin.reason.defamation', defaultMessage: 'False or defamatory' },
  HARASSMENT: { id: 'admin.reason.harassment', defaultMessage: 'Harassment' },
  EXPLICIT: { id: 'admin.reason.explicit', defaultMessage: 'Explicit content' },
  INTIMATE_IMAGE: { id: 'admin.reason.intimateImage', defaultMessage: 'Intimate image' },
  MINOR: { id: 'admin.reason.minor', defaultMessage: 'About a minor' },
  SPAM: { id: 'admin.reason.spam', defaultMessage: 'Spam' },
  DUPLICATE: { id: 'admin.reason.duplicate', defaultMessage: 'Duplicate' },
  OFF_TOPIC: { id: 'admin.reason.offTopic', defaultMessage: 'Off topic' },
  OTHER: { id: 'admin.reason.other', defaultMessage: 'Other' },
} satisfies Record<ModerationReason, MessageDescriptor>);

const REASON_CODES = Object.keys(REASON_MESSAGES) as ModerationReason[];

/** The reason codes as select options, in her language. */
export function reasonOptions(intl: IntlShape): { value: ModerationReason; label: string }[] {
  return REASON_CODES.map((value) => ({ value, label: intl.formatMessage(REASON_MESSAGES[value]) }));
}

/** The message of a reason code, whichever way it arrives (enum name or the stored lower-case code); null if unknown. */
function reasonMessage(value: string): MessageDescriptor | null {
  const name = value.toUpperCase();
  return (REASON_CODES as string[]).includes(name) ? REASON_MESSAGES[name as ModerationReason] : null;
}

/** A code no list knows, spelled out ('some_new_code' → 'Some new code') rather than shown raw. */
function spelledOut(value: string): string {
  const words = value.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A reason code in English, whichever way it arrives: the GraphQL enum name (`PERSONAL_INFORMATION`) or the stored
 * code an audit entry carries (`personal_information`); a code no list knows is spelled out ('Some new code').
 * Screens use `reasonText` (her language).
 */
export function reasonLabel(value: string | null | undefined): string | null {
  if (!value) return null;
  return (reasonMessage(value)?.defaultMessage as string | undefined) ?? spelledOut(value);
}

/** `reasonLabel` in her language. */
export function reasonText(intl: IntlShape, value: string | null | undefined): string | null {
  if (!value) return null;
  const message = reasonMessage(value);
  return message ? intl.formatMessage(message) : spelledOut(value);
}

/** The tab title of an admin screen, 'Admin - Appeals - Tea', in her language (`screen`: the screen's translated name). */
export function adminPageTitle(intl: IntlShape, screen: string): string {
  return pageTitle(intl.formatMessage({ id: 'admin.documentTitle', defaultMessage: 'Admin', description: 'First part of every admin tab title.' }), screen);
}

/** Report type badges and status labels, as the member screens show them. */
export { REPORT_TYPE_BADGES as REPORT_KIND_LABELS, REPORT_STATUS_LABELS } from '../../reports/report-display';

/** Audit log actions the API records, for the filter and for readable rows. */
export const AUDIT_ACTION_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  'report.approve': { id: 'admin.auditAction.reportApprove', defaultMessage: 'Report approved' },
  'report.reject': { id: 'admin.auditAction.reportReject', defaultMessage: 'Report rejected' },
  'report.edit': { id: 'admin.auditAction.reportEdit', defaultMessage: 'Report edited' },
  'report.delete': { id: 'admin.auditAction.reportDelete', defaultMessage: 'Report deleted' },
  'report.view_author': { id: 'admin.auditAction.reportViewAuthor', defaultMessage: 'Report author viewed' },
  'profile.edit': { id: 'admin.auditAction.profileEdit', defaultMessage: 'Profile edited' },
  'profile.delete': { id: 'admin.auditAction.profileDelete', defaultMessage: 'Profile deleted' },
  'image.approve': { id: 'admin.auditAction.imageApprove', defaultMessage: 'Image approved' },
  'image.reject': { id: 'admin.auditAction.imageReject', defaultMessage: 'Image rejected' },
  'image.upload_blocked': { id: 'admin.auditAction.imageUploadBlocked', defaultMessage: 'Upload refused (copy of a removed photo)' },
  'user.ban': { id: 'admin.auditAction.userBan', defaultMessage: 'User banned' },
  'user.unban': { id: 'admin.auditAction.userUnban', defaultMessage: 'User unbanned' },
  'user.warn': { id: 'admin.auditAction.userWarn', defaultMessage: 'Member warned' },
  'user.suspend': { id: 'admin.auditAction.userSuspend', defaultMessage: 'Member suspended' },
  'user.unsuspend': { id: 'admin.auditAction.userUnsuspend', defaultMessage: 'Suspension lifted' },
  'user.suspension_end': { id: 'admin.auditAction.userSuspensionEnd', defaultMessage: 'Suspension ended' },
  'id.view_document': { id: 'admin.auditAction.idViewDocument', defaultMessage: 'ID document viewed' },
  'id.approve': { id: 'admin.auditAction.idApprove', defaultMessage: 'ID approved' },
  'id.reject': { id: 'admin.auditAction.idReject', defaultMessage: 'ID rejected' },
  'id.purge': { id: 'admin.auditAction.idPurge', defaultMessage: 'ID purged (30 days)' },
  'sample_data.generate': { id: 'admin.auditAction.sampleDataGenerate', defaultMessage: 'Sample data generated' },
  'sample_data.remove': { id: 'admin.auditAction.sampleDataRemove', defaultMessage: 'Sample data removed' },
  'removal.uphold': { id: 'admin.auditAction.removalUphold', defaultMessage: 'Removal request upheld' },
  'removal.dismiss': { id: 'admin.auditAction.removalDismiss', defaultMessage: 'Removal request dismissed' },
  'flags.hide': { id: 'admin.auditAction.flagsHide', defaultMessage: 'Hidden by flags (automatic)' },
  'flags.uphold': { id: 'admin.auditAction.flagsUphold', defaultMessage: 'Flags upheld' },
  'flags.dismiss': { id: 'admin.auditAction.flagsDismiss', defaultMessage: 'Flags dismissed' },
  'appeal.submit': { id: 'admin.auditAction.appealSubmit', defaultMessage: 'Appeal received' },
  'appeal.uphold': { id: 'admin.auditAction.appealUphold', defaultMessage: 'Appeal upheld' },
  'appeal.reject': { id: 'admin.auditAction.appealReject', defaultMessage: 'Appeal rejected' },
  'report.restore': { id: 'admin.auditAction.reportRestore', defaultMessage: 'Report restored (appeal)' },
  'profile.restore': { id: 'admin.auditAction.profileRestore', defaultMessage: 'Profile restored (appeal)' },
  'image.unblock': { id: 'admin.auditAction.imageUnblock', defaultMessage: 'Photo taken off the blocklist (appeal)' },
  'reports.pause': { id: 'admin.auditAction.reportsPause', defaultMessage: 'New reports paused (automatic)' },
  'reports.pause_lift': { id: 'admin.auditAction.reportsPauseLift', defaultMessage: 'Report pause lifted' },
  'reports.pause_extend': { id: 'admin.auditAction.reportsPauseExtend', defaultMessage: 'Report pause extended' },
});

/** What an audit entry is about, for the filter and for readable rows. */
export const AUDIT_TARGET_MESSAGES: Record<string, MessageDescriptor> = defineMessages({
  report: { id: 'admin.auditTarget.report', defaultMessage: 'Report' },
  report_author: { id: 'admin.auditTarget.reportAuthor', defaultMessage: 'Report author' },
  profile: { id: 'admin.auditTarget.profile', defaultMessage: 'Profile' },
  image: { id: 'admin.auditTarget.image', defaultMessage: 'Image' },
  user: { id: 'admin.auditTarget.user', defaultMessage: 'User' },
  id_verification: { id: 'admin.auditTarget.idVerification', defaultMessage: 'ID verification' },
  sample_data: { id: 'admin.auditTarget.sampleData', defaultMessage: 'Sample data' },
  removal_request: { id: 'admin.auditTarget.removalRequest', defaultMessage: 'Removal request' },
  decision: { id: 'admin.auditTarget.decision', defaultMessage: 'Decision' },
});

/** An audit action in her language; an action no list knows yet is spelled out, never shown as a raw code. */
export function auditActionText(intl: IntlShape, action: string): string {
  const message = AUDIT_ACTION_MESSAGES[action];
  return message ? intl.formatMessage(message) : spelledOut(action.replace(/\./g, ' '));
}

/** What an audit entry is about, in her language (spelled out when unknown). */
export function auditTargetText(intl: IntlShape, target: string): string {
  const message = AUDIT_TARGET_MESSAGES[target];
  return message ? intl.formatMessage(message) : spelledOut(target);
}

/** A moment as 'Mar 1, 2026, 3:30 PM' in her language and time zone (the provider's); '—' when unknown. */
export function dateTimeText(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '—';
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A moment as 'Mar 1, 2026' in her language and time zone; '—' when unknown. */
export function dateOnlyText(intl: IntlShape, iso: string | null | undefined): string {
  if (!iso) return '—';
  return intl.formatDate(iso, { dateStyle: 'medium' });
}

/** '45 min', '5.5 h' or '2.5 days' for a duration in hours, in her language; '—' when unknown. */
export function hoursText(intl: IntlShape, hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '—';
  if (hours < 1) {
    const count = Math.max(1, Math.round(hours * 60));
    return intl.formatMessage({ id: 'admin.duration.minutes', defaultMessage: '{count, number} min', description: 'A short duration in minutes.' }, { count });
  }
  if (hours < 48) {
    const count = Math.round(hours * 10) / 10;
    return intl.formatMessage(
      { id: 'admin.duration.hours', defaultMessage: '{count, number} h', description: 'A duration in hours (abbreviated).' },
      { count },
    );
  }
  const count = Math.round((hours / 24) * 10) / 10;
  return intl.formatMessage(
    { id: 'admin.duration.days', defaultMessage: '{count, plural, one {# day} other {# days}}', description: 'A duration in days.' },
    { count },
  );
}

/**
 * English-only formatting kept for the admin screens not moved onto messages yet (dashboard, users, profiles,
 * reports: another change moves them); moved screens use `dateTimeText`, `dateOnlyText` and `hoursText`.
 */
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
