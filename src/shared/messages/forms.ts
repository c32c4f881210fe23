/**
 * es-419 text of forms and newsletter blocks: the form errors of SPEC §8 (verbatim where the
 * spec gives the wording) and the HTTP status messages. Part of the one catalogue.
 */
export const formMessages = {
  'forms.submitError': 'Hubo un error al procesar el envío de formulario. Actualiza la página e intenta nuevamente.',
  'forms.unknownError': 'Error desconocido, intenta nuevamente más tarde.',
  'forms.captchaRequired': 'Completa el CAPTCHA antes de enviar.',
  'forms.keyFailure': 'No se pudo obtener una clave de envío de formulario. Intenta nuevamente más tarde.',
  'forms.sanitizeError': 'No se pudieron analizar los campos del formulario. Revisa tus entradas.',
  'forms.errorsAbove': 'Hay errores más arriba. Desplázate hacia arriba para revisarlos.',
  'forms.errorsBelow': 'Hay errores más abajo. Desplázate hacia abajo para revisarlos.',
  'forms.submitting': 'Enviando…',
  'forms.submit': 'Enviar',
  'forms.required': '(obligatorio)',
  'forms.characterCount': '{current} / {max}',
  // §8 HTTP statuses of POST /api/form/SaveFormSubmission.
  'forms.http401': 'No se pudo enviar el formulario. Intenta nuevamente más tarde.',
  'forms.http404': 'Este formulario aún no está configurado.',
  'forms.http429': 'Se superó el límite de envíos. Intenta nuevamente más tarde.',
  'forms.http500': 'No se pudo enviar el formulario. Intenta nuevamente más tarde.',
  // §8 translated messages about forms and newsletters.
  'forms.openOrUpdateFailed': 'No se pudo abrir o actualizar el formulario. Intenta nuevamente.',
  'forms.noMailingLists': 'No hay listas de correo. Crea una para recibir suscripciones.',
  // Defaults of a form's settings (src/shared/forms/fields.ts) when the owner left them empty.
  'forms.submissionText': '¡Gracias! Recibimos tu mensaje.',
  'forms.newsletterSubmissionText': '¡Gracias por suscribirte! Revisa tu correo para confirmar la suscripción.',
  'forms.newsletterSubmit': 'Suscribirme',
  'forms.captchaLabel': 'No soy un robot',
  'forms.honeypotLabel': 'No completes este campo',
  // Parts of the multi-input field types (src/shared/forms/fields.ts FIELD_PARTS), in value order.
  'forms.part.name.first': 'Nombre',
  'forms.part.name.last': 'Apellido',
  'forms.part.address.line1': 'Dirección (línea 1)',
  'forms.part.address.line2': 'Dirección (línea 2)',
  'forms.part.address.city': 'Ciudad',
  'forms.part.address.state': 'Estado o provincia',
  'forms.part.address.zip': 'Código postal',
  'forms.part.address.country': 'País',
  'forms.part.date.month': 'Mes',
  'forms.part.date.day': 'Día',
  'forms.part.date.year': 'Año',
  'forms.part.time.hour': 'Hora',
  'forms.part.time.minute': 'Minuto',
  'forms.part.time.second': 'Segundo',
  'forms.part.time.ampm': 'a. m. / p. m.',
  'forms.part.phone.country': 'Código de país',
  'forms.part.phone.areaCode': 'Código de área',
  'forms.part.phone.prefix': 'Prefijo',
  'forms.part.phone.line': 'Número',
  // The likert scale of §3, from -2 to 2.
  'forms.likert.-2': 'Muy en desacuerdo',
  'forms.likert.-1': 'En desacuerdo',
  'forms.likert.0': 'Ni de acuerdo ni en desacuerdo',
  'forms.likert.1': 'De acuerdo',
  'forms.likert.2': 'Muy de acuerdo',
} as const;
