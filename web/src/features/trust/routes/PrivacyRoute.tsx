import { Link } from 'react-router-dom';
import { StyledSummary, TrustPage } from '../components/TrustPage';
import { CONTACT_EMAIL } from '../trust-pages';

const DESCRIPTION =
  'What Tea stores, for how long, and who sees it: anonymous reports, city-level locations, photos stripped of hidden data, encrypted ID documents deleted after review, and no advertising trackers.';

/** /privacy: what is stored, for how long, who sees what, ID documents (docs/architecture.md "Privacy by design", SAFETY 1-7). */
export function PrivacyRoute() {
  return (
    <TrustPage
      title="Privacy"
      lead="Women who post on Tea take a risk, and the people we write about never signed up. We keep as little as we can, protect what we keep, and tell you exactly what it is."
      description={DESCRIPTION}
    >
      <StyledSummary>
        <ul>
          <li>Nobody but our moderators can see who wrote a report.</li>
          <li>Locations are city centres, never a precise position. Your own position never leaves your browser except inside a search.</li>
          <li>Photos are stripped of all hidden details, including where they were taken.</li>
          <li>ID documents are encrypted, seen only by moderators through links that expire after 2 minutes, and deleted on decision or after 30 days.</li>
          <li>No advertising or analytics trackers.</li>
        </ul>
      </StyledSummary>

      <section>
        <h2>What we store about members</h2>
        <ul>
          <li>
            <strong>Your account:</strong> username, e-mail address, and your first and last name if you give them. Your password is stored only as a one-way
            hash that nobody can read back.
          </li>
          <li>
            <strong>Your sign-in:</strong> a session kept on our server, linked to a cookie that scripts cannot read. It ends when you sign out or 14 days after
            you last used Tea. We keep the address you last signed in from, so that bans can be enforced; only moderators see it.
          </li>
          <li>
            <strong>Your phone number,</strong> once you have verified it to post reports. It is kept in a standard format and as a keyed hash, so the same
            number cannot open several accounts. Only you see it, and only masked; it appears in no list. Verification codes are kept only as a keyed hash and
            expire after 10 minutes.
          </li>
          <li>
            <strong>What you post:</strong> your reports, the people you add and the photos you upload, with you recorded as their author so moderators can act
            on abuse.
          </li>
          <li>
            <strong>Your activity:</strong> the profiles you open while signed in, to suggest Smart Matches and show your recently viewed profiles to you.
            Visitors who are not signed in leave no such record.
          </li>
          <li>
            <strong>Your notifications,</strong> such as the decisions on your reports.
          </li>
        </ul>
      </section>

      <section>
        <h2>Who sees what</h2>
        <ul>
          <li>
            <strong>Everyone, with or without an account:</strong> profiles (name, city, age and bio if given, an approved photo, rating) and approved reports,
            shown as &apos;Anonymous User&apos;.
          </li>
          <li>
            <strong>You:</strong> your account, your masked phone number, your reports with their status, the people you added and your ID verification status.
          </li>
          <li>
            <strong>Moderators:</strong> what they need to keep Tea safe, including who wrote a report and the address an account last signed in from. Each time
            a moderator reveals who wrote a report or opens an ID document, it is written to a log that cannot be changed.
          </li>
          <li>
            <strong>Nobody:</strong> report authors, e-mail addresses, phone numbers and IP addresses never appear in what other members or visitors see, nor in
            our logs.
          </li>
        </ul>
      </section>

      <section>
        <h2>Locations</h2>
        <p>
          A profile&apos;s location is the centre of its city, chosen from a fixed list, never a street or a person&apos;s position. When you use &apos;Use my
          location&apos; to sort by distance, your browser&apos;s position is used in your browser and in the search it sends; we never store it.
        </p>
      </section>

      <section>
        <h2>Photos</h2>
        <p>
          We check every uploaded image by its content, not its name, and refuse anything that is not a JPEG, PNG or WebP image under 5 MB. We then re-create
          the image and remove all hidden details (such as the camera, the date and the place it was taken) before storing it. Photos are kept in a private
          store under random names and served only after a check: approved photos to everyone, photos awaiting review only to moderators and to the member who
          uploaded them.
        </p>
      </section>

      <section>
        <h2>ID documents</h2>
        <p>
          If you choose to verify your identity, we store your document image and its details (full name, ID number, date of birth) encrypted. There is no
          public link to them. Moderators view a document through a link that works for 2 minutes and only in their own session, and every view is logged.
        </p>
        <p>
          The document and its details are deleted as soon as a moderator approves or rejects your request; we keep only the decision, the type of ID, the dates
          and the reviewer. A request that has not been reviewed within 30 days is closed, the document is deleted, and we let you know so you can send it
          again.
        </p>
      </section>

      <section>
        <h2>The people we write about</h2>
        <p>
          About a person added to Tea we keep her name, her city, an optional age, bio and photo, and the reports about her. She, or anyone, can{' '}
          <Link to="/removal-request">request a removal</Link>. The e-mail address given with a request is used only to acknowledge it and to send the decision,
          and is seen only by moderators. When a profile removal is upheld, we keep her name and city on a list so that she cannot be added again.
        </p>
      </section>

      <section>
        <h2>In your browser</h2>
        <p>
          Tea sets one cookie, for your session. Your accessibility settings and theme are saved in your browser&apos;s storage on this device and are never
          sent to us. We use no advertising or analytics trackers.
        </p>
      </section>

      <section>
        <h2>E-mails and text messages</h2>
        <p>
          We send a text message with a code when you verify your phone number, and e-mails about your account and your requests, such as the outcome of an ID
          verification or a removal request. We send no marketing.
        </p>
      </section>

      <section>
        <h2>How long we keep it</h2>
        <ul>
          <li>Sessions: until you sign out, or 14 days after your last visit.</li>
          <li>Phone verification codes: 10 minutes.</li>
          <li>ID documents: until a moderator decides, and never longer than 30 days.</li>
          <li>Moderation decisions: permanently, in the audit log, so every decision can be accounted for.</li>
          <li>Your account and what you posted: while your account exists, unless a moderator removes it earlier.</li>
        </ul>
      </section>

      <section>
        <h2>Your choices</h2>
        <p>
          You can change your username in Settings once every 6 months. To get a copy of your data, correct it or close your account, write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> from the e-mail address of your account. See <Link to="/contact">Contact</Link> for other ways
          to reach us.
        </p>
      </section>
    </TrustPage>
  );
}
