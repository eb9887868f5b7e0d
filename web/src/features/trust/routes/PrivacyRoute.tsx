import { TrustPage } from '../components/TrustPage';
import privacyJson from '../content/en/privacy.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const privacy = asTrustPage(privacyJson);

/** /privacy: what is stored, for how long, who sees what, ID documents (docs/architecture.md "Privacy by design", SAFETY 1-7). */
export function PrivacyRoute() {
  return <TrustPage content={useTrustContent('privacy', privacy)} />;
}
