import { defineMessages } from '../../core/i18n.js';

export const FLAG_MESSAGES = defineMessages({
  caseNotFound: { id: 'flag.caseNotFound', defaultMessage: 'Flagged item not found' },
  caseDecided: { id: 'flag.caseDecided', defaultMessage: 'These flags have already been decided.' },
  limit: {
    id: 'flag.limit',
    defaultMessage:
      'You have sent a lot of flags in the last hour. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  chooseReason: { id: 'flag.chooseReason', defaultMessage: 'Please choose a reason for your flag.' },
  sayWhatIsWrong: {
    id: 'flag.sayWhatIsWrong',
    defaultMessage: "Please say what is wrong when you choose 'Other'.",
    description: "'Other' is the reason of that name in the flag form: use its translation.",
  },
  noteText: { id: 'flag.noteText', defaultMessage: 'The note must be text.' },
  noteMax: { id: 'flag.noteMax', defaultMessage: 'The note must be at most {max} characters.' },
  moderatorNoteMax: { id: 'flag.moderatorNoteMax', defaultMessage: 'The note must be at most 1,000 characters.' },
  chooseGuideline: { id: 'flag.chooseGuideline', defaultMessage: 'Please choose the guideline the item breaks.' },
  explainDecision: { id: 'flag.explainDecision', defaultMessage: 'Please explain the decision to the author.' },
  alreadyFlaggedReport: { id: 'flag.alreadyFlaggedReport', defaultMessage: 'You have already flagged this report. Moderators will review it.' },
  alreadyFlaggedProfile: { id: 'flag.alreadyFlaggedProfile', defaultMessage: 'You have already flagged this profile. Moderators will review it.' },
  revoked: {
    id: 'flag.revoked',
    defaultMessage: 'You can no longer flag content: moderators found that too many of your recent flags did not break the community guidelines.',
  },
  ownReport: { id: 'flag.ownReport', defaultMessage: 'You cannot flag your own report. To change or remove it, go to My Reports.' },
  ownProfile: { id: 'flag.ownProfile', defaultMessage: 'You cannot flag a profile you added. To have it removed, send a removal request.' },
});

/** What caused an automatic hide, as its statement of reasons says it ("This was automatic: …"). */
export const FLAG_AUTOMATIC = defineMessages({
  atOnce: {
    id: 'flag.automatic.atOnce',
    defaultMessage: 'A trusted member flagged it as being about {reason, select, minor {a minor} other {an intimate image}}, which hides content at once.',
    description: 'reason is the flag reason (only minor and intimate_image hide at once).',
  },
  threshold: {
    id: 'flag.automatic.threshold',
    defaultMessage: '{count, plural, one {# member} other {# members}} flagged it, and the flags of trusted members reached the threshold.',
  },
});

/** What flaggers and authors are told about flags. */
export const FLAG_NOTICES = defineMessages({
  upheldTitle: { id: 'flag.notice.upheldTitle', defaultMessage: 'Your flag was upheld' },
  upheld: {
    id: 'flag.notice.upheld',
    defaultMessage: 'Thank you. A moderator reviewed what you flagged ({label}) and removed it.',
    description: 'label names the report or profile.',
  },
  dismissedTitle: { id: 'flag.notice.dismissedTitle', defaultMessage: 'Your flag was reviewed' },
  dismissed: {
    id: 'flag.notice.dismissed',
    defaultMessage: 'A moderator reviewed what you flagged ({label}) and decided it stays: it does not break the community guidelines.',
  },
  hidden: {
    id: 'flag.notice.hidden',
    defaultMessage:
      "{target, select, report {Your report ({label})} other {The profile you added ({label})}} is hidden until a moderator has reviewed it. You will be told the moderator's decision and its reasons.",
    description: 'target is report or profile; label names it.',
  },
});
