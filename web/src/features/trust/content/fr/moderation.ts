import type { TrustPageContent } from '../trust-content';

/** Why a moderator rejects or removes content: the reason codes each decision records (SAFETY 10). */
const REJECTION_REASONS = [
  'il contient des informations personnelles',
  'il est peut-être faux ou diffamatoire',
  'il relève du harcèlement ou de l’insulte',
  'il concerne une personne mineure',
  'il contient du contenu explicite',
  'il ressemble à du spam',
  'il ne porte pas sur une expérience de rencontre ou d’amitié',
  'il fait doublon avec un autre témoignage',
  'il ne respecte pas nos règles de la communauté',
];

/** /moderation in French (content/en/moderation.ts is the source). */
export const moderation: TrustPageContent = {
  title: 'Comment fonctionne la modération',
  lead: 'Rien de ce qu’une membre envoie n’est public avant qu’un modérateur l’ait approuvé. Voici ce qui arrive à un témoignage, une photo ou une demande, et qui peut voir quoi à chaque étape.',
  description:
    'Comment fonctionne la modération sur Tea : chaque témoignage, photo et nouveau profil est relu avant d’être public, chaque décision a un motif et est consignée, et tout le monde peut demander le retrait d’un contenu.',
  summary: [
    {
      p: [
        { strong: 'En bref :' },
        ' les témoignages et les photos attendent un modérateur. Chaque décision consigne un motif, est inscrite dans un journal qui ne peut pas être modifié et est envoyée à la membre concernée. Les autrices restent anonymes pour tous, sauf pour les modérateurs.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Tout est relu d’abord',
      blocks: [
        {
          ul: [
            [
              'Un témoignage que vous envoyez reste en attente jusqu’à ce qu’un modérateur l’approuve. Vous pouvez le suivre dans Mes témoignages, où il apparaît comme en attente, approuvé ou refusé.',
            ],
            ['Une photo n’est visible que par les modérateurs et par vous tant qu’elle n’est pas approuvée ; tous les autres voient des initiales.'],
            [
              'Une personne que vous ajoutez apparaît aussitôt sous son nom et sa ville ; sa photo et les témoignages à son sujet ne suivent qu’une fois approuvés.',
            ],
            [
              'Les notes, le nombre de témoignage et les alertes ne comptent que les témoignages approuvés : un témoignage en attente de relecture ne change rien à ce que les autres voient.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Ce que décide un modérateur',
      blocks: [
        {
          p: [
            'Un modérateur peut approuver un témoignage, le refuser, le modifier (par exemple pour retirer un détail qui identifie quelqu’un) ou le supprimer. Les photos sont approuvées ou refusées.',
          ],
        },
        { p: ['Un refus donne toujours un motif. Les motifs sont les suivants :'] },
        { ul: REJECTION_REASONS.map((reason) => [reason]) },
        { p: ['Vous recevez une notification pour chaque décision concernant votre propre contenu.'] },
      ],
    },
    {
      heading: 'Motifs et recours',
      blocks: [
        {
          p: [
            'Chaque décision qui refuse, retire, masque ou modifie votre contenu, ou qui exclut votre compte, s’accompagne d’un exposé des motifs : le motif, la règle des ',
            { link: 'règles de la communauté', to: '/guidelines' },
            ' qu’elle applique, l’explication du modérateur, et si elle a été prise automatiquement (contenu masqué après le signalement de plusieurs membres). Vous le recevez dans vos notifications et toujours par e-mail, et Mes témoignages le liste.',
          ],
        },
        {
          ul: [
            [
              'Vous pouvez contester chaque décision une fois, dans un délai de 6 mois, avec une courte explication : depuis Mes témoignages, depuis la notification ou avec le lien de l’e-mail, qui fonctionne aussi sans connexion.',
            ],
            ['Un modérateur autre que celui qui a décidé examine votre recours et vous en communique l’issue avec un motif.'],
            [
              'Quand un recours est accepté, la décision est annulée : le contenu revient et une exclusion est levée. Ce qui a été supprimé (un témoignage ou une photo supprimés) ne peut pas être restauré, et nous vous le disons.',
            ],
            ['Une personne dont la demande de retrait n’a pas été acceptée peut former un recours de la même façon, avec le lien de notre e-mail.'],
          ],
        },
      ],
    },
    {
      heading: 'Anonymat des autrices',
      blocks: [
        {
          p: [
            'Les témoignages apparaissent sous le nom « Utilisatrice anonyme ». Votre nom, votre nom d’utilisatrice, votre adresse e-mail et votre adresse IP n’apparaissent jamais à côté d’un témoignage, dans aucune réponse que notre service donne à d’autres membres ou à des visiteurs, ni dans nos journaux. Les modérateurs peuvent voir qui a écrit un témoignage quand c’est nécessaire (par exemple pour arrêter quelqu’un qui publie des abus) ; chaque consultation est inscrite dans le journal d’audit.',
          ],
        },
      ],
    },
    {
      heading: 'Exclusions',
      blocks: [
        {
          p: [
            'Enfreindre les règles de tolérance zéro (personnes de moins de 18 ans, images explicites, diffamation) entraîne une exclusion définitive immédiate. Une exclusion indique toujours son motif et prend effet aussitôt : les sessions de la membre cessent de fonctionner à sa requête suivante. Les modérateurs peuvent aussi bloquer une adresse ou une plage d’adresses, avec un motif et, s’ils le souhaitent, une date de fin.',
          ],
        },
      ],
    },
    {
      heading: 'Le journal d’audit',
      blocks: [
        {
          p: [
            'Chaque décision de modération (approbation, refus, modification, suppression, exclusion, levée d’exclusion, décisions sur les photos et les pièces d’identité) est consignée avec son motif, une note facultative, le modérateur et l’heure. On ne peut qu’ajouter au journal : personne ne peut modifier ni supprimer une entrée, et elle reste même quand le contenu qu’elle concerne a été supprimé.',
          ],
        },
      ],
    },
    {
      heading: 'Demandes de retrait',
      blocks: [
        {
          p: [
            'Les personnes dont nous parlons ne se sont jamais inscrites. Tout le monde, connecté ou non, peut ',
            { link: 'demander le retrait', to: '/removal-request' },
            ' d’un profil, d’un témoignage ou d’une photo, en indiquant un motif, une explication, une adresse e-mail et une déclaration de bonne foi.',
          ],
        },
        {
          ul: [
            [
              'Les demandes concernant une personne mineure ou une image intime masquent le contenu dès que l’expéditrice les confirme par le lien que nous lui envoyons par e-mail, jusqu’à la décision d’un modérateur.',
            ],
            ['Chaque demande fait l’objet d’un accusé de réception par e-mail avec une référence, et d’une décision motivée envoyée à la même adresse.'],
            [
              'Quand une demande est acceptée, le contenu est retiré. Quand elle concerne un profil entier, la même personne (même nom et même ville) ne peut pas être ajoutée de nouveau.',
            ],
            ['Quand une demande est rejetée, le contenu reste, et ce qui avait été masqué pendant notre examen réapparaît.'],
          ],
        },
      ],
    },
    {
      heading: 'Vérification d’identité',
      blocks: [
        {
          p: [
            'Les membres peuvent vérifier leur identité pour obtenir un badge Vérifiée. Un modérateur examine le document, généralement sous 24 à 48 heures, par un lien qui fonctionne 2 minutes et uniquement dans sa propre session ; chaque consultation est consignée. Le document est supprimé dès que le modérateur a décidé. Pour en savoir plus, lisez notre ',
            { link: 'politique de confidentialité', to: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
