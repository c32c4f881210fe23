/**
 * es-419 text of the form and newsletter blocks as the visitor sees them on the page: the
 * labels of the parts of grouped fields, the likert scale, the captcha states, defaults for
 * texts the owner left empty. Part of the one catalogue (see ./index.ts); keys are permanent.
 * The island reads these with plain `{name}` arguments only (src/blocks/form/text.ts).
 */
export const formBlockMessages = {
  'formBlock.noscript': 'Para enviar este formulario necesitas activar JavaScript en tu navegador.',
  'formBlock.honeypot': 'Deja este campo vacío.',
  'formBlock.success': 'Gracias. Recibimos tu mensaje y te responderemos pronto.',
  'formBlock.selectPlaceholder': 'Selecciona una opción',

  // The parts of grouped fields (§3: name, address, date, time and phone are lists of inputs).
  'formBlock.name.first': 'Nombre',
  'formBlock.name.last': 'Apellido',
  'formBlock.address.line1': 'Calle y número',
  'formBlock.address.line2': 'Colonia, departamento o interior',
  'formBlock.address.city': 'Ciudad',
  'formBlock.address.state': 'Estado o provincia',
  'formBlock.address.zip': 'Código postal',
  'formBlock.address.country': 'País',
  'formBlock.date.day': 'Día',
  'formBlock.date.month': 'Mes',
  'formBlock.date.year': 'Año',
  'formBlock.time.hour': 'Hora',
  'formBlock.time.minute': 'Minutos',
  'formBlock.time.second': 'Segundos',
  'formBlock.time.ampm': 'a. m. o p. m.',
  'formBlock.time.am': 'a. m.',
  'formBlock.time.pm': 'p. m.',
  'formBlock.phone.country': 'Código de país',
  'formBlock.phone.area': 'Lada',
  'formBlock.phone.prefix': 'Primeros dígitos',
  'formBlock.phone.line': 'Últimos dígitos',
  'formBlock.phone.number': 'Número',

  // §3 likert scale, from -2 (strongly disagree) to 2 (strongly agree).
  'formBlock.likert.question': 'Pregunta',
  'formBlock.likert.-2': 'Totalmente en desacuerdo',
  'formBlock.likert.-1': 'En desacuerdo',
  'formBlock.likert.0': 'Ni de acuerdo ni en desacuerdo',
  'formBlock.likert.1': 'De acuerdo',
  'formBlock.likert.2': 'Totalmente de acuerdo',

  // The proof-of-work captcha (ALTCHA), solved in the browser.
  'formBlock.captcha.verifying': 'Verificando que eres una persona…',
  'formBlock.captcha.done': 'Verificación completa.',
  'formBlock.captcha.failed': 'No se pudo completar la verificación. Intenta enviar de nuevo.',

  // The newsletter block.
  'formBlock.newsletter.email': 'Correo electrónico',
  'formBlock.newsletter.name': 'Nombre',
  'formBlock.newsletter.submit': 'Suscribirme',
  'formBlock.newsletter.success': '¡Gracias por suscribirte! Revisa tu correo para confirmar la suscripción.',
} as const;
