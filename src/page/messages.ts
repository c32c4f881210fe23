/**
 * The fixed interface text of the published pages, in Latin American Spanish (es-419).
 * The one place these strings live: a later issue turns this module into the real catalogue.
 */
export const messages = {
  skipToContent: 'Saltar al contenido',
  mainNavLabel: 'Principal',
  footerNavLabel: 'Enlaces del pie de página',
  menu: 'Menú',
  home: 'Inicio',
  homeOf: (site: string) => `${site}, inicio`,
  copyright: (year: number, site: string) => `© ${year} ${site}. Todos los derechos reservados.`,
  email: 'Correo',
  phone: 'Teléfono',
  opensInNewWindow: '(se abre en una ventana nueva)',

  notFoundTitle: 'Página no encontrada',
  notFoundHeading: 'No encontramos esta página',
  notFoundText: 'Es posible que la dirección haya cambiado o que la página ya no exista.',
  errorTitle: 'Algo salió mal',
  errorHeading: 'Algo salió mal',
  errorText: 'Tuvimos un problema al mostrar esta página. Vuelve a intentarlo en unos minutos.',
  backHome: 'Volver al inicio',
  tryAgain: 'Volver a intentar',
  badRequestHeading: 'No pudimos entender esta dirección',
  badRequestText: 'Revisa que el enlace esté completo o vuelve a la página de inicio.',
  siteNotFoundTitle: 'Este sitio no existe',
  siteNotFoundText: 'Revisa que la dirección esté bien escrita.',

  searchTitle: 'Buscar',
  searchLabel: 'Buscar en el sitio',
  searchPlaceholder: '¿Qué estás buscando?',
  searchButton: 'Buscar',
  searchComing: 'La búsqueda estará disponible pronto. Mientras tanto, explora el sitio desde el menú.',
  searchQuery: (q: string) => `Buscaste: «${q}»`,

  postsHeading: 'Publicaciones',
  noPosts: 'Todavía no hay publicaciones.',
  readMore: 'Leer más',
  readMoreAbout: (title: string) => `Leer más sobre ${title}`,
  byAuthor: (author: string) => `Por ${author}`,
  backTo: (title: string) => `Volver a ${title}`,

  productsHeading: 'Productos',
  noProducts: 'Todavía no hay productos.',
  soldOut: 'Agotado',
  onSale: 'Oferta',
  priceFrom: (price: string) => `Desde ${price}`,
  regularPrice: 'Precio normal:',
  salePrice: 'Precio de oferta:',
} as const;
