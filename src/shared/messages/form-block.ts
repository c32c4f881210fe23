/**
 * es-419 text of the form and newsletter blocks on the page that the forms domain (./forms.ts)
 * does not hold: the no-JavaScript hint, the select placeholder, the likert table header, the
 * a.m./p.m. choices, the captcha states. Part of the one catalogue (see ./index.ts); keys are
 * permanent. The island reads these with plain `{name}` arguments only (src/blocks/form/text.ts).
 */
export const formBlockMessages = {
  'formBlock.noscript': 'Para enviar este formulario necesitas activar JavaScript en tu navegador.',
  'formBlock.selectPlaceholder': 'Selecciona una opción',
  'formBlock.likertQuestion': 'Pregunta',
  'formBlock.am': 'a. m.',
  'formBlock.pm': 'p. m.',
  // A newsletter without double opt-in: nothing to confirm by mail.
  'formBlock.newsletterSubscribed': '¡Gracias por suscribirte! Pronto recibirás nuestras novedades.',

  // The proof-of-work captcha (ALTCHA), solved in the browser.
  'formBlock.captchaVerifying': 'Verificando que eres una persona…',
  'formBlock.captchaDone': 'Verificación completa.',
} as const;
