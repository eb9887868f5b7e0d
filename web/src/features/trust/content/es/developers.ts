import { BROWSE_CURL, NODE_SCRIPT, REPORT_CURL } from '../developers-examples';
import type { TrustPageContent } from '../trust-content';

/** /developers in Spanish (content/en/developers.ts is the source). Code, headers, paths and GraphQL names stay as they are. */
export const developers: TrustPageContent = {
  title: 'API para desarrolladores',
  documentTitle: 'Desarrolladores',
  lead: 'Las herramientas, los scripts y los proyectos de investigación pueden usar la misma API que la app, con un token que tú creas y puedes revocar en cualquier momento.',
  description:
    'Cómo usan la API de Tea las herramientas y los scripts: tokens de acceso personal y sus permisos, límites de frecuencia, paginación, códigos de error y ejemplos completos.',
  summary: [
    {
      p: [
        'Un solo endpoint GraphQL, ',
        { code: '/graphql' },
        ', sirve todo lo que muestra la app; su esquema describe cada tipo y cada campo. Abre ',
        { link: '/graphql', href: '/graphql' },
        ' en un navegador para explorarlo y probar consultas, o léelo por introspección con cualquier herramienta GraphQL. Las rutas ',
        { code: '/api/*' },
        ' siguen disponibles para llamadas simples. Todas las reglas de la app se aplican también a las herramientas: la moderación, el anonimato de las autoras y las ',
        { link: 'normas de la comunidad', to: '/guidelines' },
        '.',
      ],
    },
  ],
  sections: [
    {
      heading: 'Autenticación',
      blocks: [
        {
          p: [
            'Crea un token de acceso personal en ',
            { link: 'Ajustes', to: '/settings' },
            ' > API: ponle un nombre, elige sus permisos (scopes) y, si quieres, una fecha de vencimiento. El token se muestra una sola vez; solo guardamos un hash. Envíalo con cada solicitud:',
          ],
        },
        { code: 'Authorization: Bearer tea_pat_...', label: 'El encabezado Authorization' },
        {
          ul: [
            [{ strong: 'read' }, ': lecturas públicas y tus propios datos (tus reportes, notificaciones, perfil).'],
            [{ strong: 'write' }, ': actuar en tu nombre (publicar un reporte, agregar a una persona), con las mismas reglas y límites que la app.'],
            [
              { strong: 'moderate' },
              ': operaciones de administración, solo para administradores, creado justo después de su inicio de sesión en dos pasos. Abrir un documento de identidad o revelar la autora de un reporte siempre requiere una verificación reciente en la app, nunca un token.',
            ],
          ],
        },
        {
          p: [
            'Un token no puede crear ni revocar tokens, y una solicitud debe llevar un token o una sesión del navegador, nunca ambos. Si tu cuenta es expulsada, tus tokens dejan de funcionar al instante; mientras está suspendida todavía pueden leer, pero no publicar. Revoca los tokens que ya no uses.',
          ],
        },
        {
          p: [
            'Con un token puedes enviar cualquier documento GraphQL. La app web envía solo los hashes de sus propios documentos, y un servidor puede configurarse para no aceptar nada más desde los navegadores; las solicitudes con token nunca se restringen de esa forma.',
          ],
        },
      ],
    },
    {
      heading: 'Límites de frecuencia',
      blocks: [
        {
          p: [
            'Cada token puede hacer un número limitado de solicitudes por minuto (120, salvo que el operador lo haya cambiado). Cada respuesta te dice dónde estás en los encabezados ',
            { code: 'RateLimit-Limit' },
            ', ',
            { code: 'RateLimit-Remaining' },
            ' y ',
            { code: 'RateLimit-Reset' },
            '; pasado el límite, la respuesta es 429 con un encabezado ',
            { code: 'Retry-After' },
            '. Cuando el servicio está sobrecargado o su base de datos se reinicia, responde 503 con ',
            { code: 'Retry-After' },
            ': espera y vuelve a intentarlo.',
          ],
        },
      ],
    },
    {
      heading: 'Paginación',
      blocks: [
        {
          p: [
            'Las listas de perfiles son páginas numeradas: ',
            { code: 'page' },
            ' (desde 1) y ',
            { code: 'pageSize' },
            ' (de 1 a 100), con ',
            { code: 'hasNextPage' },
            ', ',
            { code: 'pageCount' },
            ' y ',
            { code: 'total' },
            ' en la respuesta (',
            { code: 'totalIsExact' },
            ' es false cuando el total es una estimación). Las páginas llegan hasta 1,000 perfiles de profundidad (200 en una búsqueda); acota el filtro para llegar al resto. Las listas largas, como los reportes de un perfil, usan cursores: pasa el ',
            { code: 'nextCursor' },
            ' de una página como ',
            { code: 'after' },
            ' para obtener la siguiente.',
          ],
        },
      ],
    },
    {
      heading: 'Errores',
      blocks: [
        {
          p: [
            'Las respuestas GraphQL llevan ',
            { code: 'errors[].extensions.code' },
            ' (con HTTP 200, salvo para un token inválido, un límite de frecuencia o una sobrecarga, que usan también el estado); las rutas ',
            { code: '/api/*' },
            ' responden con el estado y ',
            { code: '{ "message": "..." }' },
            '.',
          ],
        },
        {
          table: {
            head: [['Código GraphQL'], ['Estado REST'], ['Significado']],
            rows: [
              [['BAD_USER_INPUT'], ['400'], ['La entrada rompe una regla; el mensaje dice cuál.']],
              [['UNAUTHENTICATED'], ['401'], ['Sin token, o con uno inválido, revocado o vencido.']],
              [['FORBIDDEN'], ['403'], ['No permitido para esta cuenta o para los permisos de este token.']],
              [['NOT_FOUND'], ['404'], ['No existe, o no tienes permiso para verlo.']],
              [['CONFLICT'], ['409'], ['Choca con algo que ya existe (un nombre de usuario ocupado, una solicitud que aún se está procesando).']],
              [['PAYLOAD_TOO_LARGE'], ['413'], ['El cuerpo o el archivo supera su límite.']],
              [['UNPROCESSABLE_CONTENT'], ['422'], ['Una Idempotency-Key usada de nuevo para otra solicitud.']],
              [['TOO_MANY_REQUESTS'], ['429'], ['Un límite de frecuencia; espera lo que indica Retry-After.']],
              [['SERVICE_UNAVAILABLE'], ['503'], ['Sobrecargado o reiniciándose; espera lo que indica Retry-After.']],
            ],
          },
        },
        {
          p: [
            'Publicar un reporte o agregar a una persona acepta un encabezado opcional ',
            { code: 'Idempotency-Key' },
            ': un reintento con la misma clave recibe la primera respuesta en lugar de escribir dos veces.',
          ],
        },
      ],
    },
    {
      heading: 'Ejemplos',
      blocks: [
        { h3: 'Explorar perfiles (GraphQL)' },
        { code: BROWSE_CURL, label: 'curl: explorar perfiles' },
        { h3: 'Publicar un reporte (REST, seguro de reintentar)' },
        { p: ['Cada reporte espera a un moderador antes de que alguien pueda leerlo, igual que en la app.'] },
        { code: REPORT_CURL, label: 'curl: publicar un reporte' },
        { h3: 'Recorrer los perfiles página por página (Node.js 18 o posterior)' },
        { code: NODE_SCRIPT, label: 'Script de Node.js: recorrer los perfiles página por página' },
      ],
    },
    {
      heading: 'Estabilidad',
      blocks: [
        {
          p: [
            'El esquema es un contrato publicado. Un campo se elimina solo después de haber estado marcado como obsoleto, con su reemplazo indicado, durante al menos 90 días; el registro de cambios lista cada uno de esos cambios.',
          ],
        },
      ],
    },
  ],
};
