import { BROWSE_CURL, NODE_SCRIPT, REPORT_CURL } from '../developers-examples';
import type { TrustPageContent } from '../trust-content';

/** /developers in German (content/en/developers.ts is the source). Code, headers, paths and GraphQL names stay as they are. */
export const developers: TrustPageContent = {
  title: 'API für Entwickler',
  documentTitle: 'Entwickler',
  lead: 'Tools, Skripte und Forschungsprojekte können dieselbe API nutzen wie die App, mit einem Token, das du erstellst und jederzeit widerrufen kannst.',
  description:
    'Wie Tools und Skripte die Tea-API nutzen: persönliche Zugriffstokens und ihre Berechtigungen, Ratenlimits, Seitenaufteilung, Fehlercodes und ausführliche Beispiele.',
  summary: [
    {
      p: [
        'Ein einziger GraphQL-Endpunkt, ',
        { code: '/graphql' },
        ', liefert alles, was die App zeigt; sein Schema beschreibt jeden Typ und jedes Feld. Öffne ',
        { link: '/graphql', href: '/graphql' },
        ' im Browser, um es zu erkunden und Abfragen auszuprobieren, oder lies es per Introspection mit einem beliebigen GraphQL-Tool. Die ',
        { code: '/api/*' },
        '-Pfade bleiben für einfache Aufrufe bestehen. Jede Regel der App gilt auch für Tools: die Moderation, die Anonymität der Verfasserinnen und die ',
        { link: 'Community-Richtlinien', to: '/guidelines' },
        '.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Authentifizierung',
      blocks: [
        {
          p: [
            'Erstelle ein persönliches Zugriffstoken unter ',
            { link: 'Einstellungen', to: '/settings' },
            ' > API: Gib ihm einen Namen, wähle seine Berechtigungen (Scopes) und, wenn du willst, ein Ablaufdatum. Das Token wird einmal angezeigt; wir speichern nur einen Hash davon. Schick es mit jeder Anfrage mit:',
          ],
        },
        { code: 'Authorization: Bearer tea_pat_...', label: 'Der Authorization-Header' },
        {
          ul: [
            [{ strong: 'read' }, ': öffentliche Lesezugriffe und deine eigenen Daten (deine Berichte, Benachrichtigungen, dein Profil).'],
            [{ strong: 'write' }, ': in deinem Namen handeln (einen Bericht posten, eine Person hinzufügen), mit denselben Regeln und Limits wie in der App.'],
            [
              { strong: 'moderate' },
              ': Verwaltungsaufgaben, nur für Administratoren, erstellt direkt nach ihrer Anmeldung in zwei Schritten. Ein Ausweisdokument zu öffnen oder die Verfasserin eines Berichts aufzudecken erfordert immer eine frische Prüfung in der App, nie ein Token.',
            ],
          ],
        },
        {
          p: [
            'Ein Token kann keine Tokens erstellen oder widerrufen, und eine Anfrage muss entweder ein Token oder eine Browser-Sitzung mitbringen, nie beides. Wird dein Konto gesperrt, funktionieren deine Tokens sofort nicht mehr; solange es vorübergehend gesperrt ist, können sie noch lesen, aber nicht posten. Widerrufe Tokens, die du nicht mehr brauchst.',
          ],
        },
        {
          p: [
            'Mit einem Token kannst du jedes beliebige GraphQL-Dokument senden. Die Web-App sendet nur die Hashes ihrer eigenen Dokumente, und ein Server kann so eingestellt sein, dass er von Browsern nichts anderes annimmt; Anfragen mit Token werden nie so eingeschränkt.',
          ],
        },
      ],
    },
    {
      heading: 'Ratenlimits',
      blocks: [
        {
          p: [
            'Jedes Token darf eine begrenzte Zahl von Anfragen pro Minute stellen (120, sofern der Betreiber das nicht geändert hat). Jede Antwort sagt dir in den Headern ',
            { code: 'RateLimit-Limit' },
            ', ',
            { code: 'RateLimit-Remaining' },
            ' und ',
            { code: 'RateLimit-Reset' },
            ', wo du stehst; über dem Limit lautet die Antwort 429 mit einem ',
            { code: 'Retry-After' },
            '-Header. Wenn der Dienst überlastet ist oder seine Datenbank neu startet, antwortet er mit 503 und ',
            { code: 'Retry-After' },
            ': Warte und versuch es erneut.',
          ],
        },
      ],
    },
    {
      heading: 'Seitenaufteilung',
      blocks: [
        {
          p: [
            'Profillisten sind nummerierte Seiten: ',
            { code: 'page' },
            ' (ab 1) und ',
            { code: 'pageSize' },
            ' (1 bis 100), mit ',
            { code: 'hasNextPage' },
            ', ',
            { code: 'pageCount' },
            ' und ',
            { code: 'total' },
            ' in der Antwort (',
            { code: 'totalIsExact' },
            ' ist false, wenn die Gesamtzahl geschätzt ist). Die Seiten reichen 1.000 Profile tief (200 bei einer Suche); grenze den Filter ein, um den Rest zu erreichen. Lange Listen wie die Berichte eines Profils verwenden Cursor: Übergib den ',
            { code: 'nextCursor' },
            ' einer Seite als ',
            { code: 'after' },
            ', um die nächste zu bekommen.',
          ],
        },
      ],
    },
    {
      heading: 'Fehler',
      blocks: [
        {
          p: [
            'GraphQL-Antworten enthalten ',
            { code: 'errors[].extensions.code' },
            ' (mit HTTP 200, außer bei einem ungültigen Token, einem Ratenlimit oder einer Überlastung, die auch den Status setzen); die ',
            { code: '/api/*' },
            '-Pfade antworten mit dem Status und ',
            { code: '{ "message": "..." }' },
            '.',
          ],
        },
        {
          table: {
            head: [['GraphQL-Code'], ['REST-Status'], ['Bedeutung']],
            rows: [
              [['BAD_USER_INPUT'], ['400'], ['Die Eingabe verstößt gegen eine Regel; die Meldung sagt, gegen welche.']],
              [['UNAUTHENTICATED'], ['401'], ['Kein Token, oder ein ungültiges, widerrufenes oder abgelaufenes.']],
              [['FORBIDDEN'], ['403'], ['Für dieses Konto oder die Berechtigungen dieses Tokens nicht erlaubt.']],
              [['NOT_FOUND'], ['404'], ['Existiert nicht, oder du darfst es nicht sehen.']],
              [['CONFLICT'], ['409'], ['Kollidiert mit etwas Bestehendem (ein vergebener Benutzername, eine Anfrage, die noch verarbeitet wird).']],
              [['PAYLOAD_TOO_LARGE'], ['413'], ['Der Body oder die Datei überschreitet das Limit.']],
              [['UNPROCESSABLE_CONTENT'], ['422'], ['Ein Idempotency-Key, der für eine andere Anfrage erneut verwendet wurde.']],
              [['TOO_MANY_REQUESTS'], ['429'], ['Ein Ratenlimit; warte, so lange Retry-After angibt.']],
              [['SERVICE_UNAVAILABLE'], ['503'], ['Überlastet oder im Neustart; warte, so lange Retry-After angibt.']],
            ],
          },
        },
        {
          p: [
            'Das Posten eines Berichts oder das Hinzufügen einer Person akzeptiert einen optionalen ',
            { code: 'Idempotency-Key' },
            '-Header: Eine Wiederholung mit demselben Schlüssel bekommt die erste Antwort, statt zweimal zu schreiben.',
          ],
        },
      ],
    },
    {
      heading: 'Beispiele',
      blocks: [
        { h3: 'Profile durchsuchen (GraphQL)' },
        { code: BROWSE_CURL, label: 'curl: Profile durchsuchen' },
        { h3: 'Einen Bericht posten (REST, sicher wiederholbar)' },
        { p: ['Jeder Bericht wartet auf die Moderation, bevor ihn jemand lesen kann, wie in der App.'] },
        { code: REPORT_CURL, label: 'curl: einen Bericht posten' },
        { h3: 'Seite für Seite durch die Profile (Node.js 18 oder neuer)' },
        { code: NODE_SCRIPT, label: 'Node.js-Skript: Seite für Seite durch die Profile' },
      ],
    },
    {
      heading: 'Stabilität',
      blocks: [
        {
          p: [
            'Das Schema ist ein veröffentlichter Vertrag. Ein Feld wird erst entfernt, nachdem es mindestens 90 Tage lang als veraltet markiert war, mit genanntem Ersatz; das Changelog listet jede solche Änderung auf.',
          ],
        },
      ],
    },
  ],
};
