import { TrustPage } from '../components/TrustPage';
import guidelinesJson from '../content/en/guidelines.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const guidelines = asTrustPage(guidelinesJson);

/**
 * /guidelines: what belongs on Tea and what never does (SAFETY 3, 4, 8, 9; SPEC's zero-tolerance policy). Each rule's
 * section is anchored at its stable code (the API's GuidelineRule, decision/guidelines.ts), which statements of
 * reasons link to: /guidelines#personal_information.
 */
export function GuidelinesRoute() {
  return <TrustPage content={useTrustContent('guidelines', guidelines)} />;
}
