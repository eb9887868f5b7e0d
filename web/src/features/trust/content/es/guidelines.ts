import type { TrustPageContent } from '../trust-content';

/** /guidelines in Spanish (content/en/guidelines.ts is the source). Section ids stay as in English. */
export const guidelines: TrustPageContent = {
  title: 'Normas de la comunidad',
  lead: 'Tea es una comunidad solo para mujeres donde compartimos experiencias honestas de citas y amistad, para que cada mujer pueda tomar decisiones informadas. Estas normas la mantienen justa, contigo y con las personas de quienes escribimos.',
  description:
    'Las normas de la comunidad de Tea: comparte tu propia experiencia honesta, no incluyas nada que permita encontrar o contactar a alguien, nombra y muestra a las personas con justicia, y conoce lo que lleva a una expulsión permanente.',
  summary: [
    {
      p: [
        { strong: 'En pocas palabras:' },
        ' escribe solo sobre lo que te pasó a ti, no incluyas nada que permita encontrarla o contactarla, nunca publiques sobre alguien menor de 18 años ni compartas una imagen explícita, y di la verdad. Un moderador revisa todo antes de que cualquier otra persona lo vea.',
      ],
    },
  ],
  sections: [
    {
      id: 'own_experience',
      heading: 'Comparte tu propia experiencia',
      blocks: [
        {
          ul: [
            ['Escribe sobre algo que viviste tú misma: una cita, una amistad, un encuentro. No rumores, ni lo que te contó una amiga.'],
            [
              'Describe lo que pasó y cómo te hizo sentir. Los hechos y tu propia experiencia son válidos; los insultos, las etiquetas y las suposiciones sobre las intenciones de alguien no lo son.',
            ],
            ['Elige con honestidad el tipo de experiencia: positiva, neutral o preocupante. Las buenas experiencias son igual de útiles para otras mujeres.'],
            ['Ponle un título de al menos 5 caracteres y escribe un reporte de al menos 20. La fecha y el lugar del encuentro son opcionales.'],
            ['Comparte un solo reporte por experiencia. Una segunda copia de la misma historia se rechaza por duplicada.'],
          ],
        },
      ],
    },
    {
      id: 'personal_information',
      heading: 'No incluyas información personal',
      blocks: [
        {
          p: [
            'Un reporte nunca debe decir cómo contactar o encontrar a alguien. Un reporte que contiene un número de teléfono, una dirección de correo electrónico, una dirección postal o un usuario de redes sociales se rechaza al enviarlo, con un mensaje que te dice qué quitar. Deja fuera también todo lo que permita ubicarla: su lugar de trabajo, sus hijos, su auto o dónde vive.',
          ],
        },
      ],
    },
    {
      id: 'naming_people',
      heading: 'Cómo nombrar a las personas',
      blocks: [
        {
          ul: [
            ['Agrega a una persona con el nombre que usa: su nombre y su apellido. Nada de apodos, insultos, bromas ni advertencias dentro de un nombre.'],
            ['Elige su ciudad de la lista. Tea solo guarda el centro de una ciudad, nunca una calle ni una ubicación precisa.'],
            ['Antes de agregar a alguien, búscala primero, para que sus reportes queden en un solo lugar.'],
            [
              'Una persona que agregas aparece de inmediato con su nombre y su ciudad. Su foto y cada reporte sobre ella aparecen solo después de que un moderador los aprobó.',
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
            ['Sube una foto solo si muestra a la persona sobre la que escribes, y solo una que tengas derecho a compartir.'],
            ['Nunca subas imágenes explícitas o íntimas, fotos de niños, capturas de conversaciones privadas ni fotos de la casa de alguien.'],
            [
              'Las fotos son imágenes JPEG, PNG o WebP de menos de 5 MB. Cada una se revisa antes de que otra persona pueda verla; mientras tanto se muestran sus iniciales. Quitamos todos los datos ocultos de cada foto, incluidos dónde y cuándo se tomó.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zero_tolerance',
      heading: 'Tolerancia cero',
      blocks: [
        {
          p: [
            'Nuestra política de tolerancia cero: publicar sobre menores de 18 años, imágenes explícitas o difamación lleva a una expulsión permanente inmediata. Al agregar a una persona, confirmas que es adulta. Una expulsión cierra todas las sesiones al instante y puede abarcar las direcciones desde las que una cuenta inicia sesión.',
          ],
        },
      ],
    },
    {
      id: 'fair_and_kind',
      heading: 'Sé justa y amable',
      blocks: [
        {
          ul: [
            ['Nada de acoso, amenazas, odio ni llamados a hacerle algo a alguien. Tea sirve para informarnos entre nosotras, no para vengarse de nadie.'],
            ['No publiques afirmaciones falsas. Si no estás segura de que algo sea cierto, di lo que viste, no lo que sospechas.'],
            ['Mantente en el tema: experiencias de citas y amistad. El spam y la publicidad se eliminan.'],
            [
              'La calificación, la alerta y el color de un perfil salen solo de reportes aprobados. Califica la experiencia que tuviste, no a la persona que imaginas.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Cuando algo no cumple estas normas',
      blocks: [
        {
          p: [
            'Cualquier persona, con o sin cuenta, puede ',
            { link: 'pedirnos que eliminemos un perfil, un reporte o una foto', to: '/removal-request' },
            '. Las solicitudes sobre una persona menor de edad o una imagen íntima ocultan el contenido en cuanto quien las envía las confirma desde su correo. Para saber qué pasa después, lee ',
            { link: 'cómo funciona la moderación', to: '/moderation' },
            '.',
          ],
        },
        {
          p: [
            'Cada decisión que elimina, oculta o cambia tu contenido, o que expulsa una cuenta, te dice el motivo y cuál de las normas anteriores aplica, y puedes apelarla una vez dentro de los 6 meses: otro moderador revisa tu apelación. Tus decisiones aparecen en Mis reportes.',
          ],
        },
      ],
    },
  ],
};
