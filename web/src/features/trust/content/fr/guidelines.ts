import type { TrustPageContent } from '../trust-content';

/** /guidelines in French (content/en/guidelines.ts is the source). Section ids stay as in English. */
export const guidelines: TrustPageContent = {
  title: 'Règles de la communauté',
  lead: 'Tea est une communauté réservée aux femmes, où nous partageons des expériences honnêtes de rencontres et d’amitié, pour que chaque femme puisse décider en connaissance de cause. Ces règles la gardent juste, envers vous et envers les personnes dont nous parlons.',
  description:
    'Les règles de la communauté Tea : partagez votre propre expérience, honnêtement, n’indiquez rien qui permette de retrouver ou de contacter quelqu’un, nommez et montrez les personnes avec équité, et sachez ce qui mène à une exclusion définitive.',
  summary: [
    {
      p: [
        { strong: 'En bref :' },
        ' n’écrivez que sur ce qui vous est arrivé, n’indiquez rien qui permette de la retrouver ou de la contacter, ne publiez jamais sur une personne de moins de 18 ans ni d’image explicite, et restez fidèle à la vérité. Tout est relu par un modérateur avant que quiconque d’autre ne le voie.',
      ],
    },
  ],
  sections: [
    {
      id: 'own_experience',
      heading: 'Partagez votre propre expérience',
      blocks: [
        {
          ul: [
            ['Écrivez sur ce que vous avez vécu vous-même : un rendez-vous, une amitié, une rencontre. Pas de rumeurs, ni ce qu’une amie vous a raconté.'],
            [
              'Décrivez ce qui s’est passé et ce que vous avez ressenti. Les faits et votre propre expérience ont leur place ; les insultes, les étiquettes et les suppositions sur les intentions de quelqu’un, non.',
            ],
            [
              'Choisissez honnêtement le type d’expérience : positive, neutre ou préoccupante. Les bonnes expériences sont tout aussi utiles aux autres femmes.',
            ],
            ['Donnez un titre d’au moins 5 caractères et un témoignage d’au moins 20. La date et le lieu de la rencontre sont facultatifs.'],
            ['Un seul témoignage par expérience. Une deuxième copie de la même histoire est refusée comme doublon.'],
          ],
        },
      ],
    },
    {
      id: 'personal_information',
      heading: 'Pas d’informations personnelles',
      blocks: [
        {
          p: [
            'Un témoignage ne doit jamais indiquer comment contacter ou retrouver quelqu’un. Un témoignage qui contient un numéro de téléphone, une adresse e-mail, une adresse postale ou un identifiant de réseau social est refusé à l’envoi, avec un message qui dit quoi retirer. Laissez aussi de côté tout ce qui permettrait de la localiser : son lieu de travail, ses enfants, sa voiture ou l’endroit où elle habite.',
          ],
        },
      ],
    },
    {
      id: 'naming_people',
      heading: 'Nommer les personnes',
      blocks: [
        {
          ul: [
            [
              'Ajoutez une personne sous le nom qu’elle utilise : son prénom et son nom. Pas de surnoms, d’insultes, de blagues ni d’avertissements dans un nom.',
            ],
            ['Choisissez sa ville dans la liste. Tea ne garde que le centre d’une ville, jamais une rue ni une position précise.'],
            ['Avant d’ajouter quelqu’un, cherchez-la d’abord, pour que ses témoignages restent au même endroit.'],
            [
              'Une personne que vous ajoutez apparaît aussitôt sous son nom et sa ville. Sa photo et chaque témoignage à son sujet n’apparaissent qu’après l’approbation d’un modérateur.',
            ],
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
            ['N’envoyez une photo que si elle montre la personne dont vous parlez, et seulement une photo que vous avez le droit de partager.'],
            [
              'N’envoyez jamais d’images explicites ou intimes, de photos d’enfants, de captures d’écran de conversations privées ni de photos du domicile de quelqu’un.',
            ],
            [
              'Les photos sont des images JPEG, PNG ou WebP de moins de 5 Mo. Chacune est relue avant que quiconque d’autre puisse la voir ; en attendant, ses initiales s’affichent. Nous retirons de chaque photo toutes les données cachées, y compris le lieu et la date de la prise de vue.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zero_tolerance',
      heading: 'Tolérance zéro',
      blocks: [
        {
          p: [
            'Notre politique de tolérance zéro : les personnes de moins de 18 ans, les images explicites ou la diffamation entraînent une exclusion définitive immédiate. Quand vous ajoutez une personne, vous confirmez qu’elle est majeure. Une exclusion met fin à toutes les sessions à la fois et peut s’étendre aux adresses depuis lesquelles un compte se connecte.',
          ],
        },
      ],
    },
    {
      id: 'fair_and_kind',
      heading: 'Soyez juste et bienveillante',
      blocks: [
        {
          ul: [
            [
              'Pas de harcèlement, de menaces, de haine ni d’appels à s’en prendre à quelqu’un. Tea sert à nous informer les unes les autres, pas à régler des comptes.',
            ],
            [
              'Ne publiez pas d’affirmations fausses. Si vous n’êtes pas sûre que quelque chose soit vrai, dites ce que vous avez vu, pas ce que vous soupçonnez.',
            ],
            ['Restez dans le sujet : les expériences de rencontres et d’amitié. Le spam et la publicité sont supprimés.'],
            [
              'La note, l’alerte et la couleur d’un profil viennent uniquement des témoignages approuvés. Notez l’expérience que vous avez vécue, pas la personne que vous imaginez.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Quand quelque chose enfreint ces règles',
      blocks: [
        {
          p: [
            'Tout le monde, avec ou sans compte, peut ',
            { link: 'nous demander de retirer un profil, un témoignage ou une photo', to: '/removal-request' },
            '. Les demandes concernant une personne mineure ou une image intime masquent le contenu dès que l’expéditrice les confirme depuis sa boîte e-mail. Pour savoir ce qui se passe ensuite, lisez ',
            { link: 'comment fonctionne la modération', to: '/moderation' },
            '.',
          ],
        },
        {
          p: [
            'Chaque décision qui retire, masque ou modifie votre contenu, ou qui exclut un compte, vous indique le motif et laquelle des règles ci-dessus elle applique, et vous pouvez la contester une fois dans un délai de 6 mois : un autre modérateur examine votre recours. Vos décisions figurent dans Mes témoignages.',
          ],
        },
      ],
    },
  ],
};
