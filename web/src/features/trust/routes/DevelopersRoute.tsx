import { TrustPage } from '../components/TrustPage';
import { developers } from '../content/en/developers';

/** /developers: the public guide for third-party tools (issue 11). The README's "API for tools" says the same. */
export function DevelopersRoute() {
  return <TrustPage content={developers} />;
}
