import { defineMessages } from '../../core/i18n.js';

export const USER_MESSAGES = defineMessages({
  exportLimit: {
    id: 'user.exportLimit',
    defaultMessage:
      'You have requested several data exports in the last hour. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  selectMember: { id: 'user.selectMember', defaultMessage: 'Please select a member.' },
  suspensionDays: { id: 'user.suspensionDays', defaultMessage: 'A suspension lasts 1, 7 or 30 days.' },
  sanctionSelf: { id: 'user.sanctionSelf', defaultMessage: 'You cannot sanction yourself.' },
  sanctionAdmin: { id: 'user.sanctionAdmin', defaultMessage: 'Admins cannot be sanctioned. Remove the admin role first.' },
  alreadyBanned: { id: 'user.alreadyBanned', defaultMessage: 'She is banned already.' },
  notSuspended: { id: 'user.notSuspended', defaultMessage: 'She is not suspended.' },
  missingPassword: { id: 'user.missingPassword', defaultMessage: 'Please enter your password to delete your account.' },
  wrongPassword: { id: 'user.wrongPassword', defaultMessage: 'The password is not correct.' },
  banSelf: { id: 'user.banSelf', defaultMessage: 'You cannot ban yourself.' },
  banAdmin: { id: 'user.banAdmin', defaultMessage: 'Admins cannot be banned. Remove the admin role first.' },
  noAddress: { id: 'user.noAddress', defaultMessage: 'This user has no known address to ban. Enter an address or range instead.' },
  selectToUnban: { id: 'user.selectToUnban', defaultMessage: 'Please select a user to unban.' },
  deletePublished: { id: 'user.deletePublished', defaultMessage: 'deletePublishedReports must be true or false.' },
});

/** What a sanctioned member is told (in-app and by e-mail, in her language). */
export const SANCTION_NOTICES = defineMessages({
  bannedTitle: { id: 'user.notice.bannedTitle', defaultMessage: 'Your account was banned' },
  banned: { id: 'user.notice.banned', defaultMessage: 'Your Tea account was banned: you can no longer sign in or post.' },
  warnedTitle: { id: 'user.notice.warnedTitle', defaultMessage: 'You received a warning' },
  warned: { id: 'user.notice.warned', defaultMessage: 'The moderators warned your Tea account. Repeated violations lead to a suspension, then a ban.' },
  suspendedTitle: { id: 'user.notice.suspendedTitle', defaultMessage: 'Your account was suspended' },
  suspended: {
    id: 'user.notice.suspended',
    defaultMessage: 'Your Tea account is suspended until {until}: you can sign in and read, but not add people, post reports or flag until then.',
    description: 'until is a date, written out.',
  },
  liftedTitle: { id: 'user.notice.liftedTitle', defaultMessage: 'Your suspension was lifted' },
  lifted: { id: 'user.notice.lifted', defaultMessage: 'The moderators lifted your suspension early. You can add people, post reports and flag again.' },
  endedTitle: { id: 'user.notice.endedTitle', defaultMessage: 'Your suspension has ended' },
  ended: {
    id: 'user.notice.ended',
    defaultMessage: 'Your suspension ended on {date}. You can add people, post reports and flag again.',
    description: 'date is a date, written out.',
  },
});

/** Why her account is suspended, when the moderator wrote no note (her banner and every refused post end with it). */
export const SUSPENSION_MESSAGES = defineMessages({
  defaultReason: {
    id: 'user.suspension.defaultReason',
    defaultMessage: 'your content broke the community guidelines ({reason})',
    description: 'Completes "Your account is suspended until 2 December 2026: …."; reason is a decision.reason.* text ("it is harassing or abusive").',
  },
});

/** Why the sanctions ladder suggests its next step, in an admin's view of a member. */
export const LADDER_MESSAGES = defineMessages({
  banned: { id: 'user.ladder.banned', defaultMessage: 'She is banned: the last step.' },
  zeroTolerance: {
    id: 'user.ladder.zeroTolerance',
    defaultMessage: 'A zero-tolerance violation (a minor, an explicit or intimate image): a ban straight away.',
  },
  suspendedBefore: {
    id: 'user.ladder.suspendedBefore',
    defaultMessage: '{count, plural, one {# suspension} other {# suspensions}} before: a ban is next.',
  },
  warnings: { id: 'user.ladder.warnings', defaultMessage: '{count, plural, one {# warning} other {# warnings}}: a suspension is next.' },
  strikes: {
    id: 'user.ladder.strikes',
    defaultMessage:
      '{strikes, plural, one {# upheld violation} other {# upheld violations}}, {warnings, plural, one {# warning} other {# warnings}}: a warning is next.',
  },
  none: { id: 'user.ladder.none', defaultMessage: 'No upheld violations.' },
});
