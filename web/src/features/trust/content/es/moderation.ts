import type { TrustPageContent } from '../trust-content';

/** Why a moderator rejects or removes content: the reason codes each decision records (SAFETY 10). */
const REJECTION_REASONS = [
  'contiene información personal',
  'puede ser falso o difamatorio',
  'es acoso o contiene abusos',
  'trata sobre una persona menor de edad',
  'contiene contenido explícito',
  'parece spam',
  'no trata sobre una experiencia de citas o de amistad',
  'duplica otro reporte',
  'no cumple nuestras normas de la comunidad',
];

/** /moderation in Spanish (content/en/moderation.ts is the source). */
export const moderation: TrustPageContent = {
  title: 'Cómo funciona la moderación',
  lead: 'Nada de lo que envía una miembro es público hasta que un moderador lo aprueba. Esto es lo que pasa con un reporte, una foto o una solicitud, y quién puede ver qué en cada paso.',
  description:
    'Cómo funciona la moderación en Tea: cada reporte, foto y perfil nuevo se revisa antes de ser público, cada decisión tiene un motivo y queda registrada, y cualquier persona puede pedir que se elimine un contenido.',
  summary: [
    {
      p: [
        { strong: 'En pocas palabras:' },
        ' los reportes y las fotos esperan a un moderador. Cada decisión registra un motivo, se escribe en un registro que no se puede modificar y se envía a la miembro a quien concierne. Quienes publican son anónimas para todos, salvo para los moderadores.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Todo se revisa primero',
      blocks: [
        {
          ul: [
            [
              'Un reporte que envías queda pendiente hasta que un moderador lo aprueba. Puedes seguirlo en Mis reportes, donde aparece como pendiente, aprobado o rechazado.',
            ],
            ['Una foto solo la ven los moderadores y tú hasta que se aprueba; todas las demás personas ven iniciales.'],
            ['Una persona que agregas aparece de inmediato con su nombre y su ciudad; su foto y los reportes sobre ella aparecen solo una vez aprobados.'],
            [
              'Las calificaciones, el número de reportes y las alertas cuentan solo reportes aprobados, así que un reporte en espera de revisión no cambia nada de lo que ven los demás.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Qué decide un moderador',
      blocks: [
        {
          p: [
            'Un moderador puede aprobar un reporte, rechazarlo, editarlo (por ejemplo, para quitar un detalle que identifica a alguien) o borrarlo. Las fotos se aprueban o se rechazan.',
          ],
        },
        { p: ['Un rechazo siempre indica un motivo. Los motivos son que:'] },
        { ul: REJECTION_REASONS.map((reason) => [reason]) },
        { p: ['Recibes una notificación por cada decisión sobre tu propio contenido.'] },
      ],
    },
    {
      heading: 'Motivos y apelaciones',
      blocks: [
        {
          p: [
            'Cada decisión que rechaza, elimina, oculta o cambia tu contenido, o que expulsa tu cuenta, viene con una exposición de motivos: el motivo, la regla de las ',
            { link: 'normas de la comunidad', to: '/guidelines' },
            ' que aplica, la explicación del moderador y si se tomó automáticamente (contenido ocultado después de que varias miembros lo señalaran). La recibes en tus notificaciones y siempre por correo, y aparece en Mis reportes.',
          ],
        },
        {
          ul: [
            [
              'Puedes apelar cada decisión una vez, dentro de los 6 meses, con una breve explicación: desde Mis reportes, desde la notificación o con el enlace del correo, que funciona también sin iniciar sesión.',
            ],
            ['Un moderador distinto del que decidió revisa tu apelación y te informa el resultado con un motivo.'],
            [
              'Cuando se acepta una apelación, la decisión se revierte: el contenido vuelve y se levanta la expulsión. Lo que se borró (un reporte o una foto borrados) no se puede recuperar, y te lo decimos.',
            ],
            ['Quien hizo una solicitud de eliminación que no fue aceptada puede apelar de la misma forma, con el enlace de nuestro correo.'],
          ],
        },
      ],
    },
    {
      heading: 'Anonimato de quienes publican',
      blocks: [
        {
          p: [
            'Los reportes aparecen como «Usuaria anónima». Tu nombre, tu nombre de usuario, tu correo y tu dirección IP nunca aparecen junto a un reporte, en ninguna respuesta que nuestro servicio da a otras miembros o visitantes, ni en nuestros registros. Los moderadores pueden consultar quién escribió un reporte cuando lo necesitan (por ejemplo, para frenar a alguien que publica abusos); cada consulta queda escrita en el registro de auditoría.',
          ],
        },
      ],
    },
    {
      heading: 'Expulsiones',
      blocks: [
        {
          p: [
            'Romper las reglas de tolerancia cero (menores de 18 años, imágenes explícitas, difamación) lleva a una expulsión permanente inmediata. Una expulsión siempre indica su motivo y se aplica al instante: las sesiones de la miembro dejan de funcionar en su siguiente solicitud. Los moderadores también pueden bloquear una dirección o un rango de direcciones, con un motivo y, si lo deciden, una fecha de fin.',
          ],
        },
      ],
    },
    {
      heading: 'El registro de auditoría',
      blocks: [
        {
          p: [
            'Cada decisión de moderación (aprobar, rechazar, editar, borrar, expulsar, levantar una expulsión, decisiones sobre fotos y documentos de identidad) queda registrada con su motivo, una nota opcional, el moderador y la hora. Al registro solo se le pueden agregar entradas: nadie puede editar ni borrar una, y se conserva incluso cuando el contenido al que se refiere ya fue borrado.',
          ],
        },
      ],
    },
    {
      heading: 'Solicitudes de eliminación',
      blocks: [
        {
          p: [
            'Las personas sobre quienes escribimos nunca se registraron. Cualquier persona, con sesión iniciada o no, puede ',
            { link: 'solicitar la eliminación', to: '/removal-request' },
            ' de un perfil, un reporte o una foto, indicando un motivo, una explicación, una dirección de correo y una declaración de que la solicitud se hace de buena fe.',
          ],
        },
        {
          ul: [
            [
              'Las solicitudes sobre una persona menor de edad o una imagen íntima ocultan el contenido en cuanto quien las envía las confirma con el enlace que le mandamos por correo, hasta que un moderador decida.',
            ],
            ['Confirmamos la recepción de cada solicitud por correo con una referencia, y la decidimos con motivos enviados a la misma dirección.'],
            [
              'Cuando se acepta una solicitud, el contenido se elimina. Si se refiere a un perfil completo, la misma persona (mismo nombre y ciudad) no se puede volver a agregar.',
            ],
            ['Cuando se rechaza una solicitud, el contenido se queda, y lo que se ocultó mientras decidíamos vuelve a mostrarse.'],
          ],
        },
      ],
    },
    {
      heading: 'Verificación de identidad',
      blocks: [
        {
          p: [
            'Las miembros pueden verificar su identidad para obtener una insignia de Verificada. Un moderador revisa el documento, normalmente en 24 a 48 horas, con un enlace que funciona durante 2 minutos y solo en su propia sesión; cada vista queda registrada. El documento se borra en cuanto el moderador decide. Lee más en nuestro ',
            { link: 'aviso de privacidad', to: '/privacy' },
            '.',
          ],
        },
      ],
    },
  ],
};
