import { Link } from 'react-router-dom';
import { StyledSummary, TrustPage } from '../components/TrustPage';
import { CONTACT_EMAIL } from '../trust-pages';

const DESCRIPTION =
  'The terms of using Tea: who can join, what you may post, how moderation and bans work, the rights of the people reported on, and how to reach us.';

/** /terms: the rules of using Tea, in the product's own words (SPEC §1, §6; SAFETY 8-14). */
export function TermsRoute() {
  return (
    <TrustPage
      title="Terms of use"
      documentTitle="Terms"
      lead="By creating an account or posting on Tea you accept these terms and our community guidelines. They are written to be read, so please do."
      description={DESCRIPTION}
    >
      <StyledSummary>
        <p>
          <strong>The short version:</strong> Tea is a moderated community for women. Post only your own honest experiences, follow the{' '}
          <Link to="/guidelines">community guidelines</Link>, accept that moderators review and may refuse anything, and respect the people you write about, who
          can ask for content to be removed.
        </p>
      </StyledSummary>

      <section>
        <h2>Who can join</h2>
        <ul>
          <li>Tea is a community of women, for women. You must be 18 or older to create an account.</li>
          <li>One account per person. Keep your password to yourself; you are responsible for what is posted from your account.</li>
          <li>To post reports you verify a phone number. A number can belong to one account only, and a banned member&apos;s number cannot be used again.</li>
          <li>Visitors without an account can browse profiles and read approved reports.</li>
        </ul>
      </section>

      <section>
        <h2>What you post</h2>
        <ul>
          <li>You post only your own, first-hand experiences and you believe what you write is true.</li>
          <li>
            You follow the <Link to="/guidelines">community guidelines</Link>: no personal information such as phone numbers, e-mail addresses, street addresses
            or social media handles, no people under 18, no explicit images, no harassment and no defamation.
          </li>
          <li>
            You only upload photos you are free to share. You allow Tea to store, resize and show what you post on Tea for as long as it stays on the service.
          </li>
          <li>
            Reports are the personal experiences of the members who wrote them. They are not statements of fact by Tea, and a rating or a flag is a summary of
            approved reports, not our judgement of anyone.
          </li>
        </ul>
      </section>

      <section>
        <h2>Anonymity</h2>
        <p>
          Your reports are published as &apos;Anonymous User&apos;. Only our moderators can see who wrote a report, and every time they look it up it is logged.
          Anonymity protects you; it is not a shield for abuse, and moderators use it to stop people who break these terms.
        </p>
      </section>

      <section>
        <h2>Moderation and bans</h2>
        <ul>
          <li>Every report and photo is reviewed before it is published. Moderators may approve, reject, edit or delete content, always with a reason.</li>
          <li>People under 18, explicit images or defamation lead to an instant permanent ban.</li>
          <li>
            Moderators may ban accounts that break these terms, and block the addresses they use. A ban takes effect at once and applies to every session.
          </li>
          <li>
            Read <Link to="/moderation">how moderation works</Link> for the full process, including the log that records every decision.
          </li>
        </ul>
      </section>

      <section>
        <h2>The people you write about</h2>
        <p>
          The people on Tea did not sign up for it. Anyone may <Link to="/removal-request">request the removal</Link> of a profile, a report or a photo. We
          acknowledge every request by e-mail and decide it with reasons. Content about a minor or an intimate image is hidden at once while we decide. When a
          profile removal is upheld, that person cannot be added again.
        </p>
      </section>

      <section>
        <h2>Your data</h2>
        <p>
          Our <Link to="/privacy">privacy notice</Link> explains what we store, who sees it and for how long, including how ID documents are encrypted and
          deleted.
        </p>
      </section>

      <section>
        <h2>Ending your use of Tea</h2>
        <p>
          You may stop using Tea at any time. To close your account, write to us at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the e-mail
          address of your account. We may suspend or close accounts that break these terms.
        </p>
      </section>

      <section>
        <h2>Changes to these terms</h2>
        <p>When we change these terms, the new version is published on this page. If you keep using Tea after a change, the new terms apply.</p>
      </section>

      <section>
        <h2>Questions</h2>
        <p>
          See <Link to="/contact">Contact</Link> for how to reach us.
        </p>
      </section>
    </TrustPage>
  );
}
