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
