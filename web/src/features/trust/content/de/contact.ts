import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /contact in German (content/en/contact.ts is the source). */
export const contact: TrustPageContent = {
  title: 'Kontakt',
  lead: 'Jede Nachricht wird von einem echten Menschen aus unserem Team gelesen.',
  description:
    'Wie du das Tea-Team zu Datenschutz, Sicherheit oder deinem Konto erreichst und wie du die Entfernung eines Profils, eines Berichts oder eines Fotos beantragst.',
  sections: [
    {
      heading: 'Ein Profil, einen Bericht oder ein Foto entfernen lassen',
      blocks: [
        {
          p: [
            'Am schnellsten geht es mit dem ',
            { link: 'Formular für Entfernungsanträge', to: '/removal-request' },
            '. Du brauchst kein Konto. Anträge zu einer minderjährigen Person oder einem intimen Bild verbergen den Inhalt, sobald du sie über den Link bestätigst, den wir dir per E-Mail schicken, und über jeden Antrag wird mit Begründung entschieden.',
          ],
        },
      ],
    },
    {
      heading: 'Schreib uns',
      blocks: [
        {
          p: [
            'Bei Fragen zu Datenschutz, Sicherheit oder deinem Konto, auch für eine Kopie deiner Daten oder die Schließung deines Kontos, schreib an ',
            { email: CONTACT_EMAIL },
            '.',
          ],
        },
        {
          ul: [
            ['Schreib von der E-Mail-Adresse deines Kontos, wenn es um dein Konto geht, damit wir wissen, dass du es bist.'],
            ['Wenn es um einen Entfernungsantrag geht, gib die Referenz aus unserer Eingangsbestätigung an.'],
            ['Schick nie Ausweisdokumente oder Passwörter per E-Mail. Die Identitätsprüfung findet nur in Tea statt.'],
          ],
        },
      ],
    },
    {
      heading: 'Wenn du in Gefahr bist',
      blocks: [{ p: ['Tea kann in einem Notfall nicht helfen. Wenn du oder jemand anderes in unmittelbarer Gefahr ist, ruf die örtliche Notrufnummer an.'] }],
    },
  ],
};
