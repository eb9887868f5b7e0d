import type { TrustPageContent } from '../trust-content';

/** /guidelines in German (content/en/guidelines.ts is the source). Section ids stay as in English. */
export const guidelines: TrustPageContent = {
  title: 'Community-Richtlinien',
  lead: 'Tea ist eine Community nur für Frauen, in der wir ehrliche Erfahrungen aus Dating und Freundschaft teilen, damit jede Frau gut informiert entscheiden kann. Diese Richtlinien halten sie fair, dir gegenüber und gegenüber den Menschen, über die wir schreiben.',
  description:
    'Die Community-Richtlinien von Tea: Teile deine eigene ehrliche Erfahrung, lass alles weg, womit man jemanden finden oder kontaktieren kann, nenne und zeige Menschen fair, und wisse, was zu einer dauerhaften Sperre führt.',
  summary: [
    {
      p: [
        { strong: 'Kurz gesagt:' },
        ' Schreib nur über das, was dir selbst passiert ist, lass alles weg, womit man sie finden oder kontaktieren kann, poste nie über jemanden unter 18 und teile keine expliziten Bilder, und bleib bei der Wahrheit. Alles wird von einer Moderatorin oder einem Moderator geprüft, bevor es jemand anderes sieht.',
      ],
    },
  ],
  sections: [
    {
      id: 'own_experience',
      heading: 'Teile deine eigene Erfahrung',
      blocks: [
        {
          ul: [
            [
              'Schreib über etwas, das du selbst erlebt hast: ein Date, eine Freundschaft, ein Treffen. Keine Gerüchte und nichts, was dir eine Freundin erzählt hat.',
            ],
            [
              'Beschreib, was passiert ist und wie es dir damit ging. Fakten und deine eigene Erfahrung sind fair; Beleidigungen, Etiketten und Vermutungen über die Absichten anderer sind es nicht.',
            ],
            ['Wähle die Art der Erfahrung ehrlich: positiv, neutral oder bedenklich. Gute Erfahrungen sind für andere Frauen genauso nützlich.'],
            ['Gib einen Titel mit mindestens 5 Zeichen und einen Bericht mit mindestens 20 Zeichen ein. Datum und Ort der Begegnung sind optional.'],
            ['Teile einen Bericht pro Erfahrung. Eine zweite Kopie derselben Geschichte wird als Duplikat abgelehnt.'],
          ],
        },
      ],
    },
    {
      id: 'personal_information',
      heading: 'Keine persönlichen Daten',
      blocks: [
        {
          p: [
            'Ein Bericht darf nie verraten, wie man jemanden kontaktieren oder finden kann. Ein Bericht mit einer Telefonnummer, einer E-Mail-Adresse, einer Postanschrift oder einem Social-Media-Namen wird beim Absenden abgelehnt, mit einem Hinweis, was du entfernen musst. Lass auch alles andere weg, was sie eindeutig erkennbar macht: ihren Arbeitsplatz, ihre Kinder, ihr Auto oder wo sie wohnt.',
          ],
        },
      ],
    },
    {
      id: 'naming_people',
      heading: 'Menschen benennen',
      blocks: [
        {
          ul: [
            ['Füge eine Person unter dem Namen hinzu, den sie verwendet: Vor- und Nachname. Keine Spitznamen, Beleidigungen, Witze oder Warnungen im Namen.'],
            ['Wähle ihre Stadt aus der Liste. Tea speichert immer nur das Zentrum einer Stadt, nie eine Straße oder einen genauen Standort.'],
            ['Bevor du jemanden hinzufügst, such zuerst nach ihr, damit ihre Berichte an einem Ort bleiben.'],
            [
              'Eine Person, die du hinzufügst, erscheint sofort unter ihrem Namen und ihrer Stadt. Ihr Foto und jeder Bericht über sie erscheinen erst, nachdem die Moderation sie freigegeben hat.',
            ],
          ],
        },
      ],
    },
    {
      id: 'photos',
      heading: 'Fotos',
      blocks: [
        {
          ul: [
            ['Lade ein Foto nur hoch, wenn es die Person zeigt, über die du schreibst, und nur eines, das du teilen darfst.'],
            ['Lade nie explizite oder intime Bilder, Fotos von Kindern, Screenshots privater Unterhaltungen oder Bilder von jemandes Zuhause hoch.'],
            [
              'Fotos sind JPEG-, PNG- oder WebP-Bilder unter 5 MB. Jedes wird geprüft, bevor jemand anderes es sehen kann; bis dahin werden ihre Initialen angezeigt. Wir entfernen aus jedem Foto alle versteckten Angaben, auch wo und wann es aufgenommen wurde.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zero_tolerance',
      heading: 'Null Toleranz',
      blocks: [
        {
          p: [
            'Unsere Null-Toleranz-Regel: Inhalte über Menschen unter 18, explizite Bilder oder Verleumdung führen sofort zu einer dauerhaften Sperre. Wenn du eine Person hinzufügst, bestätigst du, dass sie volljährig ist. Eine Sperre beendet sofort jede Sitzung und kann die Adressen umfassen, von denen aus sich ein Konto anmeldet.',
          ],
        },
      ],
    },
    {
      id: 'fair_and_kind',
      heading: 'Sei fair und freundlich',
      blocks: [
        {
          ul: [
            [
              'Keine Belästigung, keine Drohungen, kein Hass und keine Aufrufe, jemandem etwas anzutun. Tea ist dafür da, uns gegenseitig zu informieren, nicht um es jemandem heimzuzahlen.',
            ],
            ['Poste keine falschen Behauptungen. Wenn du nicht sicher bist, ob etwas stimmt, schreib, was du gesehen hast, nicht, was du vermutest.'],
            ['Bleib beim Thema: Erfahrungen aus Dating und Freundschaft. Spam und Werbung werden entfernt.'],
            [
              'Bewertung, Markierung und Farbe eines Profils ergeben sich nur aus freigegebenen Berichten. Bewerte die Erfahrung, die du gemacht hast, nicht die Person, die du dir vorstellst.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Wenn etwas gegen diese Richtlinien verstößt',
      blocks: [
        {
          p: [
            'Jede und jeder, mit oder ohne Konto, kann ',
            { link: 'uns bitten, ein Profil, einen Bericht oder ein Foto zu entfernen', to: '/removal-request' },
            '. Anträge zu einer minderjährigen Person oder einem intimen Bild verbergen den Inhalt, sobald die Absenderin sie per E-Mail bestätigt. Was danach passiert, erfährst du unter ',
            { link: 'So funktioniert die Moderation', to: '/moderation' },
            '.',
          ],
        },
        {
          p: [
            'Jede Entscheidung, die deine Inhalte entfernt, verbirgt oder ändert oder ein Konto sperrt, nennt dir den Grund und welche der Regeln oben sie anwendet, und du kannst sie einmal innerhalb von 6 Monaten anfechten: Eine andere Person aus der Moderation prüft deinen Einspruch. Deine Entscheidungen findest du unter Meine Berichte.',
          ],
        },
      ],
    },
  ],
};
