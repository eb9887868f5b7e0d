import { defineMessages } from '../../core/i18n.js';

export const PROFILE_MESSAGES = defineMessages({
  minRating: { id: 'profile.minRating', defaultMessage: 'minRating must be a number between 0 and 5.' },
  searchMax: { id: 'profile.searchMax', defaultMessage: 'Search text must be at most 100 characters.' },
  distance: { id: 'profile.distance', defaultMessage: 'distance must be a number of miles between 0.1 and 500.' },
  latitude: { id: 'profile.latitude', defaultMessage: 'latitude must be between -90 and 90.' },
  longitude: { id: 'profile.longitude', defaultMessage: 'longitude must be between -180 and 180.' },
  sortOrder: { id: 'profile.sortOrder', defaultMessage: 'Unknown sort order.' },
  page: { id: 'profile.page', defaultMessage: 'page must be a positive whole number.' },
  pageSize: { id: 'profile.pageSize', defaultMessage: 'pageSize must be between 1 and 100.' },
  offsetWhole: { id: 'profile.offsetWhole', defaultMessage: 'offset must be a whole number.' },
  offsetMin: { id: 'profile.offsetMin', defaultMessage: 'offset must be 0 or more.' },
  latLngTogether: { id: 'profile.latLngTogether', defaultMessage: 'latitude and longitude must be given together.' },
  distanceNeedsLocation: { id: 'profile.distanceNeedsLocation', defaultMessage: 'A distance filter needs your location (latitude and longitude).' },
  pagesBeyond: { id: 'profile.pagesBeyond', defaultMessage: 'Pages beyond the first {max, number} profiles are not available: please narrow your search.' },
  firstNameRequired: { id: 'profile.firstNameRequired', defaultMessage: 'First name is required' },
  firstNameMax: { id: 'profile.firstNameMax', defaultMessage: 'First name must be at most {max} characters.' },
  lastNameMax: { id: 'profile.lastNameMax', defaultMessage: 'Last name must be at most {max} characters.' },
  connectionType: { id: 'profile.connectionType', defaultMessage: 'Please choose a connection type (Dating or Friends).' },
  ageWhole: { id: 'profile.ageWhole', defaultMessage: 'Age must be a whole number.' },
  ageMin: { id: 'profile.ageMin', defaultMessage: 'Must be at least 18' },
  ageMax: { id: 'profile.ageMax', defaultMessage: 'Must be under 100' },
  bioMax: { id: 'profile.bioMax', defaultMessage: 'Bio must be under 500 characters' },
  confirmAdult: {
    id: 'profile.confirmAdult',
    defaultMessage: 'Please confirm that this person is an adult (18 or older). We remove profiles of minors and ban their posters.',
  },
  experienceType: { id: 'profile.experienceType', defaultMessage: 'Please choose an experience type.' },
  reportTitleRequired: { id: 'profile.reportTitleRequired', defaultMessage: 'Report title is required' },
  shareExperience: { id: 'profile.shareExperience', defaultMessage: 'Please share your experience' },
  moreDetail: { id: 'profile.moreDetail', defaultMessage: 'Please provide more detail (at least 20 characters)' },
  nothingToUpdate: { id: 'profile.nothingToUpdate', defaultMessage: 'Nothing to update.' },
  imageStatus: { id: 'profile.imageStatus', defaultMessage: 'Status must be approved or rejected.' },
  noImageWaiting: { id: 'profile.noImageWaiting', defaultMessage: 'This profile has no image waiting for review.' },
  notCreatedYet: { id: 'profile.notCreatedYet', defaultMessage: 'You have not created your profile yet.' },
});

/** What the member who added a profile (or its photo) is told about a decision on it. */
export const PROFILE_NOTICES = defineMessages({
  removedTitle: { id: 'profile.notice.removedTitle', defaultMessage: 'A profile you added was removed' },
  removed: {
    id: 'profile.notice.removed',
    defaultMessage: 'The profile of {name} that you added was removed with its reports{viaRemoval, select, yes { after a removal request} other {}}.',
    description: 'name is the name the profile shows; viaRemoval is yes when a removal request caused it.',
  },
  removedAfterFlags: {
    id: 'profile.notice.removedAfterFlags',
    defaultMessage: 'The profile of {name} that you added was removed after members flagged it and a moderator reviewed it.',
  },
  editedTitle: { id: 'profile.notice.editedTitle', defaultMessage: 'A profile you added was edited' },
  edited: { id: 'profile.notice.edited', defaultMessage: 'A moderator edited the profile of {name} that you added.' },
  hiddenTitle: { id: 'profile.notice.hiddenTitle', defaultMessage: 'A profile you added is hidden for review' },
  photoApprovedTitle: { id: 'profile.notice.photoApprovedTitle', defaultMessage: 'Photo approved' },
  photoApproved: { id: 'profile.notice.photoApproved', defaultMessage: 'The photo you added for {name} is now visible.' },
  photoNotApprovedTitle: { id: 'profile.notice.photoNotApprovedTitle', defaultMessage: 'Photo not approved' },
  photoNotApproved: { id: 'profile.notice.photoNotApproved', defaultMessage: 'The photo you added for {name} was not approved and has been deleted.' },
  photoRemovedTitle: { id: 'profile.notice.photoRemovedTitle', defaultMessage: 'Photo removed' },
  photoRemoved: {
    id: 'profile.notice.photoRemoved',
    defaultMessage: 'The photo you added for {name} was removed after a removal request and has been deleted.',
  },
});
