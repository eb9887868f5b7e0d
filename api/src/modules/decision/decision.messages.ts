import { defineMessages } from '../../core/i18n.js';

export const DECISION_MESSAGES = defineMessages({
  chooseRule: { id: 'decision.chooseRule', defaultMessage: 'Please choose a rule of the community guidelines.' },
  noteMax: { id: 'decision.noteMax', defaultMessage: 'The note must be at most 1,000 characters.' },
  tokenNotFound: { id: 'decision.tokenNotFound', defaultMessage: 'This appeal link is not valid. Please use the link from the decision e-mail.' },
});

/** What a reason code means, as a statement of reasons says it ("Reason: it contains personal information."). */
export const REASON_MESSAGES = defineMessages({
  personal_information: {
    id: 'decision.reason.personalInformation',
    defaultMessage: 'it contains personal information',
    description: 'Completes "Reason: …."',
  },
  defamation: { id: 'decision.reason.defamation', defaultMessage: 'it may be false or defamatory', description: 'Completes "Reason: …."' },
  harassment: { id: 'decision.reason.harassment', defaultMessage: 'it is harassing or abusive', description: 'Completes "Reason: …."' },
  minor: { id: 'decision.reason.minor', defaultMessage: 'it concerns a minor', description: 'Completes "Reason: …."' },
  explicit: { id: 'decision.reason.explicit', defaultMessage: 'it contains explicit content', description: 'Completes "Reason: …."' },
  intimate_image: {
    id: 'decision.reason.intimateImage',
    defaultMessage: 'it is an intimate image shared without consent',
    description: 'Completes "Reason: …."',
  },
  spam: { id: 'decision.reason.spam', defaultMessage: 'it looks like spam', description: 'Completes "Reason: …."' },
  off_topic: { id: 'decision.reason.offTopic', defaultMessage: 'it is not about a dating or friendship experience', description: 'Completes "Reason: …."' },
  duplicate: { id: 'decision.reason.duplicate', defaultMessage: 'it duplicates another report', description: 'Completes "Reason: …."' },
  other: { id: 'decision.reason.other', defaultMessage: 'it does not meet our community guidelines', description: 'Completes "Reason: …."' },
  not_upheld: {
    id: 'decision.reason.notUpheld',
    defaultMessage: 'we found that it does not break the community guidelines or the law',
    description: 'Completes "Reason: …." for a removal request that was not upheld.',
  },
});

/** The section titles of the community guidelines (/guidelines), as the guidelines page names them. */
export const RULE_MESSAGES = defineMessages({
  own_experience: { id: 'decision.rule.ownExperience', defaultMessage: 'Share your own experience' },
  personal_information: { id: 'decision.rule.personalInformation', defaultMessage: 'Keep personal information out' },
  naming_people: { id: 'decision.rule.namingPeople', defaultMessage: 'Naming people' },
  photos: { id: 'decision.rule.photos', defaultMessage: 'Photos' },
  zero_tolerance: { id: 'decision.rule.zeroTolerance', defaultMessage: 'Zero tolerance' },
  fair_and_kind: { id: 'decision.rule.fairAndKind', defaultMessage: 'Be fair and kind' },
});

/** The sentences of a statement of reasons and the paragraphs of its e-mail. */
export const STATEMENT_MESSAGES = defineMessages({
  reason: { id: 'decision.statement.reason', defaultMessage: 'Reason: {reason}.', description: 'reason is a decision.reason.* text.' },
  rule: {
    id: 'decision.statement.rule',
    defaultMessage: 'Rule: Community guidelines, "{rule}".',
    description: 'rule is a section title of the community guidelines (decision.rule.*).',
  },
  automatic: { id: 'decision.statement.automatic', defaultMessage: 'This was automatic: {text}', description: 'text says what caused the automatic decision.' },
  explanation: { id: 'decision.statement.explanation', defaultMessage: "Moderator's explanation: {text}", description: "text is the moderator's own words." },
  noExplanation: { id: 'decision.statement.noExplanation', defaultMessage: 'The moderator gave no further explanation.' },
  appeal: { id: 'decision.statement.appeal', defaultMessage: 'You can appeal this decision within 6 months.' },
  howToAppeal: {
    id: 'mail.decision.howToAppeal',
    defaultMessage:
      'How to appeal: you can appeal this decision once, until {until}. Open {link} and tell us why you think it is wrong{member, select, yes {, or sign in and choose Appeal in My Reports} other {}}. A different moderator will review it.',
    description:
      'A paragraph of a decision e-mail. until is a date; link the appeal page; member is yes when she has an account ("My Reports" is the page of that name, "Appeal" its button).',
  },
  reference: { id: 'mail.decision.reference', defaultMessage: 'Reference: {id}', description: 'The last line before the footer; id is a reference number.' },
  footer: {
    id: 'mail.decision.footer',
    defaultMessage: 'This is a notice about a moderation decision: it is sent whatever your notification settings.',
    description: 'Last paragraph of every e-mail about a moderation decision or an appeal.',
  },
});

/**
 * What a decision is about, as her decisions, appeals and notices name it ('Account ann_lee'): stored beside the English
 * label as wording (decision.entity.ts `subjectLabelI18n`) and worded in the reader's language. Names and titles are
 * people's own words, never translated.
 */
export const SUBJECT_MESSAGES = defineMessages({
  account: { id: 'decision.subject.account', defaultMessage: 'Account {name}', description: 'A member account; name is her username.' },
  profile: { id: 'decision.subject.profile', defaultMessage: 'Profile of {name}', description: 'A profile of a person; name is its display name.' },
  profileAt: {
    id: 'decision.subject.profileAt',
    defaultMessage: 'Profile of {name} ({location})',
    description: 'A profile of a person; name is its display name, location the place it gives (a place name, as written).',
  },
  photo: { id: 'decision.subject.photo', defaultMessage: 'Photo of {name}', description: "A profile's photo; name is the profile's display name." },
  report: {
    id: 'decision.subject.report',
    defaultMessage: 'Report "{title}" about {name}',
    description: "A report (a member's account of a date); title is its title, name the display name of the profile it is about.",
  },
  reportTitle: {
    id: 'decision.subject.reportTitle',
    defaultMessage: '"{title}" about {name}',
    description: 'A report named by its title only; title is its title, name the display name of the profile it is about.',
  },
});
