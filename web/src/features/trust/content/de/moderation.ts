import type { TrustPageContent } from '../trust-content';

/** Why a moderator rejects or removes content: the reason codes each decision records (SAFETY 10). */
const REJECTION_REASONS = [
  'persönliche Daten enthält',
  'falsch oder verleumderisch sein könnte',
  'belästigend oder beleidigend ist',
  'eine minderjährige Person betrifft',
  'explizite Inhalte enthält',
  'wie Spam aussieht',
  'nicht von einer Erfahrung aus Dating oder Freundschaft handelt',
  'ein Duplikat eines anderen Berichts ist',
  'nicht unseren Community-Richtlinien entspricht',
];

/** /moderation in German (content/en/moderation.ts is the source). */
export const moderation: TrustPageContent = {
  title: 'So funktioniert die Moderation',
  lead: 'Nichts, was ein Mitglied einreicht, ist öffentlich, bevor die Moderation es freigegeben hat. Hier erfährst du, was mit einem Bericht, einem Foto oder einem Antrag passiert und wer unterwegs was sehen kann.',
  description:
    'So funktioniert die Moderation bei Tea: Jeder Bericht, jedes Foto und jedes neue Profil wird geprüft, bevor es öffentlich ist, jede Entscheidung hat einen Grund und wird protokolliert, und alle können die Entfernung von Inhalten beantragen.',
  summary: [
    {
      p: [
        { strong: 'Kurz gesagt:' },
        ' Berichte und Fotos warten auf die Moderation. Jede Entscheidung hält einen Grund fest, wird in ein Protokoll geschrieben, das sich nicht ändern lässt, und geht an das betroffene Mitglied. Wer postet, bleibt für alle außer der Moderation anonym.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Alles wird zuerst geprüft',
      blocks: [
        {
          ul: [
            [
              'Ein Bericht, den du einreichst, bleibt ausstehend, bis die Moderation ihn freigibt. Du kannst ihn unter Meine Berichte verfolgen, wo er als ausstehend, freigegeben oder abgelehnt erscheint.',
            ],
            ['Ein Foto sehen bis zur Freigabe nur die Moderation und du; alle anderen sehen Initialen.'],
            [
              'Eine Person, die du hinzufügst, erscheint sofort unter ihrem Namen und ihrer Stadt; ihr Foto und die Berichte über sie folgen erst nach der Freigabe.',
            ],
            [
              'Bewertungen, die Zahl der Berichte und Markierungen zählen nur freigegebene Berichte, ein Bericht in Prüfung ändert also nichts an dem, was andere sehen.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Was die Moderation entscheidet',
      blocks: [
        {
          p: [
            'Die Moderation kann einen Bericht freigeben, ablehnen, bearbeiten (zum Beispiel um ein Detail zu entfernen, das jemanden erkennbar macht) oder löschen. Fotos werden freigegeben oder abgelehnt.',
          ],
        },
        { p: ['Eine Ablehnung nennt immer einen Grund. Die Gründe sind, dass der Inhalt:'] },
        { ul: REJECTION_REASONS.map((reason) => [reason]) },
        { p: ['Zu jeder Entscheidung über deine eigenen Inhalte bekommst du eine Benachrichtigung.'] },
      ],
    },
    {
      heading: 'Begründungen und Einsprüche',
      blocks: [
        {
          p: [
            'Jede Entscheidung, die deine Inhalte ablehnt, entfernt, verbirgt oder ändert oder dein Konto sperrt, kommt mit einer Begründung: dem Grund, der Regel der ',
            { link: 'Community-Richtlinien', to: '/guidelines' },
            ', die sie anwendet, der Erklärung der Moderation und ob sie automatisch getroffen wurde (ein Inhalt, der verborgen wurde, nachdem ihn mehrere Mitglieder gemeldet hatten). Du bekommst sie in deinen Benachrichtigungen und immer per E-Mail, und Meine Berichte listet sie auf.',
          ],
        },
        {
          ul: [
            [
              'Du kannst jede Entscheidung einmal innerhalb von 6 Monaten mit einer kurzen Erklärung anfechten: unter Meine Berichte, aus der Benachrichtigung oder mit dem Link in der E-Mail, der auch ohne Anmeldung funktioniert.',
            ],
            ['Eine andere Person aus der Moderation als die, die entschieden hat, prüft deinen Einspruch und teilt dir das Ergebnis mit Begründung mit.'],
            [
              'Wird einem Einspruch stattgegeben, wird die Entscheidung rückgängig gemacht: Der Inhalt kommt zurück und eine Sperre wird aufgehoben. Was gelöscht wurde (ein gelöschter Bericht oder ein gelöschtes Foto), lässt sich nicht wiederherstellen, und das sagen wir dir.',
            ],
            [
              'Wer einen Entfernungsantrag gestellt hat, dem nicht stattgegeben wurde, kann auf dieselbe Weise Einspruch einlegen, mit dem Link in unserer E-Mail.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Anonymität beim Posten',
      blocks: [
        {
          p: [
            'Berichte erscheinen als „Anonyme Nutzerin“. Dein Name, dein Benutzername, deine E-Mail-Adresse und deine IP-Adresse erscheinen nie neben einem Bericht, in keiner Antwort unseres Dienstes an andere Mitglieder oder Besucher und nicht in unseren Logs. Die Moderation kann nachsehen, wer einen Bericht geschrieben hat, wenn es nötig ist (zum Beispiel, um jemanden zu stoppen, der Missbrauch postet); jede solche Abfrage wird ins Audit-Protokoll geschrieben.',
          ],
        },
      ],
    },
    {
      heading: 'Sperren',
      blocks: [
        {
          p: [
            'Wer gegen die Null-Toleranz-Regeln verstößt (Menschen unter 18, explizite Bilder, Verleumdung), wird sofort dauerhaft gesperrt. Eine Sperre nennt immer ihren Grund und wirkt sofort: Die Sitzungen des Mitglieds funktionieren bei der nächsten Anfrage nicht mehr. Die Moderation kann auch eine Adresse oder einen Adressbereich sperren, mit einem Grund und, wenn sie will, einem Enddatum.',
          ],
        },
      ],
    },
    {
      heading: 'Das Audit-Protokoll',
      blocks: [
        {
          p: [
            'Jede Moderationsentscheidung (freigeben, ablehnen, bearbeiten, löschen, sperren, entsperren, Entscheidungen über Fotos und Ausweise) wird mit ihrem Grund, einer optionalen Notiz, der moderierenden Person und der Uhrzeit festgehalten. Das Protokoll kann nur ergänzt werden: Niemand kann einen Eintrag ändern oder löschen, und er bleibt auch dann bestehen, wenn der Inhalt, um den es geht, gelöscht wurde.',
          ],
        },
      ],
    },
    {
      heading: 'Entfernungsanträge',
      blocks: [
        {
          p: [
            'Die Menschen, über die wir schreiben, haben sich nie angemeldet. Alle, angemeldet oder nicht, können ',
            { link: 'die Entfernung beantragen', to: '/removal-request' },
            ' – für ein Profil, einen Bericht oder ein Foto – mit einem Grund, einer Erklärung, einer E-Mail-Adresse und der Versicherung, dass der Antrag in gutem Glauben gestellt wird.',
          ],
        },
        {
          ul: [
            [
              'Anträge zu einer minderjährigen Person oder einem intimen Bild verbergen den Inhalt, sobald die Absenderin sie über den Link bestätigt, den wir ihr per E-Mail schicken, bis die Moderation entschieden hat.',
            ],
            ['Jeder Antrag wird per E-Mail mit einer Referenz bestätigt und mit Begründung entschieden, die an dieselbe Adresse geht.'],
            [
              'Wird einem Antrag stattgegeben, wird der Inhalt entfernt. Betrifft er ein ganzes Profil, kann dieselbe Person (gleicher Name und gleiche Stadt) nicht erneut hinzugefügt werden.',
            ],
            ['Wird ein Antrag abgelehnt, bleibt der Inhalt, und was während der Prüfung verborgen war, wird wieder angezeigt.'],
          ],
        },
      ],
    },
    {
      heading: 'Identitätsprüfung',
      blocks: [
        {
          p: [
            'Mitglieder können ihre Identität bestätigen lassen, um ein Verifiziert-Abzeichen zu bekommen. Die Moderation prüft das Dokument, meist innerhalb von 24 bis 48 Stunden, über einen Link, der 2 Minuten lang und nur in der eigenen Sitzung funktioniert; jeder Aufruf wird protokolliert. Das Dokument wird gelöscht, sobald die Moderation entschieden hat. Mehr dazu in unserer ',
            { link: 'Datenschutzerklärung', to: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
