/**
 * es-419 text of the page chrome and the message pages (not found, error, search), in ICU
 * MessageFormat. Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const pageMessages = {
  'page.skipToContent': 'Saltar al contenido',
  'page.mainNavLabel': 'Principal',
  'page.footerNavLabel': 'Enlaces del pie de página',
  'page.menu': 'Menú',
  'page.home': 'Inicio',
  'page.homeOf': '{site}, inicio',
  'page.copyright': '© {year, number, ::group-off} {site}. Todos los derechos reservados.',
  'page.email': 'Correo',
  'page.phone': 'Teléfono',
  'page.opensInNewWindow': '(se abre en una ventana nueva)',

  'page.notFoundTitle': 'Página no encontrada',
  'page.notFoundHeading': 'No encontramos esta página',
  'page.notFoundText': 'Es posible que la dirección haya cambiado o que la página ya no exista.',
  'page.errorTitle': 'Algo salió mal',
  'page.errorHeading': 'Algo salió mal',
  'page.errorText': 'Tuvimos un problema al mostrar esta página. Vuelve a intentarlo en unos minutos.',
  'page.backHome': 'Volver al inicio',
  'page.tryAgain': 'Volver a intentar',
  'page.badRequestHeading': 'No pudimos entender esta dirección',
  'page.badRequestText': 'Revisa que el enlace esté completo o vuelve a la página de inicio.',
  'page.siteNotFoundTitle': 'Este sitio no existe',
  'page.siteNotFoundText': 'Revisa que la dirección esté bien escrita.',
  'page.accessDeniedTitle': 'Acceso restringido',
  'page.accessDeniedHeading': 'Esta página es solo para miembros',
  'page.accessDeniedText': 'No tienes acceso a esta página. Si crees que es un error, comunícate con el sitio.',

  'page.searchTitle': 'Buscar',
  'page.searchPageTitle': 'Búsqueda',
  'page.searchLabel': 'Buscar en el sitio',
  'page.searchPlaceholder': '¿Qué estás buscando?',
  'page.searchButton': 'Buscar',
  'page.searchComing': 'La búsqueda estará disponible pronto. Mientras tanto, explora el sitio desde el menú.',
  'page.searchQuery': 'Buscaste: «{query}»',

  'page.postsHeading': 'Publicaciones',
  'page.noPosts': 'Todavía no hay publicaciones.',
  'page.readMore': 'Leer más',
  'page.readMoreAbout': 'Leer más sobre {title}',
  'page.byAuthor': 'Por {author}',
  'page.backTo': 'Volver a {title}',
  'page.commentsLink': '{count, plural, =0 {Comentar} one {# comentario} other {# comentarios}}',

  // §2: the information dialog after logging out (?logout=true).
  'page.logoutTitle': 'La sesión se cerró correctamente',
  'page.logoutMessage': 'Has cerrado sesión correctamente.',
} as const;
