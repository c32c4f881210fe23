/**
 * es-419 text of the navigation family (navigation, logo, link, collection link, folder, index) and the menu block.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `navigation.`.
 */
export const navigationMessages = {
  // Navigation block (1): the landmark's name when the owner gives none.
  'navigation.label': 'Navegación del sitio',
  // Logo block (3): the link to the home page around the logo.
  'navigation.logoHome': '{site}: ir a la página de inicio',
  // Links that open in a new window say so to screen readers.
  'navigation.newWindow': '(se abre en una ventana nueva)',
  // Index block (11): the landmark's name when the owner gives no title.
  'navigation.indexLabel': 'Índice de páginas',
  // Menu block (18): the tab list's name when the owner gives no title.
  'navigation.menuLabel': 'Menú',
  // Site-file checks (publish errors for the owner).
  'navigation.invalidHref': 'El enlace no es válido: usa una ruta del sitio (/nosotros), un ancla (#horario), una dirección http(s), mailto: o tel:.',
  'navigation.linkTarget': 'Un bloque de enlace necesita una dirección (href) o una colección (collection), no ambas.',
  'navigation.linkTitle': 'Un enlace con dirección necesita un título.',
  'navigation.menuOnePrice': 'Un platillo lleva su precio en texto (price) o en centavos (priceCents), no ambos.',
} as const;
