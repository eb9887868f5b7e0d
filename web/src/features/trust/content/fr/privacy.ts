import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /privacy in French (content/en/privacy.ts is the source). */
export const privacy: TrustPageContent = {
  title: 'Confidentialité',
  lead: 'Les femmes qui publient sur Tea prennent un risque, et les personnes dont nous parlons ne se sont jamais inscrites. Nous gardons le moins possible, protégeons ce que nous gardons et vous disons exactement de quoi il s’agit.',
  description:
    'Ce que Tea conserve, combien de temps et qui le voit : des témoignages anonymes, des lieux à l’échelle de la ville, des photos sans données cachées, des pièces d’identité chiffrées supprimées après examen, et aucun traceur publicitaire.',
  summary: [
    {
      ul: [
        ['Personne d’autre que nos modérateurs ne peut voir qui a écrit un témoignage.'],
        ['Les lieux sont des centres-villes, jamais une position précise. Votre propre position ne quitte jamais votre navigateur, sauf dans une recherche.'],
        ['Toutes les données cachées des photos sont retirées, y compris le lieu de la prise de vue.'],
        [
          'Les pièces d’identité sont chiffrées, vues uniquement par les modérateurs par des liens qui expirent au bout de 2 minutes, et supprimées à la décision ou au bout de 30 jours.',
        ],
        ['Aucun traceur publicitaire ni de mesure d’audience.'],
      ],
    },
  ],
  sections: [
    {
      heading: 'Ce que nous conservons sur les membres',
      blocks: [
        {
          ul: [
            [
              { strong: 'Votre compte :' },
              ' nom d’utilisatrice, adresse e-mail, et vos prénom et nom si vous les indiquez. Votre mot de passe n’est conservé que sous forme d’empreinte à sens unique que personne ne peut relire.',
            ],
            [
              { strong: 'Votre connexion :' },
              ' une session conservée sur notre serveur, liée à un cookie que les scripts ne peuvent pas lire. Elle prend fin quand vous vous déconnectez ou 14 jours après votre dernière utilisation de Tea. Nous gardons l’adresse depuis laquelle vous vous êtes connectée en dernier, pour pouvoir appliquer les exclusions ; seuls les modérateurs la voient.',
            ],
            [
              { strong: 'Votre numéro de téléphone,' },
              ' une fois que vous l’avez vérifié pour publier des témoignages. Il est conservé dans un format standard et sous forme d’empreinte à clé, pour qu’un même numéro ne puisse pas ouvrir plusieurs comptes. Vous seule le voyez, et seulement masqué ; il n’apparaît dans aucune liste. Les codes de vérification ne sont conservés que sous forme d’empreinte à clé et expirent au bout de 10 minutes.',
            ],
            [
              { strong: 'Ce que vous publiez :' },
              ' vos témoignages, les personnes que vous ajoutez et les photos que vous envoyez, avec vous comme autrice enregistrée, pour que les modérateurs puissent agir en cas d’abus.',
            ],
            [
              { strong: 'Votre activité :' },
              ' les profils que vous ouvrez en étant connectée, pour vous proposer des Smart Matches et vous montrer les profils consultés récemment. Les visiteurs non connectés ne laissent aucune trace de ce genre.',
            ],
            [{ strong: 'Vos notifications,' }, ' comme les décisions sur vos témoignages.'],
          ],
        },
      ],
    },
    {
      heading: 'Qui voit quoi',
      blocks: [
        {
          ul: [
            [
              { strong: 'Tout le monde, avec ou sans compte :' },
              ' les profils (nom, ville, âge et bio s’ils sont indiqués, une photo approuvée, note) et les témoignages approuvés, affichés sous le nom « Utilisatrice anonyme ».',
            ],
            [
              { strong: 'Vous :' },
              ' votre compte, votre numéro de téléphone masqué, vos témoignages avec leur statut, les personnes que vous avez ajoutées et le statut de votre vérification d’identité.',
            ],
            [
              { strong: 'Les modérateurs :' },
              ' ce dont ils ont besoin pour que Tea reste sûre, y compris qui a écrit un témoignage et l’adresse depuis laquelle un compte s’est connecté en dernier. Chaque fois qu’un modérateur révèle qui a écrit un témoignage ou ouvre une pièce d’identité, c’est inscrit dans un journal qui ne peut pas être modifié.',
            ],
            [
              { strong: 'Personne :' },
              ' les autrices des témoignages, les adresses e-mail, les numéros de téléphone et les adresses IP n’apparaissent jamais dans ce que voient les autres membres ou les visiteurs, ni dans nos journaux.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Lieux',
      blocks: [
        {
          p: [
            'Le lieu d’un profil est le centre de sa ville, choisie dans une liste fixe, jamais une rue ni la position d’une personne. Quand vous utilisez « Utiliser ma position » pour trier par distance, la position de votre navigateur sert dans votre navigateur et dans la recherche qu’il envoie ; nous ne la conservons jamais.',
          ],
        },
      ],
    },
    {
      heading: 'Photos',
      blocks: [
        {
          p: [
            'Nous vérifions chaque image envoyée d’après son contenu, pas son nom, et refusons tout ce qui n’est pas une image JPEG, PNG ou WebP de moins de 5 Mo. Nous recréons ensuite l’image et retirons toutes les données cachées (comme l’appareil, la date et le lieu de la prise de vue) avant de la conserver. Les photos sont conservées dans un espace privé sous des noms aléatoires et ne sont servies qu’après vérification : les photos approuvées à tout le monde, celles en attente d’examen uniquement aux modérateurs et à la membre qui les a envoyées.',
          ],
        },
      ],
    },
    {
      heading: 'Pièces d’identité',
      blocks: [
        {
          p: [
            'Si vous choisissez de vérifier votre identité, nous conservons chiffrées l’image de votre pièce et ses informations (nom complet, numéro de pièce, date de naissance). Il n’existe aucun lien public vers elles. Les modérateurs consultent une pièce par un lien qui fonctionne 2 minutes et uniquement dans leur propre session, et chaque consultation est consignée.',
          ],
        },
        {
          p: [
            'La pièce et ses informations sont supprimées dès qu’un modérateur approuve ou refuse votre demande ; nous ne gardons que la décision, le type de pièce, les dates et la personne qui l’a examinée. Une demande qui n’a pas été examinée dans les 30 jours est close, la pièce est supprimée, et nous vous prévenons pour que vous puissiez la renvoyer.',
          ],
        },
      ],
    },
    {
      heading: 'Les personnes dont nous parlons',
      blocks: [
        {
          p: [
            'D’une personne ajoutée sur Tea, nous conservons son nom, sa ville, un âge, une bio et une photo facultatifs, et les témoignages à son sujet. Elle, ou n’importe qui, peut ',
            { link: 'demander un retrait', to: '/removal-request' },
            '. L’adresse e-mail indiquée avec une demande sert uniquement à en accuser réception et à envoyer la décision, et seuls les modérateurs la voient. Quand le retrait d’un profil est accepté, nous gardons son nom et sa ville sur une liste pour qu’elle ne puisse pas être ajoutée de nouveau.',
          ],
        },
      ],
    },
    {
      heading: 'Dans votre navigateur',
      blocks: [
        {
          p: [
            'Tea dépose un seul cookie, pour votre session. Vos réglages d’accessibilité et votre thème sont enregistrés dans le stockage de votre navigateur sur cet appareil et ne nous sont jamais envoyés. Nous n’utilisons aucun traceur publicitaire ni de mesure d’audience.',
          ],
        },
      ],
    },
    {
      heading: 'E-mails et SMS',
      blocks: [
        {
          p: [
            'Nous envoyons un SMS avec un code quand vous vérifiez votre numéro de téléphone, et des e-mails sur votre compte et vos demandes, comme le résultat d’une vérification d’identité ou d’une demande de retrait. Nous n’envoyons aucun message commercial.',
          ],
        },
      ],
    },
    {
      heading: 'Combien de temps nous conservons les données',
      blocks: [
        {
          ul: [
            ['Sessions : jusqu’à votre déconnexion, ou 14 jours après votre dernière visite.'],
            ['Codes de vérification du téléphone : 10 minutes.'],
            ['Pièces d’identité : jusqu’à la décision d’un modérateur, et jamais plus de 30 jours.'],
            ['Décisions de modération : définitivement, dans le journal d’audit, pour que chaque décision puisse être justifiée.'],
            ['Votre compte et ce que vous avez publié : tant que votre compte existe, sauf si un modérateur le retire avant.'],
          ],
        },
      ],
    },
    {
      heading: 'Vos choix',
      blocks: [
        {
          p: [
            'Vous pouvez changer votre nom d’utilisatrice dans Paramètres une fois tous les 6 mois. Pour obtenir une copie de vos données, les corriger ou fermer votre compte, écrivez-nous à ',
            { email: CONTACT_EMAIL },
            ' depuis l’adresse e-mail de votre compte. Consultez la page ',
            { link: 'Contact', to: '/contact' },
            ' pour d’autres moyens de nous joindre.',
          ],
        },
      ],
    },
  ],
};
