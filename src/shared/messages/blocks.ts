/**
 * es-419 text about blocks: the plain link a discontinued third-party block leaves, and what
 * site-file validation says of a block type it cannot show. Part of the one catalogue (see ./index.ts).
 */
export const blockMessages = {
  'blocks.discontinuedLink': 'Ver en {host}',
  'blocks.unknownType': 'El bloque «{id}» de la página «{page}» tiene un tipo desconocido: {type}',
  // A block kept and shown with a fallback: its meta's warning (a gallery whose JSON does not decode).
  'blocks.dataWarning': 'El bloque «{id}» de la página «{page}»: {message}',
  'blocks.notRendered': 'El bloque «{id}» de la página «{page}» es de tipo {name} ({type}), que esta versión aún no muestra: se importa y no se muestra',
} as const;
