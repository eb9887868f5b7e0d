import { defineMessages } from '../../core/i18n.js';

export const VERIFICATION_MESSAGES = defineMessages({
  missingFields: { id: 'verification.missingFields', defaultMessage: 'Please fill in all fields and upload your ID.' },
  idNumberMax: { id: 'verification.idNumberMax', defaultMessage: 'The ID number must be at most 40 characters.' },
  fullNameMax: { id: 'verification.fullNameMax', defaultMessage: 'The full name must be at most 120 characters.' },
  birthDate: { id: 'verification.birthDate', defaultMessage: 'Date of birth must be a date (YYYY-MM-DD).' },
  adult: { id: 'verification.adult', defaultMessage: 'Members must be 18 or older.' },
  alreadyVerified: { id: 'verification.alreadyVerified', defaultMessage: 'Your ID is already verified.' },
  inReview: { id: 'verification.inReview', defaultMessage: 'Your ID verification is already being reviewed. This usually takes 24-48 hours.' },
  documentDeleted: { id: 'verification.documentDeleted', defaultMessage: 'This document has been deleted.' },
  linkInvalid: { id: 'verification.linkInvalid', defaultMessage: 'This link is not valid.' },
  linkExpired: { id: 'verification.linkExpired', defaultMessage: 'This link has expired. Open the document again from the verification dashboard.' },
  requestNotFound: { id: 'verification.requestNotFound', defaultMessage: 'Verification request not found' },
  noPending: { id: 'verification.noPending', defaultMessage: 'This user has no pending verification request.' },
  decided: { id: 'verification.decided', defaultMessage: 'This request has already been decided.' },
});

/** What she is told in the app about her ID verification. */
export const VERIFICATION_NOTICES = defineMessages({
  expiredTitle: { id: 'verification.notice.expiredTitle', defaultMessage: 'ID verification expired' },
  expired: {
    id: 'verification.notice.expired',
    defaultMessage: 'Your ID could not be reviewed within 30 days, so the document was deleted. Please submit it again.',
  },
  verifiedTitle: { id: 'verification.notice.verifiedTitle', defaultMessage: 'Your ID is verified' },
  verified: { id: 'verification.notice.verified', defaultMessage: 'Your identity has been verified. A Verified badge now shows on your account.' },
  rejectedTitle: { id: 'verification.notice.rejectedTitle', defaultMessage: 'ID verification not approved' },
  rejected: {
    id: 'verification.notice.rejected',
    defaultMessage: "We could not verify your ID.{hasNote, select, yes { Reviewer's note: {note}} other {}} You can submit it again from My Profile.",
    description: 'hasNote is yes when the reviewer wrote a note (note). "My Profile" is the page of that name.',
  },
});
