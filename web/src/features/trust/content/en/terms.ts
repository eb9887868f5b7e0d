import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /terms: the rules of using Tea, in the product's own words (SPEC §1, §6; SAFETY 8-14). */
export const terms: TrustPageContent = {
  title: 'Terms of use',
  documentTitle: 'Terms',
  lead: 'By creating an account or posting on Tea you accept these terms and our community guidelines. They are written to be read, so please do.',
  description:
    'The terms of using Tea: who can join, what you may post, how moderation and bans work, the rights of the people reported on, and how to reach us.',
  summary: [
    {
      p: [
        { strong: 'The short version:' },
        ' Tea is a moderated community for women. Post only your own honest experiences, follow the ',
        { link: 'community guidelines', to: '/guidelines' },
        ', accept that moderators review and may refuse anything, and respect the people you write about, who can ask for content to be removed.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Who can join',
      blocks: [
        {
          ul: [
            ['Tea is a community of women, for women. You must be 18 or older to create an account.'],
            ['One account per person. Keep your password to yourself; you are responsible for what is posted from your account.'],
            ["To post reports you verify a phone number. A number can belong to one account only, and a banned member's number cannot be used again."],
            ['Visitors without an account can browse profiles and read approved reports.'],
          ],
        },
      ],
    },
    {
      heading: 'What you post',
      blocks: [
        {
          ul: [
            ['You post only your own, first-hand experiences and you believe what you write is true.'],
            [
              'You follow the ',
              { link: 'community guidelines', to: '/guidelines' },
              ': no personal information such as phone numbers, e-mail addresses, street addresses or social media handles, no people under 18, no explicit images, no harassment and no defamation.',
            ],
            [
              'You only upload photos you are free to share. You allow Tea to store, resize and show what you post on Tea for as long as it stays on the service.',
            ],
            [
              'Reports are the personal experiences of the members who wrote them. They are not statements of fact by Tea, and a rating or a flag is a summary of approved reports, not our judgement of anyone.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Anonymity',
      blocks: [
        {
          p: [
            "Your reports are published as 'Anonymous User'. Only our moderators can see who wrote a report, and every time they look it up it is logged. Anonymity protects you; it is not a shield for abuse, and moderators use it to stop people who break these terms.",
          ],
        },
      ],
    },
    {
      heading: 'Moderation and bans',
      blocks: [
        {
          ul: [
            ['Every report and photo is reviewed before it is published. Moderators may approve, reject, edit or delete content, always with a reason.'],
            ['People under 18, explicit images or defamation lead to an instant permanent ban.'],
            ['Moderators may ban accounts that break these terms, and block the addresses they use. A ban takes effect at once and applies to every session.'],
            ['Read ', { link: 'how moderation works', to: '/moderation' }, ' for the full process, including the log that records every decision.'],
          ],
        },
      ],
    },
    {
      heading: 'The people you write about',
      blocks: [
        {
          p: [
            'The people on Tea did not sign up for it. Anyone may ',
            { link: 'request the removal', to: '/removal-request' },
            ' of a profile, a report or a photo. We acknowledge every request by e-mail and decide it with reasons. Content about a minor or an intimate image is hidden at once while we decide. When a profile removal is upheld, that person cannot be added again.',
          ],
        },
      ],
    },
    {
      heading: 'Your data',
      blocks: [
        {
          p: [
            'Our ',
            { link: 'privacy notice', to: '/privacy' },
            ' explains what we store, who sees it and for how long, including how ID documents are encrypted and deleted.',
          ],
        },
      ],
    },
    {
      heading: 'Ending your use of Tea',
      blocks: [
        {
          p: [
            'You may stop using Tea at any time. To close your account, write to us at ',
            { email: CONTACT_EMAIL },
            ' from the e-mail address of your account. We may suspend or close accounts that break these terms.',
          ],
        },
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [{ p: ['When we change these terms, the new version is published on this page. If you keep using Tea after a change, the new terms apply.'] }],
    },
    {
      heading: 'Questions',
      blocks: [{ p: ['See ', { link: 'Contact', to: '/contact' }, ' for how to reach us.'] }],
    },
  ],
};
