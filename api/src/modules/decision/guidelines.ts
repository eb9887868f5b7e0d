import { graphqlEnum, type EnumValue } from '../../shared/graphql-enum.js';

/**
 * The rules of the community guidelines (/guidelines), one per section, with a stable code: a decision names the
 * rule it applies by this code, and the guidelines page anchors each section at it (`/guidelines#personal_information`).
 * Codes are never renamed or reused; a new rule gets a new code.
 */
export const GuidelineRule = graphqlEnum('GuidelineRule', 'The section of the community guidelines (/guidelines) a moderation decision applies.', {
  own_experience: '"Share your own experience": first-hand, honest, one report per experience.',
  personal_information: '"Keep personal information out": nothing that tells people how to contact or find someone.',
  naming_people: '"Naming people": the name she goes by and her city, no insults or jokes in a name.',
  photos: '"Photos": only her, only shareable, never explicit or intimate images or children.',
  zero_tolerance: '"Zero tolerance": people under 18, explicit images, defamation.',
  fair_and_kind: '"Be fair and kind": no harassment, hate, false claims, spam or off-topic content.',
});
export type GuidelineRule = EnumValue<typeof GuidelineRule>;

/** How a statement of reasons names a rule (the section titles of /guidelines). */
export const GUIDELINE_TITLES: Record<GuidelineRule, string> = {
  [GuidelineRule.OWN_EXPERIENCE]: 'Share your own experience',
  [GuidelineRule.PERSONAL_INFORMATION]: 'Keep personal information out',
  [GuidelineRule.NAMING_PEOPLE]: 'Naming people',
  [GuidelineRule.PHOTOS]: 'Photos',
  [GuidelineRule.ZERO_TOLERANCE]: 'Zero tolerance',
  [GuidelineRule.FAIR_AND_KIND]: 'Be fair and kind',
};

/** True for a code of GuidelineRule. */
export function isGuidelineRule(value: unknown): value is GuidelineRule {
  return typeof value === 'string' && (Object.values(GuidelineRule) as string[]).includes(value);
}
