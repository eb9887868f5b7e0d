import { TrustPage } from '../components/TrustPage';
import { terms } from '../content/en/terms';
import { useTrustContent } from '../hooks/useTrustContent';

/** /terms: the rules of using Tea, in the product's own words (SPEC §1, §6; SAFETY 8-14). */
export function TermsRoute() {
  return <TrustPage content={useTrustContent('terms', terms)} />;
}
