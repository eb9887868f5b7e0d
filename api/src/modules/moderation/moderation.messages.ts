import { defineMessages } from '../../core/i18n.js';

export const MODERATION_MESSAGES = defineMessages({
  invalidIp: { id: 'moderation.invalidIp', defaultMessage: 'Please enter a valid IP address or CIDR range (for example 203.0.113.7 or 203.0.113.0/24).' },
  ipBanned: {
    id: 'moderation.ipBanned',
    defaultMessage: 'Sign-ups and sign-ins from your network are blocked. If you think this is a mistake, contact support.',
  },
  reportType: { id: 'moderation.reportType', defaultMessage: 'Unknown report type.' },
  profileId: { id: 'moderation.profileId', defaultMessage: 'profile must be a profile id.' },
  userIdRequired: { id: 'moderation.userIdRequired', defaultMessage: 'userId is required.' },
  selectToBan: { id: 'moderation.selectToBan', defaultMessage: 'Please select a user to ban.' },
  banReason: { id: 'moderation.banReason', defaultMessage: 'Please give a reason for the ban.' },
  expiryDate: { id: 'moderation.expiryDate', defaultMessage: 'Expiry must be a date.' },
  expiryFuture: { id: 'moderation.expiryFuture', defaultMessage: 'Expiry must be a date in the future.' },
});
