/**
 * es-419 validation messages: the form rules of SPEC §5 (verbatim) and the other rules the
 * spec lists from interface strings. `{email}` is the example address shown to the visitor.
 * Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const validationMessages = {
  'validation.maxLengthExceeded': 'Excediste el límite de caracteres.',
  'validation.invalidEmail':
    'El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato {email}.',
  'validation.invalidForm': 'Uno o más campos no son válidos. Revisa tus entradas.',
  'validation.required': 'Este campo es obligatorio.',
  'validation.emailRequired': 'Ingresa un correo electrónico válido.',
  'validation.mailingListRequired': 'Selecciona una lista de correo.',
  'validation.fileNameRequired': 'Ingresa un nombre de archivo.',
  'validation.datasetEmpty': 'Los datos necesitan al menos una columna y una fila.',
  'validation.invalidPageUrl': 'Ingresa una URL de página válida.',
  'validation.subtotalBelowMinimum': 'El subtotal debe ser de al menos {amount} para finalizar la compra.',
  'validation.tagDuplicate': 'Esta etiqueta ya existe.',
  'validation.tagEditOneAtATime': 'Solo puedes editar una etiqueta a la vez.',
  'validation.ratingRequired': 'Selecciona una calificación con estrellas.',
  // Form field rules beyond §5 (src/shared/forms/validate.ts).
  'validation.invalidNumber': 'Ingresa un número válido.',
  'validation.invalidUrl': 'Ingresa una dirección web válida, por ejemplo {url}.',
  'validation.invalidOption': 'Elige una de las opciones disponibles.',
  'validation.invalidValue': 'El valor de este campo no es válido.',
  'validation.tooLong': 'El texto es demasiado largo (máximo {max, number} caracteres).',
  'validation.charactersLeft': '{count, plural, one {Queda # carácter} other {Quedan # caracteres}}',
} as const;
