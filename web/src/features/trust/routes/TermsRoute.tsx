import { TrustPage } from '../components/TrustPage';
import termsJson from '../content/en/terms.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const terms = asTrustPage(termsJson);

/** /terms: the rules of using Tea, in the product's own words (SPEC §1, §6; SAFETY 8-14). */
export function TermsRoute() {
  return <TrustPage content={useTrustContent('terms', terms)} />;
}
