import { TrustPage } from '../components/TrustPage';
import { contact } from '../content/en/contact';
import { useTrustContent } from '../hooks/useTrustContent';

/** /contact: the team's address (one constant, trust-pages.ts) and the removal form. */
export function ContactRoute() {
  return <TrustPage content={useTrustContent('contact', contact)} />;
}
