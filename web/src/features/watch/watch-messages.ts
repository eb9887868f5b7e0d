import { defineMessages } from 'react-intl';

/** The toasts of the name watch's actions. */
export const WATCH_TOASTS = defineMessages({
  created: { id: 'watch.toast.created', defaultMessage: 'Watch started' },
  createdDescription: {
    id: 'watch.toast.createdDescription',
    defaultMessage: 'We will tell you when a matching profile is published. It lasts 30 days.',
  },
  createFailed: { id: 'watch.toast.createFailed', defaultMessage: 'Could not start the watch' },
  renewed: { id: 'watch.toast.renewed', defaultMessage: 'Watch renewed for 30 days' },
  renewFailed: { id: 'watch.toast.renewFailed', defaultMessage: 'Could not renew the watch' },
  deleted: { id: 'watch.toast.deleted', defaultMessage: 'Watch deleted' },
  deleteFailed: { id: 'watch.toast.deleteFailed', defaultMessage: 'Could not delete the watch' },
  tryAgain: { id: 'watch.toast.tryAgain', defaultMessage: 'Please try again.' },
});
