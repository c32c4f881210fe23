/**
 * es-419 text about site styles and fonts: what publishing says of a font outside the offered set.
 * Part of the one catalogue (see ./index.ts).
 */
export const styleMessages = {
  'styles.unknownFont': 'La fuente «{family}» no está entre las fuentes disponibles: la página usa las fuentes del sistema en su lugar',
} as const;
