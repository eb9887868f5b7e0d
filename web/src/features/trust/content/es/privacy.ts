import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /privacy in Spanish (content/en/privacy.ts is the source). */
export const privacy: TrustPageContent = {
  title: 'Privacidad',
  lead: 'Las mujeres que publican en Tea asumen un riesgo, y las personas sobre quienes escribimos nunca se registraron. Guardamos lo mínimo posible, protegemos lo que guardamos y te decimos exactamente qué es.',
  description:
    'Qué guarda Tea, durante cuánto tiempo y quién lo ve: reportes anónimos, ubicaciones a nivel de ciudad, fotos sin datos ocultos, documentos de identidad cifrados que se borran después de la revisión, y ningún rastreador publicitario.',
  summary: [
    {
      ul: [
        ['Nadie más que nuestros moderadores puede ver quién escribió un reporte.'],
        ['Las ubicaciones son centros de ciudad, nunca una posición precisa. Tu propia posición nunca sale de tu navegador, salvo dentro de una búsqueda.'],
        ['A las fotos se les quitan todos los datos ocultos, incluido dónde se tomaron.'],
        [
          'Los documentos de identidad están cifrados, solo los ven los moderadores mediante enlaces que vencen a los 2 minutos, y se borran al decidir o a los 30 días.',
        ],
        ['Ningún rastreador de publicidad ni de analítica.'],
      ],
    },
  ],
  sections: [
    {
      heading: 'Qué guardamos sobre las miembros',
      blocks: [
        {
          ul: [
            [
              { strong: 'Tu cuenta:' },
              ' nombre de usuario, dirección de correo, y tu nombre y apellido si los das. Tu contraseña se guarda solo como un hash de una sola vía que nadie puede revertir.',
            ],
            [
              { strong: 'Tu inicio de sesión:' },
              ' una sesión guardada en nuestro servidor, vinculada a una cookie que los scripts no pueden leer. Termina cuando cierras sesión o 14 días después de tu último uso de Tea. Guardamos la dirección desde la que iniciaste sesión por última vez, para poder aplicar las expulsiones; solo la ven los moderadores.',
            ],
            [
              { strong: 'Tu número de teléfono,' },
              ' una vez que lo verificaste para publicar reportes. Se guarda en un formato estándar y como un hash con clave, para que el mismo número no pueda abrir varias cuentas. Solo tú lo ves, y solo enmascarado; no aparece en ninguna lista. Los códigos de verificación se guardan solo como un hash con clave y vencen a los 10 minutos.',
            ],
            [
              { strong: 'Lo que publicas:' },
              ' tus reportes, las personas que agregas y las fotos que subes, y quedas registrada como su autora para que los moderadores puedan actuar ante abusos.',
            ],
            [
              { strong: 'Tu actividad:' },
              ' los perfiles que abres con sesión iniciada, para sugerirte Smart Matches y mostrarte los perfiles que viste hace poco. Las visitantes sin sesión iniciada no dejan ese registro.',
            ],
            [{ strong: 'Tus notificaciones,' }, ' como las decisiones sobre tus reportes.'],
          ],
        },
      ],
    },
    {
      heading: 'Quién ve qué',
      blocks: [
        {
          ul: [
            [
              { strong: 'Todas las personas, con o sin cuenta:' },
              ' los perfiles (nombre, ciudad, edad y biografía si se dieron, una foto aprobada, calificación) y los reportes aprobados, que aparecen como «Usuaria anónima».',
            ],
            [
              { strong: 'Tú:' },
              ' tu cuenta, tu número de teléfono enmascarado, tus reportes con su estado, las personas que agregaste y el estado de tu verificación de identidad.',
            ],
            [
              { strong: 'Los moderadores:' },
              ' lo que necesitan para mantener Tea segura, incluido quién escribió un reporte y la dirección desde la que una cuenta inició sesión por última vez. Cada vez que un moderador revela quién escribió un reporte o abre un documento de identidad, queda escrito en un registro que no se puede modificar.',
            ],
            [
              { strong: 'Nadie:' },
              ' las autoras de los reportes, las direcciones de correo, los números de teléfono y las direcciones IP nunca aparecen en lo que ven otras miembros o visitantes, ni en nuestros registros.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Ubicaciones',
      blocks: [
        {
          p: [
            'La ubicación de un perfil es el centro de su ciudad, elegida de una lista fija, nunca una calle ni la posición de una persona. Cuando usas «Usar mi ubicación» para ordenar por distancia, la posición de tu navegador se usa en tu navegador y en la búsqueda que envía; nunca la guardamos.',
          ],
        },
      ],
    },
    {
      heading: 'Fotos',
      blocks: [
        {
          p: [
            'Revisamos cada imagen subida por su contenido, no por su nombre, y rechazamos todo lo que no sea una imagen JPEG, PNG o WebP de menos de 5 MB. Luego volvemos a crear la imagen y quitamos todos los datos ocultos (como la cámara, la fecha y el lugar donde se tomó) antes de guardarla. Las fotos se guardan en un almacenamiento privado con nombres aleatorios y se entregan solo después de una verificación: las fotos aprobadas a todas las personas, las que esperan revisión solo a los moderadores y a la miembro que las subió.',
          ],
        },
      ],
    },
    {
      heading: 'Documentos de identidad',
      blocks: [
        {
          p: [
            'Si eliges verificar tu identidad, guardamos cifrados la imagen de tu documento y sus datos (nombre completo, número de identificación, fecha de nacimiento). No hay ningún enlace público a ellos. Los moderadores ven un documento mediante un enlace que funciona durante 2 minutos y solo en su propia sesión, y cada vista queda registrada.',
          ],
        },
        {
          p: [
            'El documento y sus datos se borran en cuanto un moderador aprueba o rechaza tu solicitud; solo guardamos la decisión, el tipo de identificación, las fechas y quién la revisó. Una solicitud que no se revisó en 30 días se cierra, el documento se borra y te avisamos para que puedas enviarlo de nuevo.',
          ],
        },
      ],
    },
    {
      heading: 'Las personas sobre quienes escribimos',
      blocks: [
        {
          p: [
            'De una persona agregada a Tea guardamos su nombre, su ciudad, una edad, biografía y foto opcionales, y los reportes sobre ella. Ella, o cualquier persona, puede ',
            { link: 'solicitar una eliminación', to: '/removal-request' },
            '. La dirección de correo que se da con una solicitud se usa solo para confirmar su recepción y enviar la decisión, y solo la ven los moderadores. Cuando se acepta la eliminación de un perfil, guardamos su nombre y su ciudad en una lista para que no se pueda volver a agregar.',
          ],
        },
      ],
    },
    {
      heading: 'En tu navegador',
      blocks: [
        {
          p: [
            'Tea crea una sola cookie, para tu sesión. Tus ajustes de accesibilidad y tu tema se guardan en el almacenamiento de tu navegador en este dispositivo y nunca se nos envían. No usamos rastreadores de publicidad ni de analítica.',
          ],
        },
      ],
    },
    {
      heading: 'Correos y mensajes de texto',
      blocks: [
        {
          p: [
            'Te enviamos un mensaje de texto con un código cuando verificas tu número de teléfono, y correos sobre tu cuenta y tus solicitudes, como el resultado de una verificación de identidad o de una solicitud de eliminación. No enviamos publicidad.',
          ],
        },
      ],
    },
    {
      heading: 'Cuánto tiempo lo guardamos',
      blocks: [
        {
          ul: [
            ['Sesiones: hasta que cierras sesión, o 14 días después de tu última visita.'],
            ['Códigos de verificación del teléfono: 10 minutos.'],
            ['Documentos de identidad: hasta que un moderador decide, y nunca más de 30 días.'],
            ['Decisiones de moderación: para siempre, en el registro de auditoría, para poder rendir cuentas de cada decisión.'],
            ['Tu cuenta y lo que publicaste: mientras tu cuenta exista, salvo que un moderador lo elimine antes.'],
          ],
        },
      ],
    },
    {
      heading: 'Tus opciones',
      blocks: [
        {
          p: [
            'Puedes cambiar tu nombre de usuario en Ajustes una vez cada 6 meses. Para obtener una copia de tus datos, corregirlos o cerrar tu cuenta, escríbenos a ',
            { email: CONTACT_EMAIL },
            ' desde el correo de tu cuenta. Consulta ',
            { link: 'Contacto', to: '/contact' },
            ' para otras formas de comunicarte con nosotros.',
          ],
        },
      ],
    },
  ],
};
