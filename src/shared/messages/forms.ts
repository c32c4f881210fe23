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
} as const;
