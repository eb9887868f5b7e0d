import { TrustPage } from '../components/TrustPage';
import { privacy } from '../content/en/privacy';
import { useTrustContent } from '../hooks/useTrustContent';

/** /privacy: what is stored, for how long, who sees what, ID documents (docs/architecture.md "Privacy by design", SAFETY 1-7). */
export function PrivacyRoute() {
  return <TrustPage content={useTrustContent('privacy', privacy)} />;
}
