import { defineMessages } from '../../core/i18n.js';

export const REMOVAL_MESSAGES = defineMessages({
  personBlocked: {
    id: 'removal.personBlocked',
    defaultMessage: 'This person cannot be added: a removal request about them was upheld and they asked not to be listed.',
  },
  networkLimit: {
    id: 'removal.networkLimit',
    defaultMessage:
      'Too many removal requests were sent from your network. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  emailLimit: {
    id: 'removal.emailLimit',
    defaultMessage:
      'Too many removal requests were sent with this e-mail address today. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}.',
  },
  itemLimit: {
    id: 'removal.itemLimit',
    defaultMessage:
      'This item has received many removal requests today; moderators are reviewing them. Please try again in {unit, select, hour {{count, plural, one {# hour} other {# hours}}} other {{count, plural, one {# minute} other {# minutes}}}}, or write to us if it is urgent.',
  },
  chooseTarget: { id: 'removal.chooseTarget', defaultMessage: 'Please choose what you want removed: a profile, a report or an image.' },
  targetNumber: { id: 'removal.targetNumber', defaultMessage: 'Please give the number of the profile, report or image.' },
  explain: { id: 'removal.explain', defaultMessage: 'Please explain your request.' },
  explainMin: { id: 'removal.explainMin', defaultMessage: 'Please explain your request in at least {min} characters.' },
  enterEmail: { id: 'removal.enterEmail', defaultMessage: 'Please enter your e-mail address.' },
  validEmail: { id: 'removal.validEmail', defaultMessage: 'Please enter a valid e-mail address.' },
  goodFaith: { id: 'removal.goodFaith', defaultMessage: 'Please confirm the good-faith statement.' },
  chooseDecision: { id: 'removal.chooseDecision', defaultMessage: 'Please choose uphold or dismiss.' },
  decisionReason: { id: 'removal.decisionReason', defaultMessage: 'Please give a reason for the decision.' },
  reasonMax: { id: 'removal.reasonMax', defaultMessage: 'The reason must be at most 2,000 characters.' },
  confirmLinkInvalid: {
    id: 'removal.confirmLinkInvalid',
    defaultMessage: 'This confirmation link is not valid: it may have been used already. Your request is still with our moderators.',
  },
  notFound: { id: 'removal.notFound', defaultMessage: 'Removal request not found' },
  decided: { id: 'removal.decided', defaultMessage: 'This removal request has already been decided.' },
});

/** Why a removal request was sent, as its confirmation e-mail says it. */
export const REMOVAL_REASON_MESSAGES = defineMessages({
  minor: { id: 'removal.reason.minor', defaultMessage: 'It concerns a minor' },
  intimate_image: { id: 'removal.reason.intimateImage', defaultMessage: 'It is an intimate image' },
  personal_information: { id: 'removal.reason.personalInformation', defaultMessage: 'It contains personal information' },
  false_or_defamatory: { id: 'removal.reason.falseOrDefamatory', defaultMessage: 'It is false or defamatory' },
  harassment: { id: 'removal.reason.harassment', defaultMessage: 'It is harassment' },
  copyright: { id: 'removal.reason.copyright', defaultMessage: 'It infringes copyright' },
  other: { id: 'removal.reason.other', defaultMessage: 'Other' },
});

/** What caused a removal request's automatic hide, as its statement of reasons says it ("This was automatic: …"). */
export const REMOVAL_AUTOMATIC = defineMessages({
  hidden: {
    id: 'removal.automatic.hidden',
    defaultMessage:
      'Someone asked for it to be removed because {reason, select, minor {it concerns a minor} other {it is an intimate image}} and confirmed her e-mail address; such requests hide content at once.',
    description: 'reason is minor or intimate_image (only those hide at once).',
  },
});

/** The e-mails to a removal request's sender (in the language she sent it in) and the notices to the content's author. */
export const REMOVAL_MAIL = defineMessages({
  confirmSubject: { id: 'mail.removalConfirm.subject', defaultMessage: 'Please confirm your removal request' },
  confirmBody: {
    id: 'mail.removalConfirm.body',
    defaultMessage:
      'Thank you. We received your request to remove: {label}.\n\nReason: {reason}.\n\nPlease confirm that this is your e-mail address by opening this link: {link}\n\n{hides, select, yes {Because of the reason you gave, the content is hidden from the public as soon as you confirm, until an administrator has decided.} other {An administrator will review it.}}\n\nYou will receive the decision and its reasons at this address. If you did not send this request, ignore this e-mail.\n\nReference: {id}',
    description:
      'Plain-text e-mail; keep the empty lines. label names what she asked to remove; reason is a removal.reason.* text; hides is yes for a minor or an intimate image.',
  },
  upheldSubject: { id: 'mail.removalUpheld.subject', defaultMessage: 'Your removal request was upheld' },
  upheldBody: {
    id: 'mail.removalUpheld.body',
    defaultMessage: 'We reviewed your request to remove: {label}. We agreed and removed it.\n\nOur reasons: {reason}\n\nReference: {id}',
    description: "Plain-text e-mail; keep the empty lines. reason is the moderator's own words.",
  },
  notUpheldTitle: { id: 'removal.notice.notUpheldTitle', defaultMessage: 'Your removal request was not upheld' },
  notUpheld: {
    id: 'removal.notice.notUpheld',
    defaultMessage: 'We reviewed your request to remove: {label}. We decided not to remove it. Reference of your request: {id}.',
  },
  hidden: {
    id: 'removal.notice.hidden',
    defaultMessage:
      "{target, select, report {Your report ({label})} image {The photo of a profile you added ({label})} other {The profile you added ({label})}} is hidden until a moderator has reviewed a removal request about it. You will be told the moderator's decision and its reasons.",
    description: 'target is report, image or profile; label names it.',
  },
});
