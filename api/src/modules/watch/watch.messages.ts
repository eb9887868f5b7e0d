import { defineMessages } from '../../core/i18n.js';

/** Errors of the name watch (issue 26 item 1). */
export const WATCH_MESSAGES = defineMessages({
  phoneRequired: {
    id: 'watch.phoneRequired',
    defaultMessage: 'Please verify your phone number before watching a name. Your number is never shown to anyone.',
  },
  firstName: { id: 'watch.firstName', defaultMessage: 'Enter a first name of 1 to {max} characters.' },
  lastName: { id: 'watch.lastName', defaultMessage: 'A last name or initial has at most {max} characters.' },
  location: { id: 'watch.location', defaultMessage: 'Choose a city from the list.' },
  radius: { id: 'watch.radius', defaultMessage: 'Choose a distance of 5, 10, 25, 50 or 100 miles.' },
  tooManyActive: {
    id: 'watch.tooManyActive',
    defaultMessage: 'You already watch {max} names. Delete one before watching another.',
  },
  tooManyThisMonth: {
    id: 'watch.tooManyThisMonth',
    defaultMessage: 'You have started {max} watches in the last 30 days. Please try again later.',
  },
  notFound: { id: 'watch.notFound', defaultMessage: 'Watch not found' },
});

/** What she is told, in her language when she reads it (stored as message references). */
export const WATCH_NOTICES = defineMessages({
  matchTitle: { id: 'watch.notice.matchTitle', defaultMessage: 'A name you watch was published' },
  match: {
    id: 'watch.notice.match',
    defaultMessage: 'A profile matching your watch for {name} near {location} was published on Tea.',
    description: "{name} is the name she watches, {location} a city. Tea is the app's name.",
  },
  endedTitle: { id: 'watch.notice.endedTitle', defaultMessage: 'A name watch was ended' },
  ended: {
    id: 'watch.notice.ended',
    defaultMessage: 'Your watch for {name} was ended by the moderators: the person asked for their content to be removed.',
  },
});
