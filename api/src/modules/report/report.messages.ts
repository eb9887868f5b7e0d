import { defineMessages } from '../../core/i18n.js';

export const REPORT_MESSAGES = defineMessages({
  limit: {
    id: 'report.postingLimit',
    defaultMessage:
      'You have posted a lot in the last hour. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  experienceType: { id: 'report.experienceType', defaultMessage: 'Please choose an experience type (positive, negative or neutral).' },
  titleMin: { id: 'report.titleMin', defaultMessage: 'Title must be at least 5 characters' },
  titleMax: { id: 'report.titleMax', defaultMessage: 'Title must be at most {max} characters' },
  contentMin: { id: 'report.contentMin', defaultMessage: 'Report must be at least 20 characters' },
  contentMax: { id: 'report.contentMax', defaultMessage: 'Report must be at most {max, number} characters' },
  category: { id: 'report.category', defaultMessage: 'Category must be Friends/Social or Dating/Romantic.' },
  dateFormat: { id: 'report.dateFormat', defaultMessage: 'Date of interaction must be a date (YYYY-MM-DD).' },
  dateFuture: { id: 'report.dateFuture', defaultMessage: 'Date of interaction cannot be in the future.' },
  locationMax: { id: 'report.locationMax', defaultMessage: 'Location must be at most 120 characters.' },
  rating: { id: 'report.rating', defaultMessage: 'Rating must be 1 to 5 stars.' },
  personalInformation: {
    id: 'report.personalInformation',
    defaultMessage: 'Please remove personal information before posting: your report contains {list}. Reports must not identify how to contact or find someone.',
    description: 'list names what was found (the piiPhone, piiEmail, piiStreet, piiSocial messages), joined as a list in the language.',
  },
  piiPhone: { id: 'report.piiPhone', defaultMessage: 'a phone number' },
  piiEmail: { id: 'report.piiEmail', defaultMessage: 'an email address' },
  piiStreet: { id: 'report.piiStreet', defaultMessage: 'a street address' },
  piiSocial: { id: 'report.piiSocial', defaultMessage: 'a social media handle' },
});

/** What a report's author (or the member who added its profile) is told about a decision on it. */
export const REPORT_NOTICES = defineMessages({
  approvedTitle: { id: 'report.notice.approvedTitle', defaultMessage: 'Your report was approved' },
  approved: {
    id: 'report.notice.approved',
    defaultMessage: 'Your report "{title}" about {name} is now public. Thank you for helping the community.',
    description: 'title is the report title as she wrote it; name the name the profile shows.',
  },
  newReportTitle: { id: 'report.notice.newReportTitle', defaultMessage: 'New report on a profile you added' },
  newReport: { id: 'report.notice.newReport', defaultMessage: 'A new report about {name} was published.' },
  editedTitle: { id: 'report.notice.editedTitle', defaultMessage: 'Your report was edited' },
  edited: { id: 'report.notice.edited', defaultMessage: 'A moderator edited your report "{title}".' },
  rejectedTitle: { id: 'report.notice.rejectedTitle', defaultMessage: 'Your report was not approved' },
  rejected: { id: 'report.notice.rejected', defaultMessage: 'Your report "{title}" was not published.' },
  removedTitle: { id: 'report.notice.removedTitle', defaultMessage: 'Your report was removed' },
  removed: {
    id: 'report.notice.removed',
    defaultMessage: 'Your report "{title}" was removed {by, select, removal {after a removal request} other {by a moderator}}.',
    description: 'by is removal when a removal request caused it, else moderator.',
  },
  removedAfterFlags: {
    id: 'report.notice.removedAfterFlags',
    defaultMessage: 'Your report "{title}" was removed after members flagged it and a moderator reviewed it.',
  },
  hiddenTitle: { id: 'report.notice.hiddenTitle', defaultMessage: 'Your report is hidden for review' },
});
