import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /terms in German (content/en/terms.ts is the source). */
export const terms: TrustPageContent = {
  title: 'Nutzungsbedingungen',
  documentTitle: 'Bedingungen',
  lead: 'Wenn du ein Konto erstellst oder auf Tea postest, akzeptierst du diese Bedingungen und unsere Community-Richtlinien. Sie sind zum Lesen geschrieben, also lies sie bitte.',
  description:
    'Die Nutzungsbedingungen von Tea: wer mitmachen kann, was du posten darfst, wie Moderation und Sperren funktionieren, welche Rechte die Menschen haben, über die berichtet wird, und wie du uns erreichst.',
  summary: [
    {
      p: [
        { strong: 'Kurz gesagt:' },
        ' Tea ist eine moderierte Community für Frauen. Poste nur deine eigenen ehrlichen Erfahrungen, halte dich an die ',
        { link: 'Community-Richtlinien', to: '/guidelines' },
        ', akzeptiere, dass die Moderation alles prüft und alles ablehnen kann, und respektiere die Menschen, über die du schreibst: Sie können die Entfernung von Inhalten beantragen.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Wer mitmachen kann',
      blocks: [
        {
          ul: [
            ['Tea ist eine Community von Frauen für Frauen. Du musst mindestens 18 Jahre alt sein, um ein Konto zu erstellen.'],
            ['Ein Konto pro Person. Behalte dein Passwort für dich; du bist für alles verantwortlich, was von deinem Konto aus gepostet wird.'],
            [
              'Um Berichte zu posten, bestätigst du eine Telefonnummer. Eine Nummer kann nur zu einem Konto gehören, und die Nummer eines gesperrten Mitglieds kann nicht erneut verwendet werden.',
            ],
            ['Besucherinnen und Besucher ohne Konto können Profile durchsuchen und freigegebene Berichte lesen.'],
          ],
        },
      ],
    },
    {
      heading: 'Was du postest',
      blocks: [
        {
          ul: [
            ['Du postest nur deine eigenen Erfahrungen aus erster Hand und glaubst, dass stimmt, was du schreibst.'],
            [
              'Du hältst dich an die ',
              { link: 'Community-Richtlinien', to: '/guidelines' },
              ': keine persönlichen Daten wie Telefonnummern, E-Mail-Adressen, Postanschriften oder Social-Media-Namen, keine Menschen unter 18, keine expliziten Bilder, keine Belästigung und keine Verleumdung.',
            ],
            [
              'Du lädst nur Fotos hoch, die du teilen darfst. Du erlaubst Tea, was du postest, zu speichern, in der Größe anzupassen und auf Tea zu zeigen, solange es im Dienst bleibt.',
            ],
            [
              'Berichte sind die persönlichen Erfahrungen der Mitglieder, die sie geschrieben haben. Sie sind keine Tatsachenbehauptungen von Tea, und eine Bewertung oder Markierung fasst freigegebene Berichte zusammen, sie ist nicht unser Urteil über irgendwen.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Anonymität',
      blocks: [
        {
          p: [
            'Deine Berichte werden als „Anonyme Nutzerin“ veröffentlicht. Nur unsere Moderation kann sehen, wer einen Bericht geschrieben hat, und jede solche Abfrage wird protokolliert. Anonymität schützt dich; sie ist kein Schutzschild für Missbrauch, und die Moderation nutzt sie, um Menschen zu stoppen, die gegen diese Bedingungen verstoßen.',
          ],
        },
      ],
    },
    {
      heading: 'Moderation und Sperren',
      blocks: [
        {
          ul: [
            [
              'Jeder Bericht und jedes Foto wird vor der Veröffentlichung geprüft. Die Moderation kann Inhalte freigeben, ablehnen, bearbeiten oder löschen, immer mit Begründung.',
            ],
            ['Inhalte über Menschen unter 18, explizite Bilder oder Verleumdung führen sofort zu einer dauerhaften Sperre.'],
            [
              'Die Moderation kann Konten sperren, die gegen diese Bedingungen verstoßen, und die Adressen blockieren, die sie nutzen. Eine Sperre wirkt sofort und gilt für jede Sitzung.',
            ],
            [
              'Lies ',
              { link: 'So funktioniert die Moderation', to: '/moderation' },
              ' für den ganzen Ablauf, einschließlich des Protokolls, das jede Entscheidung festhält.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Die Menschen, über die du schreibst',
      blocks: [
        {
          p: [
            'Die Menschen auf Tea haben sich nicht dafür angemeldet. Alle können ',
            { link: 'die Entfernung beantragen', to: '/removal-request' },
            ' – für ein Profil, einen Bericht oder ein Foto. Wir bestätigen jeden Antrag per E-Mail und entscheiden mit Begründung. Inhalte über eine minderjährige Person oder ein intimes Bild werden sofort verborgen, solange wir entscheiden. Wird der Entfernung eines Profils stattgegeben, kann diese Person nicht erneut hinzugefügt werden.',
          ],
        },
      ],
    },
    {
      heading: 'Deine Daten',
      blocks: [
        {
          p: [
            'Unsere ',
            { link: 'Datenschutzerklärung', to: '/privacy' },
            ' erklärt, was wir speichern, wer es sieht und wie lange, einschließlich wie Ausweisdokumente verschlüsselt und gelöscht werden.',
          ],
        },
      ],
    },
    {
      heading: 'Wenn du Tea nicht mehr nutzen willst',
      blocks: [
        {
          p: [
            'Du kannst jederzeit aufhören, Tea zu nutzen. Um dein Konto zu schließen, schreib uns an ',
            { email: CONTACT_EMAIL },
            ', von der E-Mail-Adresse deines Kontos aus. Wir können Konten vorübergehend sperren oder schließen, die gegen diese Bedingungen verstoßen.',
          ],
        },
      ],
    },
    {
      heading: 'Änderungen dieser Bedingungen',
      blocks: [
        {
          p: [
            'Wenn wir diese Bedingungen ändern, wird die neue Fassung auf dieser Seite veröffentlicht. Wenn du Tea nach einer Änderung weiter nutzt, gelten die neuen Bedingungen.',
          ],
        },
      ],
    },
    {
      heading: 'Fragen',
      blocks: [{ p: ['Unter ', { link: 'Kontakt', to: '/contact' }, ' erfährst du, wie du uns erreichst.'] }],
    },
  ],
};
