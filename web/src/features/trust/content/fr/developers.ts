import { BROWSE_CURL, NODE_SCRIPT, REPORT_CURL } from '../developers-examples';
import type { TrustPageContent } from '../trust-content';

/** /developers in French (content/en/developers.ts is the source). Code, headers, paths and GraphQL names stay as they are. */
export const developers: TrustPageContent = {
  title: 'API pour les développeurs',
  documentTitle: 'Développeurs',
  lead: 'Les outils, les scripts et les projets de recherche peuvent utiliser la même API que l’application, avec un jeton que vous créez et pouvez révoquer à tout moment.',
  description:
    'Comment les outils et les scripts utilisent l’API de Tea : jetons d’accès personnels et leurs portées, limites de débit, pagination, codes d’erreur et exemples complets.',
  summary: [
    {
      p: [
        'Un seul point d’accès GraphQL, ',
        { code: '/graphql' },
        ', sert tout ce que l’application affiche ; son schéma décrit chaque type et chaque champ. Ouvrez ',
        { link: '/graphql', href: '/graphql' },
        ' dans un navigateur pour l’explorer et essayer des requêtes, ou lisez-le par introspection avec n’importe quel outil GraphQL. Les chemins ',
        { code: '/api/*' },
        ' restent disponibles pour les appels simples. Toutes les règles de l’application s’appliquent aussi aux outils : la modération, l’anonymat des autrices et les ',
        { link: 'règles de la communauté', to: '/guidelines' },
        '.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Authentification',
      blocks: [
        {
          p: [
            'Créez un jeton d’accès personnel dans ',
            { link: 'Paramètres', to: '/settings' },
            ' > API : donnez-lui un nom, choisissez ses portées (scopes) et, si vous le souhaitez, une date d’expiration. Le jeton n’est affiché qu’une fois ; nous n’en gardons qu’une empreinte. Envoyez-le avec chaque requête :',
          ],
        },
        { code: 'Authorization: Bearer tea_pat_...', label: 'L’en-tête Authorization' },
        {
          ul: [
            [{ strong: 'read' }, ' : lectures publiques et vos propres données (vos témoignages, notifications, profil).'],
            [{ strong: 'write' }, ' : agir en votre nom (publier un témoignage, ajouter une personne), avec les mêmes règles et limites que l’application.'],
            [
              { strong: 'moderate' },
              ' : opérations d’administration, réservées aux administrateurs, créées juste après leur connexion en deux étapes. Ouvrir une pièce d’identité ou révéler l’autrice d’un témoignage demande toujours une vérification récente dans l’application, jamais un jeton.',
            ],
          ],
        },
        {
          p: [
            'Un jeton ne peut ni créer ni révoquer de jetons, et une requête doit porter soit un jeton, soit une session de navigateur, jamais les deux. Si votre compte est exclu, vos jetons cessent aussitôt de fonctionner ; tant qu’il est suspendu, ils peuvent encore lire mais pas publier. Révoquez un jeton dont vous ne vous servez plus.',
          ],
        },
        {
          p: [
            'Avec un jeton, vous pouvez envoyer n’importe quel document GraphQL. L’application web n’envoie que les empreintes de ses propres documents, et un serveur peut être réglé pour ne rien accepter d’autre de la part des navigateurs ; les requêtes avec un jeton ne sont jamais restreintes de cette façon.',
          ],
        },
      ],
    },
    {
      heading: 'Limites de débit',
      blocks: [
        {
          p: [
            'Chaque jeton peut faire un nombre limité de requêtes par minute (120, sauf si l’opérateur l’a modifié). Chaque réponse indique où vous en êtes dans les en-têtes ',
            { code: 'RateLimit-Limit' },
            ', ',
            { code: 'RateLimit-Remaining' },
            ' et ',
            { code: 'RateLimit-Reset' },
            ' ; au-delà de la limite, la réponse est 429 avec un en-tête ',
            { code: 'Retry-After' },
            '. Quand le service est surchargé ou que sa base de données redémarre, il répond 503 avec ',
            { code: 'Retry-After' },
            ' : attendez, puis réessayez.',
          ],
        },
      ],
    },
    {
      heading: 'Pagination',
      blocks: [
        {
          p: [
            'Les listes de profils sont des pages numérotées : ',
            { code: 'page' },
            ' (à partir de 1) et ',
            { code: 'pageSize' },
            ' (de 1 à 100), avec ',
            { code: 'hasNextPage' },
            ', ',
            { code: 'pageCount' },
            ' et ',
            { code: 'total' },
            ' dans la réponse (',
            { code: 'totalIsExact' },
            ' vaut false quand le total est une estimation). Les pages vont jusqu’à 1 000 profils de profondeur (200 pour une recherche) ; affinez le filtre pour atteindre le reste. Les longues listes, comme les témoignages d’un profil, utilisent des curseurs : passez le ',
            { code: 'nextCursor' },
            ' d’une page comme ',
            { code: 'after' },
            ' pour obtenir la suivante.',
          ],
        },
      ],
    },
    {
      heading: 'Erreurs',
      blocks: [
        {
          p: [
            'Les réponses GraphQL portent ',
            { code: 'errors[].extensions.code' },
            ' (avec HTTP 200, sauf pour un jeton invalide, une limite de débit ou une surcharge, qui utilisent aussi le statut) ; les chemins ',
            { code: '/api/*' },
            ' répondent avec le statut et ',
            { code: '{ "message": "..." }' },
            '.',
          ],
        },
        {
          table: {
            head: [['Code GraphQL'], ['Statut REST'], ['Signification']],
            rows: [
              [['BAD_USER_INPUT'], ['400'], ['L’entrée enfreint une règle ; le message dit laquelle.']],
              [['UNAUTHENTICATED'], ['401'], ['Aucun jeton, ou un jeton invalide, révoqué ou expiré.']],
              [['FORBIDDEN'], ['403'], ['Non autorisé pour ce compte ou pour les portées de ce jeton.']],
              [['NOT_FOUND'], ['404'], ['Cela n’existe pas, ou vous n’avez pas le droit de le voir.']],
              [['CONFLICT'], ['409'], ['Conflit avec l’existant (un nom d’utilisatrice déjà pris, une requête encore en cours de traitement).']],
              [['PAYLOAD_TOO_LARGE'], ['413'], ['Le corps ou le fichier dépasse sa limite.']],
              [['UNPROCESSABLE_CONTENT'], ['422'], ['Une Idempotency-Key réutilisée pour une autre requête.']],
              [['TOO_MANY_REQUESTS'], ['429'], ['Une limite de débit ; attendez le délai de Retry-After.']],
              [['SERVICE_UNAVAILABLE'], ['503'], ['Surchargé ou en cours de redémarrage ; attendez le délai de Retry-After.']],
            ],
          },
        },
        {
          p: [
            'Publier un témoignage ou ajouter une personne accepte un en-tête facultatif ',
            { code: 'Idempotency-Key' },
            ' : une nouvelle tentative avec la même clé reçoit la première réponse au lieu d’écrire deux fois.',
          ],
        },
      ],
    },
    {
      heading: 'Exemples',
      blocks: [
        { h3: 'Parcourir les profils (GraphQL)' },
        { code: BROWSE_CURL, label: 'curl : parcourir les profils' },
        { h3: 'Publier un témoignage (REST, sans risque en cas de nouvelle tentative)' },
        { p: ['Chaque témoignage attend un modérateur avant que quiconque puisse le lire, comme dans l’application.'] },
        { code: REPORT_CURL, label: 'curl : publier un témoignage' },
        { h3: 'Parcourir les profils page par page (Node.js 18 ou plus récent)' },
        { code: NODE_SCRIPT, label: 'Script Node.js : parcourir les profils page par page' },
      ],
    },
    {
      heading: 'Stabilité',
      blocks: [
        {
          p: [
            'Le schéma est un contrat publié. Un champ n’est retiré qu’après avoir été marqué comme obsolète, avec son remplaçant indiqué, pendant au moins 90 jours ; le journal des modifications liste chacun de ces changements.',
          ],
        },
      ],
    },
  ],
};
