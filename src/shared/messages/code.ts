/**
 * es-419 text of the markdown and code blocks and owner code run in a sandboxed frame.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `code.`.
 */
export const codeMessages = {
  // The code block: owner code shown as text, highlighted.
  'code.listing': 'Código',
  'code.listingLanguage': 'Código en {language}',
  // Owner code that runs (code and html blocks, when the site allows it): in a sandboxed frame, on a click.
  'code.frame': 'Contenido interactivo del sitio',
  'code.frameTitled': 'Contenido interactivo: {title}',
  'code.run': 'Mostrar contenido interactivo',
  'code.runTitled': 'Mostrar contenido interactivo: {title}',
  'code.runNote': 'Se ejecuta aparte de esta página, en un marco aislado, al hacer clic.',
  'code.waitingConsent': 'El contenido interactivo se mostrará cuando aceptes las cookies.',
} as const;
