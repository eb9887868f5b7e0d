import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /terms in French (content/en/terms.ts is the source). */
export const terms: TrustPageContent = {
  title: 'Conditions d’utilisation',
  documentTitle: 'Conditions',
  lead: 'En créant un compte ou en publiant sur Tea, vous acceptez ces conditions et nos règles de la communauté. Elles sont écrites pour être lues : prenez le temps de le faire.',
  description:
    'Les conditions d’utilisation de Tea : qui peut s’inscrire, ce que vous pouvez publier, comment fonctionnent la modération et les exclusions, les droits des personnes dont on parle, et comment nous joindre.',
  summary: [
    {
      p: [
        { strong: 'En bref :' },
        ' Tea est une communauté modérée pour les femmes. Ne publiez que vos propres expériences, honnêtement, suivez les ',
        { link: 'règles de la communauté', to: '/guidelines' },
        ', acceptez que les modérateurs relisent tout et puissent tout refuser, et respectez les personnes dont vous parlez, qui peuvent demander le retrait d’un contenu.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Qui peut s’inscrire',
      blocks: [
        {
          ul: [
            ['Tea est une communauté de femmes, pour les femmes. Vous devez avoir 18 ans ou plus pour créer un compte.'],
            ['Un compte par personne. Gardez votre mot de passe pour vous ; vous êtes responsable de ce qui est publié depuis votre compte.'],
            [
              'Pour publier des témoignages, vous vérifiez un numéro de téléphone. Un numéro ne peut appartenir qu’à un seul compte, et le numéro d’une membre exclue ne peut plus être utilisé.',
            ],
            ['Les visiteurs sans compte peuvent parcourir les profils et lire les témoignages approuvés.'],
          ],
        },
      ],
    },
    {
      heading: 'Ce que vous publiez',
      blocks: [
        {
          ul: [
            ['Vous ne publiez que vos propres expériences, vécues directement, et vous croyez vrai ce que vous écrivez.'],
            [
              'Vous suivez les ',
              { link: 'règles de la communauté', to: '/guidelines' },
              ' : pas d’informations personnelles comme des numéros de téléphone, des adresses e-mail, des adresses postales ou des identifiants de réseaux sociaux, pas de personnes de moins de 18 ans, pas d’images explicites, pas de harcèlement et pas de diffamation.',
            ],
            [
              'Vous n’envoyez que des photos que vous avez le droit de partager. Vous autorisez Tea à conserver, redimensionner et afficher sur Tea ce que vous publiez, aussi longtemps que cela reste sur le service.',
            ],
            [
              'Les témoignages sont les expériences personnelles des membres qui les ont écrits. Ce ne sont pas des affirmations de Tea, et une note ou une alerte résume des témoignages approuvés : ce n’est pas notre jugement sur qui que ce soit.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Anonymat',
      blocks: [
        {
          p: [
            'Vos témoignages sont publiés sous le nom « Utilisatrice anonyme ». Seuls nos modérateurs peuvent voir qui a écrit un témoignage, et chaque consultation est consignée. L’anonymat vous protège ; il ne couvre pas les abus, et les modérateurs s’en servent pour arrêter les personnes qui enfreignent ces conditions.',
          ],
        },
      ],
    },
    {
      heading: 'Modération et exclusions',
      blocks: [
        {
          ul: [
            [
              'Chaque témoignage et chaque photo sont relus avant d’être publiés. Les modérateurs peuvent approuver, refuser, modifier ou supprimer un contenu, toujours avec un motif.',
            ],
            ['Les personnes de moins de 18 ans, les images explicites ou la diffamation entraînent une exclusion définitive immédiate.'],
            [
              'Les modérateurs peuvent exclure les comptes qui enfreignent ces conditions et bloquer les adresses qu’ils utilisent. Une exclusion prend effet aussitôt et s’applique à toutes les sessions.',
            ],
            [
              'Lisez ',
              { link: 'comment fonctionne la modération', to: '/moderation' },
              ' pour le processus complet, y compris le journal qui consigne chaque décision.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Les personnes dont vous parlez',
      blocks: [
        {
          p: [
            'Les personnes présentes sur Tea ne s’y sont pas inscrites. Tout le monde peut ',
            { link: 'demander le retrait', to: '/removal-request' },
            ' d’un profil, d’un témoignage ou d’une photo. Nous accusons réception de chaque demande par e-mail et la tranchons avec des motifs. Un contenu concernant une personne mineure ou une image intime est masqué aussitôt pendant notre examen. Quand le retrait d’un profil est accepté, cette personne ne peut pas être ajoutée de nouveau.',
          ],
        },
      ],
    },
    {
      heading: 'Vos données',
      blocks: [
        {
          p: [
            'Notre ',
            { link: 'politique de confidentialité', to: '/privacy' },
            ' explique ce que nous conservons, qui le voit et pendant combien de temps, y compris comment les pièces d’identité sont chiffrées et supprimées.',
          ],
        },
      ],
    },
    {
      heading: 'Cesser d’utiliser Tea',
      blocks: [
        {
          p: [
            'Vous pouvez cesser d’utiliser Tea à tout moment. Pour fermer votre compte, écrivez-nous à ',
            { email: CONTACT_EMAIL },
            ' depuis l’adresse e-mail de votre compte. Nous pouvons suspendre ou fermer les comptes qui enfreignent ces conditions.',
          ],
        },
      ],
    },
    {
      heading: 'Modifications de ces conditions',
      blocks: [
        {
          p: [
            'Quand nous modifions ces conditions, la nouvelle version est publiée sur cette page. Si vous continuez à utiliser Tea après une modification, les nouvelles conditions s’appliquent.',
          ],
        },
      ],
    },
    {
      heading: 'Questions',
      blocks: [{ p: ['Consultez la page ', { link: 'Contact', to: '/contact' }, ' pour savoir comment nous joindre.'] }],
    },
  ],
};
