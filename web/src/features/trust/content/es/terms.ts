import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /terms in Spanish (content/en/terms.ts is the source). */
export const terms: TrustPageContent = {
  title: 'Términos de uso',
  documentTitle: 'Términos',
  lead: 'Al crear una cuenta o publicar en Tea aceptas estos términos y nuestras normas de la comunidad. Están escritos para leerse, así que léelos, por favor.',
  description:
    'Los términos de uso de Tea: quién puede unirse, qué puedes publicar, cómo funcionan la moderación y las expulsiones, los derechos de las personas sobre quienes se escribe, y cómo comunicarte con nosotros.',
  summary: [
    {
      p: [
        { strong: 'En pocas palabras:' },
        ' Tea es una comunidad moderada para mujeres. Publica solo tus propias experiencias honestas, sigue las ',
        { link: 'normas de la comunidad', to: '/guidelines' },
        ', acepta que los moderadores revisan todo y pueden rechazar cualquier cosa, y respeta a las personas sobre quienes escribes, que pueden pedir que se elimine un contenido.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Quién puede unirse',
      blocks: [
        {
          ul: [
            ['Tea es una comunidad de mujeres, para mujeres. Debes tener 18 años o más para crear una cuenta.'],
            ['Una cuenta por persona. No compartas tu contraseña; eres responsable de lo que se publica desde tu cuenta.'],
            [
              'Para publicar reportes verificas un número de teléfono. Un número solo puede pertenecer a una cuenta, y el número de una miembro expulsada no se puede volver a usar.',
            ],
            ['Las visitantes sin cuenta pueden explorar perfiles y leer reportes aprobados.'],
          ],
        },
      ],
    },
    {
      heading: 'Lo que publicas',
      blocks: [
        {
          ul: [
            ['Publicas solo tus propias experiencias, vividas en primera persona, y crees que lo que escribes es verdad.'],
            [
              'Sigues las ',
              { link: 'normas de la comunidad', to: '/guidelines' },
              ': nada de información personal como números de teléfono, direcciones de correo, direcciones postales o usuarios de redes sociales, nada sobre menores de 18 años, nada de imágenes explícitas, nada de acoso y nada de difamación.',
            ],
            [
              'Subes solo fotos que tienes derecho a compartir. Permites que Tea guarde, cambie de tamaño y muestre en Tea lo que publicas mientras permanezca en el servicio.',
            ],
            [
              'Los reportes son las experiencias personales de las miembros que los escribieron. No son afirmaciones de hechos por parte de Tea, y una calificación o una alerta es un resumen de reportes aprobados, no nuestro juicio sobre nadie.',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Anonimato',
      blocks: [
        {
          p: [
            'Tus reportes se publican como «Usuaria anónima». Solo nuestros moderadores pueden ver quién escribió un reporte, y cada vez que lo consultan queda registrado. El anonimato te protege; no es un escudo para el abuso, y los moderadores lo usan para frenar a quienes rompen estos términos.',
          ],
        },
      ],
    },
    {
      heading: 'Moderación y expulsiones',
      blocks: [
        {
          ul: [
            [
              'Cada reporte y cada foto se revisan antes de publicarse. Los moderadores pueden aprobar, rechazar, editar o borrar contenido, siempre con un motivo.',
            ],
            ['Publicar sobre menores de 18 años, imágenes explícitas o difamación lleva a una expulsión permanente inmediata.'],
            [
              'Los moderadores pueden expulsar cuentas que rompen estos términos y bloquear las direcciones que usan. Una expulsión se aplica al instante y a todas las sesiones.',
            ],
            ['Lee ', { link: 'cómo funciona la moderación', to: '/moderation' }, ' para conocer el proceso completo, incluido el registro de cada decisión.'],
          ],
        },
      ],
    },
    {
      heading: 'Las personas sobre quienes escribes',
      blocks: [
        {
          p: [
            'Las personas que aparecen en Tea no se registraron. Cualquier persona puede ',
            { link: 'solicitar la eliminación', to: '/removal-request' },
            ' de un perfil, un reporte o una foto. Confirmamos cada solicitud por correo y la decidimos con motivos. El contenido sobre una persona menor de edad o una imagen íntima se oculta de inmediato mientras decidimos. Cuando se acepta la eliminación de un perfil, esa persona no se puede volver a agregar.',
          ],
        },
      ],
    },
    {
      heading: 'Tus datos',
      blocks: [
        {
          p: [
            'Nuestro ',
            { link: 'aviso de privacidad', to: '/privacy' },
            ' explica qué guardamos, quién lo ve y durante cuánto tiempo, incluido cómo se cifran y se borran los documentos de identidad.',
          ],
        },
      ],
    },
    {
      heading: 'Dejar de usar Tea',
      blocks: [
        {
          p: [
            'Puedes dejar de usar Tea en cualquier momento. Para cerrar tu cuenta, escríbenos a ',
            { email: CONTACT_EMAIL },
            ' desde el correo de tu cuenta. Podemos suspender o cerrar cuentas que rompen estos términos.',
          ],
        },
      ],
    },
    {
      heading: 'Cambios en estos términos',
      blocks: [
        {
          p: [
            'Cuando cambiamos estos términos, la nueva versión se publica en esta página. Si sigues usando Tea después de un cambio, se aplican los nuevos términos.',
          ],
        },
      ],
    },
    {
      heading: 'Preguntas',
      blocks: [{ p: ['Consulta ', { link: 'Contacto', to: '/contact' }, ' para saber cómo comunicarte con nosotros.'] }],
    },
  ],
};
