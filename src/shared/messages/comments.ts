/**
 * es-419 text of native comments (issue 14, docs/comments.md): the thread and form on a post page,
 * the comments block, and the owner's moderation page. Part of the one catalogue.
 */
export const commentMessages = {
  'comments.heading': '{count, plural, =0 {Comentarios} one {# comentario} other {# comentarios}}',
  'comments.empty': 'Todavía no hay comentarios. Sé el primero en comentar.',
  'comments.formHeading': 'Deja un comentario',
  'comments.name': 'Nombre',
  'comments.email': 'Correo electrónico (opcional, no se publica)',
  'comments.text': 'Comentario',
  'comments.submit': 'Publicar comentario',
  'comments.moderationNote': 'Los comentarios se publican después de que el autor del sitio los revisa.',
  'comments.sent': 'Gracias. Tu comentario se publicará cuando el autor del sitio lo apruebe.',
  'comments.byline': '{name} comentó',
  'comments.disqusNote': 'Los comentarios de esta entrada están en Disqus.',
  'comments.blockNoPost': 'Los comentarios aparecen en las páginas de las entradas del blog.',
  // The owner's moderation page (/config/comments).
  'comments.ownerTitle': 'Comentarios',
  'comments.ownerNav': 'Comentarios',
  'comments.ownerPending': 'Pendientes',
  'comments.ownerApproved': 'Aprobados',
  'comments.ownerSpam': 'Spam',
  'comments.ownerTabs': 'Estado de los comentarios',
  'comments.ownerEmpty': 'No hay comentarios en esta lista.',
  'comments.ownerPost': 'Entrada',
  'comments.ownerEmail': 'Correo',
  'comments.ownerDate': 'Fecha',
  'comments.ownerApprove': 'Aprobar',
  'comments.ownerMarkSpam': 'Marcar como spam',
  'comments.ownerDelete': 'Eliminar',
  'comments.ownerActions': 'Acciones para el comentario de {name}',
  'comments.ownerDisabled': 'Los comentarios están desactivados en la configuración del sitio: las entradas no muestran el formulario.',
} as const;
