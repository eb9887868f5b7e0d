import { CONTACT_EMAIL } from '../../trust-pages';
import type { TrustPageContent } from '../trust-content';

/** /contact in Spanish (content/en/contact.ts is the source). */
export const contact: TrustPageContent = {
  title: 'Contacto',
  lead: 'Una persona real de nuestro equipo lee cada mensaje.',
  description: 'Cómo comunicarte con el equipo de Tea sobre privacidad, seguridad o tu cuenta, y cómo pedir que se elimine un perfil, un reporte o una foto.',
  sections: [
    {
      heading: 'Eliminar un perfil, un reporte o una foto',
      blocks: [
        {
          p: [
            'La forma más rápida es el ',
            { link: 'formulario de solicitud de eliminación', to: '/removal-request' },
            '. No necesitas una cuenta. Las solicitudes sobre una persona menor de edad o una imagen íntima ocultan el contenido en cuanto las confirmas con el enlace que te enviamos por correo, y cada solicitud se decide con sus motivos.',
          ],
        },
      ],
    },
    {
      heading: 'Escríbenos',
      blocks: [
        {
          p: [
            'Para preguntas sobre privacidad, seguridad o tu cuenta, incluida una copia de tus datos o el cierre de tu cuenta, escribe a ',
            { email: CONTACT_EMAIL },
            '.',
          ],
        },
        {
          ul: [
            ['Cuando tu mensaje sea sobre tu cuenta, escríbenos desde el correo de tu cuenta, para que sepamos que eres tú.'],
            ['Si tu mensaje es sobre una solicitud de eliminación, incluye la referencia de nuestro correo de confirmación.'],
            ['Nunca envíes documentos de identidad ni contraseñas por correo. La verificación de identidad se hace solo dentro de Tea.'],
          ],
        },
      ],
    },
    {
      heading: 'Si estás en peligro',
      blocks: [{ p: ['Tea no puede ayudar en una emergencia. Si tú u otra persona están en peligro inmediato, llama al número de emergencias de tu zona.'] }],
    },
  ],
};
