import { TrustPage } from '../components/TrustPage';
import developersJson from '../content/en/developers.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const developers = asTrustPage(developersJson);

/** /developers: the public guide for third-party tools (issue 11). docs/api.md says the same. */
export function DevelopersRoute() {
  return <TrustPage content={useTrustContent('developers', developers)} />;
}
