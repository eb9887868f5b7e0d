import { TrustPage } from '../components/TrustPage';
import { guidelines } from '../content/en/guidelines';
import { useTrustContent } from '../hooks/useTrustContent';

/**
 * /guidelines: what belongs on Tea and what never does (SAFETY 3, 4, 8, 9; SPEC's zero-tolerance policy). Each rule's
 * section is anchored at its stable code (the API's GuidelineRule, decision/guidelines.ts), which statements of
 * reasons link to: /guidelines#personal_information.
 */
export function GuidelinesRoute() {
  return <TrustPage content={useTrustContent('guidelines', guidelines)} />;
}
