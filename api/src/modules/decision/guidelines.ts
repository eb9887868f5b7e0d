import { registerEnumType } from 'type-graphql';

/**
 * The rules of the community guidelines (/guidelines), one per section, with a stable code: a decision names the
 * rule it applies by this code, and the guidelines page anchors each section at it (`/guidelines#personal_information`).
 * Codes are never renamed or reused; a new rule gets a new code.
 */
export enum GuidelineRule {
  OWN_EXPERIENCE = 'own_experience',
  PERSONAL_INFORMATION = 'personal_information',
  NAMING_PEOPLE = 'naming_people',
  PHOTOS = 'photos',
  ZERO_TOLERANCE = 'zero_tolerance',
  FAIR_AND_KIND = 'fair_and_kind',
}
registerEnumType(GuidelineRule, {
  name: 'GuidelineRule',
  description: 'The section of the community guidelines (/guidelines) a moderation decision applies.',
  valuesConfig: {
    OWN_EXPERIENCE: { description: '"Share your own experience": first-hand, honest, one report per experience.' },
    PERSONAL_INFORMATION: { description: '"Keep personal information out": nothing that tells people how to contact or find someone.' },
    NAMING_PEOPLE: { description: '"Naming people": the name she goes by and her city, no insults or jokes in a name.' },
    PHOTOS: { description: '"Photos": only her, only shareable, never explicit or intimate images or children.' },
    ZERO_TOLERANCE: { description: '"Zero tolerance": people under 18, explicit images, defamation.' },
    FAIR_AND_KIND: { description: '"Be fair and kind": no harassment, hate, false claims, spam or off-topic content.' },
  },
});

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
