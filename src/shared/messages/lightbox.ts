/**
 * es-419 text of the gallery lightbox (SPEC §4 "Lightbox"; src/runtime/lightbox/). Plain
 * messages, so the lightbox chunk fills them without the ICU parser. Part of the one catalogue
 * (see ./index.ts); keys are permanent.
 */
export const lightboxMessages = {
  // The dialog's name when the gallery has none of its own.
  'lightbox.label': 'Visor de imágenes',
  'lightbox.close': 'Cerrar',
  'lightbox.previous': 'Anterior',
  'lightbox.next': 'Siguiente',
  // The counter under the image: «3 de 9».
  'lightbox.counter': '{index} de {count}',
  // Phones: the caption is folded away behind this toggle.
  'lightbox.showCaption': 'Mostrar descripción',
  'lightbox.hideCaption': 'Ocultar descripción',
  // A slide image without a text alternative of its own.
  'lightbox.slide': 'Imagen {index} de {count}',
} as const;
