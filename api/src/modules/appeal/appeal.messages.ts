import { defineMessages } from '../../core/i18n.js';

export const APPEAL_TEXTS = defineMessages({
  chooseDecision: { id: 'appeal.chooseDecision', defaultMessage: 'Please choose the decision you appeal.' },
  tellWhy: { id: 'appeal.tellWhy', defaultMessage: 'Please tell us why you think the decision is wrong.' },
  textTooLong: { id: 'appeal.textTooLong', defaultMessage: 'Your appeal must be at most 2,000 characters.' },
  chooseOutcome: { id: 'appeal.chooseOutcome', defaultMessage: 'Please choose whether to uphold or reject the appeal.' },
  giveReason: { id: 'appeal.giveReason', defaultMessage: 'Please give a reason for your decision on the appeal.' },
  reasonTooLong: { id: 'appeal.reasonTooLong', defaultMessage: 'The reason must be at most 2,000 characters.' },
  secondLookTooLong: { id: 'appeal.secondLookTooLong', defaultMessage: 'The note on your second look must be at most 2,000 characters.' },
  linkInvalid: { id: 'appeal.linkInvalid', defaultMessage: 'The appeal link is not valid.' },
  decisionNotFound: { id: 'appeal.decisionNotFound', defaultMessage: 'Decision not found' },
  notYours: { id: 'appeal.notYours', defaultMessage: 'Only the person this decision is about can appeal it.' },
  alreadyAppealed: { id: 'appeal.alreadyAppealed', defaultMessage: 'This decision has already been appealed. Each decision can be appealed once.' },
  hideRestored: { id: 'appeal.hideRestored', defaultMessage: 'A moderator has since reviewed the flags and restored it: this decision no longer applies.' },
  hideSuperseded: { id: 'appeal.hideSuperseded', defaultMessage: 'A moderator has since upheld the flags: appeal her decision instead, in My Reports.' },
  windowClosed: {
    id: 'appeal.windowClosed',
    defaultMessage: 'The time to appeal this decision ended on {date}: a decision can be appealed within 6 months.',
    description: 'date is a date, written out in the language (UTC).',
  },
  appealNotFound: { id: 'appeal.notFound', defaultMessage: 'Appeal not found' },
  decided: { id: 'appeal.decided', defaultMessage: 'This appeal has already been decided.' },
  differentModerator: { id: 'appeal.differentModerator', defaultMessage: 'A different moderator must decide this appeal.' },
  secondLookNeeded: {
    id: 'appeal.secondLookNeeded',
    defaultMessage:
      'You made the decision this appeal is against, and no other moderator can decide it: please add a note on your second look (what you checked again and why you decide as you do).',
  },
  cannotUndo: { id: 'appeal.cannotUndo', defaultMessage: 'Decisions of this kind cannot be undone yet.' },
});

/** What the appellant is told of the outcome (in-app and by e-mail, in her language). */
export const APPEAL_NOTICES = defineMessages({
  upheldTitle: { id: 'appeal.notice.upheldTitle', defaultMessage: 'Your appeal was upheld' },
  rejectedTitle: { id: 'appeal.notice.rejectedTitle', defaultMessage: 'Your appeal was not upheld' },
  reviewed: {
    id: 'appeal.notice.reviewed',
    defaultMessage:
      '{secondLook, select, yes {The moderator who made the decision about {label} reviewed your appeal against it again, as no other moderator is available.} other {A second moderator reviewed your appeal against the decision about {label}.}}',
    description: 'label names what the decision was about; secondLook is yes when the same moderator looked again.',
  },
  upheld: { id: 'appeal.notice.upheld', defaultMessage: 'We agreed with you and undid the decision.' },
  stands: { id: 'appeal.notice.stands', defaultMessage: 'The decision stands.' },
  reason: { id: 'appeal.notice.reason', defaultMessage: 'Reason: {reason}', description: "reason is the moderator's own words." },
});

/** What an upheld appeal could not bring back (the appellant reads it, the admin sees it in the appeal). */
export const NOT_RESTORED_MESSAGES = defineMessages({
  reportDeleted: { id: 'appeal.notRestored.reportDeleted', defaultMessage: 'The report was deleted and cannot be restored.' },
  profileDeleted: { id: 'appeal.notRestored.profileDeleted', defaultMessage: 'The profile and its reports were deleted and cannot be restored.' },
  photoDeleted: { id: 'appeal.notRestored.photoDeleted', defaultMessage: 'The photo was deleted and cannot be restored; it may be uploaded again.' },
  gone: { id: 'appeal.notRestored.gone', defaultMessage: 'What the decision was about has been deleted since, and cannot be restored.' },
  flagsDecided: {
    id: 'appeal.notRestored.flagsDecided',
    defaultMessage: 'A moderator has since decided about the flags: that decision stands, and can be appealed on its own.',
  },
  requestDecided: {
    id: 'appeal.notRestored.requestDecided',
    defaultMessage: 'A moderator has since upheld the removal request: that decision stands, and can be appealed on its own.',
  },
});
