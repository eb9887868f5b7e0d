import { TrustPage } from '../components/TrustPage';
import { developers } from '../content/en/developers';
import { useTrustContent } from '../hooks/useTrustContent';

/** /developers: the public guide for third-party tools (issue 11). docs/api.md says the same. */
export function DevelopersRoute() {
  return <TrustPage content={useTrustContent('developers', developers)} />;
}
