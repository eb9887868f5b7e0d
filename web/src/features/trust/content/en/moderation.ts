import type { TrustPageContent } from '../trust-content';

/** Why a moderator rejects or removes content: the reason codes each decision records (SAFETY 10). */
const REJECTION_REASONS = [
  'it contains personal information',
  'it may be false or defamatory',
  'it is harassing or abusive',
  'it concerns a minor',
  'it contains explicit content',
  'it looks like spam',
  'it is not about a dating or friendship experience',
  'it duplicates another report',
  'it does not meet our community guidelines',
];

/** /moderation: pre-moderation, decisions and reasons, bans, the audit log and removal requests (SAFETY 6-12). */
export const moderation: TrustPageContent = {
  title: 'How moderation works',
  lead: 'Nothing a member submits is public until a moderator has approved it. Here is what happens to a report, a photo or a request, and who can see what along the way.',
  description:
    'How moderation works on Tea: every report, photo and new profile is reviewed before it is public, every decision has a reason and is logged, and anyone can ask for content to be removed.',
  summary: [
    {
      p: [
        { strong: 'The short version:' },
        ' reports and photos wait for a moderator. Every decision records a reason, is written to a log that cannot be changed, and is sent to the member it concerns. Posters stay anonymous to everyone but the moderators.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Everything is reviewed first',
      blocks: [
        {
          ul: [
            ['A report you submit is pending until a moderator approves it. You can follow it in My Reports, where it shows as pending, approved or rejected.'],
            ['A photo shows only to the moderators and to you until it is approved; everyone else sees initials.'],
            ['A person you add is listed at once under her name and city; her photo and the reports about her follow only once approved.'],
            ['Ratings, report counts and flags count approved reports only, so a report waiting for review changes nothing that others can see.'],
          ],
        },
      ],
    },
    {
      heading: 'What a moderator decides',
      blocks: [
        {
          p: [
            'A moderator can approve a report, reject it, edit it (for example to take out a detail that identifies someone) or delete it. Photos are approved or rejected.',
          ],
        },
        { p: ['A rejection always gives a reason. The reasons are that:'] },
        { ul: REJECTION_REASONS.map((reason) => [reason]) },
        { p: ['You receive a notification about every decision on your own content.'] },
      ],
    },
    {
      heading: 'Reasons and appeals',
      blocks: [
        {
          p: [
            'Every decision that rejects, removes, hides or changes your content, or bans your account, comes with a statement of reasons: the reason, the rule of the ',
            { link: 'community guidelines', to: '/guidelines' },
            " it applies, the moderator's explanation, and whether it was taken automatically (content hidden after several members flagged it). You receive it in your notifications and always by e-mail, and My Reports lists it.",
          ],
        },
        {
          ul: [
            [
              'You can appeal each decision once, within 6 months, with a short explanation: from My Reports, from the notification, or with the link in the e-mail, which also works without signing in.',
            ],
            ['A moderator other than the one who decided reviews your appeal and tells you the outcome with a reason.'],
            [
              'When an appeal is upheld, the decision is undone: the content comes back and a ban is lifted. What was deleted (a deleted report or photo) cannot be restored, and we say so.',
            ],
            ['Someone whose removal request was not upheld can appeal the same way, with the link in our e-mail.'],
          ],
        },
      ],
    },
    {
      heading: 'Anonymity of posters',
      blocks: [
        {
          p: [
            "Reports appear as 'Anonymous User'. Your name, username, e-mail address and IP address never appear next to a report, in any answer our service gives to other members or visitors, or in our logs. Moderators can look up who wrote a report when they need to (for example to stop someone posting abuse); each look-up is written to the audit log.",
          ],
        },
      ],
    },
    {
      heading: 'Bans',
      blocks: [
        {
          p: [
            "Breaking the zero-tolerance rules (people under 18, explicit images, defamation) leads to an instant permanent ban. A ban always states its reason and takes effect at once: the member's sessions stop working on her next request. Moderators can also block an address or a range of addresses, with a reason and, if they choose, an end date.",
          ],
        },
      ],
    },
    {
      heading: 'The audit log',
      blocks: [
        {
          p: [
            'Every moderation decision (approve, reject, edit, delete, ban, unban, photo and ID decisions) is recorded with its reason, an optional note, the moderator and the time. The log can only be added to: nobody can edit or delete an entry, and it stays even when the content it is about has been deleted.',
          ],
        },
      ],
    },
    {
      heading: 'Removal requests',
      blocks: [
        {
          p: [
            'The people we write about never signed up. Anyone, signed in or not, can ',
            { link: 'request the removal', to: '/removal-request' },
            ' of a profile, a report or a photo, giving a reason, an explanation, an e-mail address and a statement that the request is made in good faith.',
          ],
        },
        {
          ul: [
            [
              'Requests about a minor or an intimate image hide the content as soon as the sender confirms them through the link we e-mail her, until a moderator has decided.',
            ],
            ['Every request is acknowledged by e-mail with a reference, and decided with reasons sent to the same address.'],
            ['When a request is upheld, the content is removed. When it concerns a whole profile, the same person (same name and city) cannot be added again.'],
            ['When a request is dismissed, the content stays, and anything hidden while we decided is shown again.'],
          ],
        },
      ],
    },
    {
      heading: 'ID verification',
      blocks: [
        {
          p: [
            'Members can verify their identity to get a Verified badge. A moderator reviews the document, usually within 24-48 hours, through a link that works for 2 minutes and only in their own session; each view is logged. The document is deleted as soon as the moderator decides. Read more in our ',
            { link: 'privacy notice', to: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
