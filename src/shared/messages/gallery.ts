/**
 * es-419 text of the gallery block (SPEC §1 type 8, §4 "Gallery"): its controls, positions, the
 * lightbox openers and the publish warnings for gallery data it cannot use as written (§8).
 * Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const galleryMessages = {
  'gallery.label': 'Galería',
  'gallery.roleCarousel': 'carrusel',
  'gallery.roleSlide': 'diapositiva',
  'gallery.slideLabel': '{index} de {count}',
  'gallery.previous': 'Imagen anterior',
  'gallery.next': 'Imagen siguiente',
  'gallery.previousGroup': 'Imágenes anteriores',
  'gallery.nextGroup': 'Imágenes siguientes',
  // The live region of a moving gallery: where the visitor is after a move.
  'gallery.position': 'Imagen {index} de {count}',
  'gallery.groupPosition': 'Imágenes {first} a {last} de {count}',
  'gallery.pause': 'Pausar la presentación',
  'gallery.play': 'Reanudar la presentación',
  'gallery.thumbnails': 'Miniaturas',
  'gallery.thumbnail': 'Mostrar la imagen {index}: {name}',
  'gallery.open': 'Ampliar la imagen: {name}',
  'gallery.openNumbered': 'Ampliar la imagen {index}',
  // Publish warnings (§8 console-only errors, named as the console names them).
  'gallery.decodingError': 'los datos JSON de la galería no se pueden leer (Error decoding gallery block data); se muestra con las opciones predeterminadas',
  'gallery.evaluatingError': 'los datos JSON de la galería no son un objeto de opciones (Error evaluating gallery block data); se muestra con las opciones predeterminadas',
  'gallery.designNotFound': 'la galería pide el diseño «{design}», que no existe (design or transition named {design} not found); se muestra como {fallback}',
} as const;
