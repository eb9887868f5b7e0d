import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /contact: the team's address (one constant, trust-pages.ts) and the removal form. */
export const contact: TrustPageContent = {
  title: 'Contact',
  lead: 'A real person on our team reads every message.',
  description: 'How to reach the Tea team about privacy, safety or your account, and how to ask for a profile, a report or a photo to be removed.',
  sections: [
    {
      heading: 'Remove a profile, a report or a photo',
      blocks: [
        {
          p: [
            'The fastest way is the ',
            { link: 'removal request form', to: '/removal-request' },
            '. You do not need an account. Requests about a minor or an intimate image hide the content as soon as you confirm them through the link we e-mail you, and every request is decided with reasons.',
          ],
        },
      ],
    },
    {
      heading: 'Write to us',
      blocks: [
        {
          p: [
            'For questions about privacy, safety or your account, including a copy of your data or closing your account, write to ',
            { email: CONTACT_EMAIL },
            '.',
          ],
        },
        {
          ul: [
            ['Write from the e-mail address of your account when your message is about your account, so we know it is you.'],
            ['If your message is about a removal request, include the reference from our acknowledgement e-mail.'],
            ['Never send ID documents or passwords by e-mail. ID verification happens only inside Tea.'],
          ],
        },
      ],
    },
    {
      heading: 'If you are in danger',
      blocks: [{ p: ['Tea cannot help in an emergency. If you or someone else is in immediate danger, call your local emergency number.'] }],
    },
  ],
};
