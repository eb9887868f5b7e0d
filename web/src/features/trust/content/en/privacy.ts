import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /privacy: what is stored, for how long, who sees what, ID documents (README "Privacy by design", SAFETY 1-7). */
export const privacy: TrustPageContent = {
  title: 'Privacy',
  lead: 'Women who post on Tea take a risk, and the people we write about never signed up. We keep as little as we can, protect what we keep, and tell you exactly what it is.',
  description:
    'What Tea stores, for how long, and who sees it: anonymous reports, city-level locations, photos stripped of hidden data, encrypted ID documents deleted after review, and no advertising trackers.',
  summary: [
    {
      ul: [
        ['Nobody but our moderators can see who wrote a report.'],
        ['Locations are city centres, never a precise position. Your own position never leaves your browser except inside a search.'],
        ['Photos are stripped of all hidden details, including where they were taken.'],
        ['ID documents are encrypted, seen only by moderators through links that expire after 2 minutes, and deleted on decision or after 30 days.'],
        ['No advertising or analytics trackers.'],
      ],
    },
  ],
  sections: [
    {
      heading: 'What we store about members',
      blocks: [
        {
          ul: [
            [
              { strong: 'Your account:' },
              ' username, e-mail address, and your first and last name if you give them. Your password is stored only as a one-way hash that nobody can read back.',
            ],
            [
              { strong: 'Your sign-in:' },
              ' a session kept on our server, linked to a cookie that scripts cannot read. It ends when you sign out or 14 days after you last used Tea. We keep the address you last signed in from, so that bans can be enforced; only moderators see it.',
            ],
            [
              { strong: 'Your phone number,' },
              ' once you have verified it to post reports. It is kept in a standard format and as a keyed hash, so the same number cannot open several accounts. Only you see it, and only masked; it appears in no list. Verification codes are kept only as a keyed hash and expire after 10 minutes.',
            ],
            [
              { strong: 'What you post:' },
              ' your reports, the people you add and the photos you upload, with you recorded as their author so moderators can act on abuse.',
            ],
            [
              { strong: 'Your activity:' },
              ' the profiles you open while signed in, to suggest Smart Matches and show your recently viewed profiles to you. Visitors who are not signed in leave no such record.',
            ],
            [{ strong: 'Your notifications,' }, ' such as the decisions on your reports.'],
          ],
        },
      ],
    },
    {
      heading: 'Who sees what',
      blocks: [
        {
          ul: [
            [
              { strong: 'Everyone, with or without an account:' },
              " profiles (name, city, age and bio if given, an approved photo, rating) and approved reports, shown as 'Anonymous User'.",
            ],
            [
              { strong: 'You:' },
              ' your account, your masked phone number, your reports with their status, the people you added and your ID verification status.',
            ],
            [
              { strong: 'Moderators:' },
              ' what they need to keep Tea safe, including who wrote a report and the address an account last signed in from. Each time a moderator reveals who wrote a report or opens an ID document, it is written to a log that cannot be changed.',
            ],
            [
              { strong: 'Nobody:' },
              ' report authors, e-mail addresses, phone numbers and IP addresses never appear in what other members or visitors see, nor in our logs.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Locations',
      blocks: [
        {
          p: [
            "A profile's location is the centre of its city, chosen from a fixed list, never a street or a person's position. When you use 'Use my location' to sort by distance, your browser's position is used in your browser and in the search it sends; we never store it.",
          ],
        },
      ],
    },
    {
      heading: 'Photos',
      blocks: [
        {
          p: [
            'We check every uploaded image by its content, not its name, and refuse anything that is not a JPEG, PNG or WebP image under 5 MB. We then re-create the image and remove all hidden details (such as the camera, the date and the place it was taken) before storing it. Photos are kept in a private store under random names and served only after a check: approved photos to everyone, photos awaiting review only to moderators and to the member who uploaded them.',
          ],
        },
      ],
    },
    {
      heading: 'ID documents',
      blocks: [
        {
          p: [
            'If you choose to verify your identity, we store your document image and its details (full name, ID number, date of birth) encrypted. There is no public link to them. Moderators view a document through a link that works for 2 minutes and only in their own session, and every view is logged.',
          ],
        },
        {
          p: [
            'The document and its details are deleted as soon as a moderator approves or rejects your request; we keep only the decision, the type of ID, the dates and the reviewer. A request that has not been reviewed within 30 days is closed, the document is deleted, and we let you know so you can send it again.',
          ],
        },
      ],
    },
    {
      heading: 'The people we write about',
      blocks: [
        {
          p: [
            'About a person added to Tea we keep her name, her city, an optional age, bio and photo, and the reports about her. She, or anyone, can ',
            { link: 'request a removal', to: '/removal-request' },
            '. The e-mail address given with a request is used only to acknowledge it and to send the decision, and is seen only by moderators. When a profile removal is upheld, we keep her name and city on a list so that she cannot be added again.',
          ],
        },
      ],
    },
    {
      heading: 'In your browser',
      blocks: [
        {
          p: [
            "Tea sets one cookie, for your session. Your accessibility settings and theme are saved in your browser's storage on this device and are never sent to us. We use no advertising or analytics trackers.",
          ],
        },
      ],
    },
    {
      heading: 'E-mails and text messages',
      blocks: [
        {
          p: [
            'We send a text message with a code when you verify your phone number, and e-mails about your account and your requests, such as the outcome of an ID verification or a removal request. We send no marketing.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          ul: [
            ['Sessions: until you sign out, or 14 days after your last visit.'],
            ['Phone verification codes: 10 minutes.'],
            ['ID documents: until a moderator decides, and never longer than 30 days.'],
            ['Moderation decisions: permanently, in the audit log, so every decision can be accounted for.'],
            ['Your account and what you posted: while your account exists, unless a moderator removes it earlier.'],
          ],
        },
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          p: [
            'You can change your username in Settings once every 6 months. To get a copy of your data, correct it or close your account, write to us at ',
            { email: CONTACT_EMAIL },
            ' from the e-mail address of your account. See ',
            { link: 'Contact', to: '/contact' },
            ' for other ways to reach us.',
          ],
        },
      ],
    },
  ],
};
