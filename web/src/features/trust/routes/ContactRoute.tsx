import { TrustPage } from '../components/TrustPage';
import contactJson from '../content/en/contact.json';
import { asTrustPage } from '../content/trust-content';
import { useTrustContent } from '../hooks/useTrustContent';

const contact = asTrustPage(contactJson);

/** /contact: the team's address (one constant, trust-pages.ts) and the removal form. */
export function ContactRoute() {
  return <TrustPage content={useTrustContent('contact', contact)} />;
}
