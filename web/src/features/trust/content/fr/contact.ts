import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /contact in French (content/en/contact.ts is the source). */
export const contact: TrustPageContent = {
  title: 'Contact',
  lead: 'Une vraie personne de notre équipe lit chaque message.',
  description:
    'Comment joindre l’équipe Tea au sujet de la vie privée, de la sécurité ou de votre compte, et comment demander le retrait d’un profil, d’un témoignage ou d’une photo.',
  sections: [
    {
      heading: 'Retirer un profil, un témoignage ou une photo',
      blocks: [
        {
          p: [
            'Le plus rapide est le ',
            { link: 'formulaire de demande de retrait', to: '/removal-request' },
            '. Vous n’avez pas besoin de compte. Les demandes concernant une personne mineure ou une image intime masquent le contenu dès que vous les confirmez par le lien que nous vous envoyons par e-mail, et chaque demande est tranchée avec ses motifs.',
          ],
        },
      ],
    },
    {
      heading: 'Nous écrire',
      blocks: [
        {
          p: [
            'Pour toute question sur la vie privée, la sécurité ou votre compte, y compris une copie de vos données ou la fermeture de votre compte, écrivez à ',
            { email: CONTACT_EMAIL },
            '.',
          ],
        },
        {
          ul: [
            ['Écrivez depuis l’adresse e-mail de votre compte quand votre message concerne votre compte, pour que nous sachions que c’est bien vous.'],
            ['Si votre message concerne une demande de retrait, indiquez la référence figurant dans notre e-mail d’accusé de réception.'],
            ['N’envoyez jamais de pièce d’identité ni de mot de passe par e-mail. La vérification d’identité se fait uniquement dans Tea.'],
          ],
        },
      ],
    },
    {
      heading: 'Si vous êtes en danger',
      blocks: [
        { p: ['Tea ne peut pas vous aider en cas d’urgence. Si vous ou quelqu’un d’autre êtes en danger immédiat, appelez le numéro d’urgence local.'] },
      ],
    },
  ],
};
