/**
 * es-419 text of the summary block (types 20 and 55, issue 14; docs/summary.md). Part of the one
 * catalogue (see ./index.ts); keys are permanent and start with `summary.`.
 */
export const summaryMessages = {
  'summary.itemsLabel': 'Entradas de {collection}',
  'summary.carouselLabel': 'Carrusel: entradas de {collection}',
  'summary.previous': 'Entradas anteriores',
  'summary.next': 'Entradas siguientes',
  'summary.byAuthor': 'Por {author}',
  'summary.allDay': '{date}, todo el día',
  'summary.dateAndTime': '{date}, {time}',
  'summary.readMore': 'Leer más',
  // Only editors signed in see it: visitors see no empty box (docs/summary.md).
  'summary.emptyForEditor': 'Este resumen no muestra nada a los visitantes: su colección no existe, está protegida o no tiene entradas publicadas que coincidan con el filtro.',
  // GetWidgetRendering (§7) refusals, in the §8 `errors` map.
  'summary.widgetJsonInvalid': 'widgetJSON no es JSON válido.',
  'summary.widgetTypeNotListed': 'Solo los bloques que muestran una colección (resumen, calendario…) se pueden pedir de nuevo.',
  'summary.widgetTypeMismatch': 'El tipo no coincide con el del bloque publicado.',
} as const;
