import { Link } from 'react-router-dom';
import { TrustPage } from '../components/TrustPage';
import { CONTACT_EMAIL } from '../trust-pages';

const DESCRIPTION = 'How to reach the Tea team about privacy, safety or your account, and how to ask for a profile, a report or a photo to be removed.';

/** /contact: the team's address (one constant, trust-pages.ts) and the removal form. */
export function ContactRoute() {
  return (
    <TrustPage title="Contact" lead="A real person on our team reads every message." description={DESCRIPTION}>
      <section>
        <h2>Remove a profile, a report or a photo</h2>
        <p>
          The fastest way is the <Link to="/removal-request">removal request form</Link>. You do not need an account. Requests about a minor or an intimate
          image hide the content as soon as you confirm them through the link we e-mail you, and every request is decided with reasons.
        </p>
      </section>

      <section>
        <h2>Write to us</h2>
        <p>
          For questions about privacy, safety or your account, including a copy of your data or closing your account, write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
        </p>
        <ul>
          <li>Write from the e-mail address of your account when your message is about your account, so we know it is you.</li>
          <li>If your message is about a removal request, include the reference from our acknowledgement e-mail.</li>
          <li>Never send ID documents or passwords by e-mail. ID verification happens only inside Tea.</li>
        </ul>
      </section>

      <section>
        <h2>If you are in danger</h2>
        <p>Tea cannot help in an emergency. If you or someone else is in immediate danger, call your local emergency number.</p>
      </section>
    </TrustPage>
  );
}
