import type { TrustPageContent } from '../trust-content';

/**
 * /guidelines: what belongs on Tea and what never does (SAFETY 3, 4, 8, 9; SPEC's zero-tolerance policy). Each rule's
 * section is anchored at its stable code (the API's GuidelineRule, decision/guidelines.ts), which statements of
 * reasons link to: /guidelines#personal_information.
 */
export const guidelines: TrustPageContent = {
  title: 'Community guidelines',
  lead: 'Tea is a women-only community where we share honest experiences from dating and friendship, so every woman can make informed decisions. These guidelines keep it fair, to you and to the people we write about.',
  description:
    "Tea's community guidelines: share your own honest experience, keep out anything that identifies how to find or contact someone, name and picture people fairly, and know what leads to a permanent ban.",
  summary: [
    {
      p: [
        { strong: 'The short version:' },
        ' write only about what happened to you, keep out anything that lets someone find or contact her, never post about anyone under 18 or share an explicit image, and stay truthful. Everything is reviewed by a moderator before anyone else sees it.',
      ],
    },
  ],
  sections: [
    {
      id: 'own_experience',
      heading: 'Share your own experience',
      blocks: [
        {
          ul: [
            ['Write about something you lived yourself: a date, a friendship, a meeting. Not rumours, not what a friend told you.'],
            [
              "Describe what happened and how it made you feel. Facts and your own experience are fair; insults, labels and guesses about someone's motives are not.",
            ],
            ['Pick the experience type honestly: positive, neutral or concerning. Good experiences are just as useful to other women.'],
            ['Give a title of at least 5 characters and a report of at least 20. The date and place of the interaction are optional.'],
            ['Share one report per experience. A second copy of the same story is rejected as a duplicate.'],
          ],
        },
      ],
    },
    {
      id: 'personal_information',
      heading: 'Keep personal information out',
      blocks: [
        {
          p: [
            'Reports must never tell people how to contact or find someone. A report that contains a phone number, an e-mail address, a street address or a social media handle is refused when you submit it, with a message saying what to remove. Leave out anything else that pins her down too: her workplace, her children, her car or where she lives.',
          ],
        },
      ],
    },
    {
      id: 'naming_people',
      heading: 'Naming people',
      blocks: [
        {
          ul: [
            ['Add a person under the name she goes by: her first name and her last name. No nicknames, insults, jokes or warnings inside a name.'],
            ['Choose her city from the list. Tea only ever keeps the centre of a city, never a street or a precise position.'],
            ['Before you add someone, search for her first, so her reports stay in one place.'],
            ['A person you add is listed at once under her name and city. Her photo and every report about her appear only after a moderator approved them.'],
          ],
        },
      ],
    },
    {
      id: 'photos',
      heading: 'Photos',
      blocks: [
        {
          ul: [
            ['Upload a photo only if it shows the person you are writing about, and only one you are free to share.'],
            ["Never upload explicit or intimate images, photos of children, screenshots of private conversations or pictures of someone's home."],
            [
              'Photos are JPEG, PNG or WebP images under 5 MB. Each is reviewed before anyone else can see it; until then her initials show. We remove all hidden details from every photo, including where and when it was taken.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zero_tolerance',
      heading: 'Zero tolerance',
      blocks: [
        {
          p: [
            'Our zero-tolerance policy: people under 18, explicit images or defamation lead to an instant permanent ban. When you add a person, you confirm that she is an adult. Bans stop every session at once and can cover the addresses an account signs in from.',
          ],
        },
      ],
    },
    {
      id: 'fair_and_kind',
      heading: 'Be fair and kind',
      blocks: [
        {
          ul: [
            ['No harassment, threats, hate or calls to do anything to someone. Tea is for informing each other, not for getting back at anyone.'],
            ['Do not post false claims. If you are not sure something is true, say what you saw, not what you suspect.'],
            ['Stay on topic: dating and friendship experiences. Spam and advertising are removed.'],
            ["A profile's rating, flag and colour come from approved reports only. Rate the experience you had, not the person you imagine."],
          ],
        },
      ],
    },
    {
      heading: 'When something breaks these guidelines',
      blocks: [
        {
          p: [
            'Anyone, with or without an account, can ',
            { link: 'ask us to remove a profile, a report or a photo', to: '/removal-request' },
            '. Requests about a minor or an intimate image hide the content as soon as the sender confirms them from her e-mail. To learn what happens next, read ',
            { link: 'how moderation works', to: '/moderation' },
            '.',
          ],
        },
        {
          p: [
            'Every decision that removes, hides or changes your content, or bans an account, tells you the reason and which of the rules above it applies, and you can appeal it once within 6 months: a different moderator reviews your appeal. Your decisions are listed in My Reports.',
          ],
        },
      ],
    },
  ],
};
