import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /privacy in German (content/en/privacy.ts is the source). */
export const privacy: TrustPageContent = {
  title: 'Datenschutz',
  lead: 'Frauen, die auf Tea posten, gehen ein Risiko ein, und die Menschen, über die wir schreiben, haben sich nie angemeldet. Wir speichern so wenig wie möglich, schützen, was wir speichern, und sagen dir genau, was es ist.',
  description:
    'Was Tea speichert, wie lange und wer es sieht: anonyme Berichte, Orte nur auf Stadtebene, Fotos ohne versteckte Daten, verschlüsselte Ausweisdokumente, die nach der Prüfung gelöscht werden, und keine Werbe-Tracker.',
  summary: [
    {
      ul: [
        ['Niemand außer unserer Moderation kann sehen, wer einen Bericht geschrieben hat.'],
        ['Orte sind Stadtzentren, nie ein genauer Standort. Dein eigener Standort verlässt deinen Browser nie, außer innerhalb einer Suche.'],
        ['Aus Fotos werden alle versteckten Angaben entfernt, auch wo sie aufgenommen wurden.'],
        [
          'Ausweisdokumente sind verschlüsselt, nur für die Moderation über Links sichtbar, die nach 2 Minuten ablaufen, und werden bei der Entscheidung oder nach 30 Tagen gelöscht.',
        ],
        ['Keine Werbe- oder Analyse-Tracker.'],
      ],
    },
  ],
  sections: [
    {
      heading: 'Was wir über Mitglieder speichern',
      blocks: [
        {
          ul: [
            [
              { strong: 'Dein Konto:' },
              ' Benutzername, E-Mail-Adresse und, wenn du sie angibst, dein Vor- und Nachname. Dein Passwort wird nur als Einweg-Hash gespeichert, den niemand zurücklesen kann.',
            ],
            [
              { strong: 'Deine Anmeldung:' },
              ' eine Sitzung auf unserem Server, verknüpft mit einem Cookie, das Skripte nicht lesen können. Sie endet, wenn du dich abmeldest, oder 14 Tage nach deiner letzten Nutzung von Tea. Wir speichern die Adresse, von der aus du dich zuletzt angemeldet hast, damit Sperren durchgesetzt werden können; nur die Moderation sieht sie.',
            ],
            [
              { strong: 'Deine Telefonnummer,' },
              ' sobald du sie bestätigt hast, um Berichte zu posten. Sie wird in einem Standardformat und als Hash mit Schlüssel gespeichert, damit dieselbe Nummer nicht mehrere Konten eröffnen kann. Nur du siehst sie, und nur maskiert; sie erscheint in keiner Liste. Bestätigungscodes werden nur als Hash mit Schlüssel gespeichert und laufen nach 10 Minuten ab.',
            ],
            [
              { strong: 'Was du postest:' },
              ' deine Berichte, die Personen, die du hinzufügst, und die Fotos, die du hochlädst, mit dir als Urheberin, damit die Moderation bei Missbrauch handeln kann.',
            ],
            [
              { strong: 'Deine Aktivität:' },
              ' die Profile, die du angemeldet öffnest, um dir Smart Matches vorzuschlagen und dir deine zuletzt angesehenen Profile zu zeigen. Wer nicht angemeldet ist, hinterlässt keine solche Spur.',
            ],
            [{ strong: 'Deine Benachrichtigungen,' }, ' etwa die Entscheidungen über deine Berichte.'],
          ],
        },
      ],
    },
    {
      heading: 'Wer was sieht',
      blocks: [
        {
          ul: [
            [
              { strong: 'Alle, mit oder ohne Konto:' },
              ' Profile (Name, Stadt, Alter und Bio, falls angegeben, ein freigegebenes Foto, Bewertung) und freigegebene Berichte, angezeigt als „Anonyme Nutzerin“.',
            ],
            [
              { strong: 'Du:' },
              ' dein Konto, deine maskierte Telefonnummer, deine Berichte mit ihrem Status, die Personen, die du hinzugefügt hast, und den Status deiner Identitätsprüfung.',
            ],
            [
              { strong: 'Die Moderation:' },
              ' was sie braucht, um Tea sicher zu halten, einschließlich wer einen Bericht geschrieben hat und von welcher Adresse aus sich ein Konto zuletzt angemeldet hat. Jedes Mal, wenn jemand aus der Moderation aufdeckt, wer einen Bericht geschrieben hat, oder ein Ausweisdokument öffnet, wird das in ein Protokoll geschrieben, das sich nicht ändern lässt.',
            ],
            [
              { strong: 'Niemand:' },
              ' Urheberinnen von Berichten, E-Mail-Adressen, Telefonnummern und IP-Adressen erscheinen nie in dem, was andere Mitglieder oder Besucher sehen, und nicht in unseren Logs.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Orte',
      blocks: [
        {
          p: [
            'Der Ort eines Profils ist das Zentrum seiner Stadt, ausgewählt aus einer festen Liste, nie eine Straße oder der Standort einer Person. Wenn du „Meinen Standort verwenden“ nutzt, um nach Entfernung zu sortieren, wird der Standort deines Browsers in deinem Browser und in der Suche verwendet, die er sendet; wir speichern ihn nie.',
          ],
        },
      ],
    },
    {
      heading: 'Fotos',
      blocks: [
        {
          p: [
            'Wir prüfen jedes hochgeladene Bild anhand seines Inhalts, nicht seines Namens, und lehnen alles ab, was kein JPEG-, PNG- oder WebP-Bild unter 5 MB ist. Dann erstellen wir das Bild neu und entfernen alle versteckten Angaben (etwa die Kamera, das Datum und den Aufnahmeort), bevor wir es speichern. Fotos liegen in einem privaten Speicher unter zufälligen Namen und werden erst nach einer Prüfung ausgeliefert: freigegebene Fotos an alle, Fotos, die noch auf die Prüfung warten, nur an die Moderation und an das Mitglied, das sie hochgeladen hat.',
          ],
        },
      ],
    },
    {
      heading: 'Ausweisdokumente',
      blocks: [
        {
          p: [
            'Wenn du dich für die Identitätsprüfung entscheidest, speichern wir das Bild deines Dokuments und seine Angaben (vollständiger Name, Ausweisnummer, Geburtsdatum) verschlüsselt. Es gibt keinen öffentlichen Link dazu. Die Moderation sieht ein Dokument über einen Link, der 2 Minuten lang und nur in der eigenen Sitzung funktioniert, und jeder Aufruf wird protokolliert.',
          ],
        },
        {
          p: [
            'Das Dokument und seine Angaben werden gelöscht, sobald die Moderation deinen Antrag freigibt oder ablehnt; wir behalten nur die Entscheidung, die Art des Ausweises, die Daten und wer geprüft hat. Ein Antrag, der nicht innerhalb von 30 Tagen geprüft wurde, wird geschlossen, das Dokument wird gelöscht, und wir sagen dir Bescheid, damit du es erneut senden kannst.',
          ],
        },
      ],
    },
    {
      heading: 'Die Menschen, über die wir schreiben',
      blocks: [
        {
          p: [
            'Über eine Person, die zu Tea hinzugefügt wurde, speichern wir ihren Namen, ihre Stadt, optional Alter, Bio und Foto sowie die Berichte über sie. Sie selbst oder jede andere Person kann ',
            { link: 'eine Entfernung beantragen', to: '/removal-request' },
            '. Die E-Mail-Adresse, die mit einem Antrag angegeben wird, dient nur dazu, ihn zu bestätigen und die Entscheidung zu senden, und nur die Moderation sieht sie. Wird der Entfernung eines Profils stattgegeben, behalten wir Name und Stadt auf einer Liste, damit die Person nicht erneut hinzugefügt werden kann.',
          ],
        },
      ],
    },
    {
      heading: 'In deinem Browser',
      blocks: [
        {
          p: [
            'Tea setzt ein einziges Cookie, für deine Sitzung. Deine Einstellungen zur Barrierefreiheit und dein Design werden im Speicher deines Browsers auf diesem Gerät gesichert und nie an uns gesendet. Wir verwenden keine Werbe- oder Analyse-Tracker.',
          ],
        },
      ],
    },
    {
      heading: 'E-Mails und SMS',
      blocks: [
        {
          p: [
            'Wir schicken dir eine SMS mit einem Code, wenn du deine Telefonnummer bestätigst, und E-Mails zu deinem Konto und deinen Anträgen, etwa zum Ergebnis einer Identitätsprüfung oder eines Entfernungsantrags. Wir verschicken keine Werbung.',
          ],
        },
      ],
    },
    {
      heading: 'Wie lange wir Daten speichern',
      blocks: [
        {
          ul: [
            ['Sitzungen: bis du dich abmeldest, oder 14 Tage nach deinem letzten Besuch.'],
            ['Bestätigungscodes fürs Telefon: 10 Minuten.'],
            ['Ausweisdokumente: bis die Moderation entscheidet, und nie länger als 30 Tage.'],
            ['Moderationsentscheidungen: dauerhaft, im Audit-Protokoll, damit jede Entscheidung nachvollziehbar bleibt.'],
            ['Dein Konto und was du gepostet hast: solange dein Konto besteht, außer die Moderation entfernt es früher.'],
          ],
        },
      ],
    },
    {
      heading: 'Deine Möglichkeiten',
      blocks: [
        {
          p: [
            'Du kannst deinen Benutzernamen einmal alle 6 Monate in den Einstellungen ändern. Für eine Kopie deiner Daten, eine Berichtigung oder die Schließung deines Kontos schreib uns an ',
            { email: CONTACT_EMAIL },
            ', von der E-Mail-Adresse deines Kontos aus. Unter ',
            { link: 'Kontakt', to: '/contact' },
            ' findest du weitere Wege, uns zu erreichen.',
          ],
        },
      ],
    },
  ],
};
