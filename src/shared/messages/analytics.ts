/**
 * es-419 messages of the analytics ingestion (SPEC §7/§8): what is wrong with a field of a
 * census, track, event, error-report or page-speed call, as listed in a 400 answer's `errors`
 * map (`analytics.field.*`), and the body-size refusal. Arguments are plain (`{max}`, not
 * `{max, number}`): numbers read as digits without grouping ("2000"). Built when a schema is
 * created or a call fails, never for a valid call. Part of the one catalogue (see ./index.ts);
 * keys are permanent.
 */
export const analyticsMessages = {
  // Field schemas (src/shared/contracts/fields.ts).
  'analytics.field.notText': 'debe ser texto',
  'analytics.field.maxChars': 'admite como máximo {max} caracteres',
  'analytics.field.maxJsonChars': 'admite como máximo {max} caracteres de JSON',
  'analytics.field.notInteger': 'debe ser un número entero',
  'analytics.field.notNumber': 'debe ser un número',
  'analytics.field.atLeast': 'debe ser al menos {min}',
  'analytics.field.atMost': 'debe ser como máximo {max}',
  'analytics.field.between': 'debe estar entre {min} y {max}',
  'analytics.field.notFlag': 'debe ser true o false',
  'analytics.field.required': 'es obligatorio o no tiene el formato esperado',
  'analytics.field.notList': 'debe ser una lista',
  'analytics.field.emptyList': 'la lista está vacía',
  'analytics.field.maxItems': 'admite como máximo {max} elementos',
  'analytics.field.invalidJson': 'no es JSON válido',
  // Fields of the endpoints.
  'analytics.field.numberOrText': 'debe ser un número o un texto de hasta {max} caracteres',
  'analytics.field.textNumberOrFlag': 'debe ser un texto, un número o true/false',
  'analytics.field.maxFields': 'admite como máximo {max} campos',
  'analytics.field.invalidFieldName': 'no es un nombre de campo válido',
  'analytics.field.notIdentifier': 'debe ser un identificador',
  'analytics.field.invalidVisitorId': 'no es un identificador de visitante válido',
  'analytics.field.invalidVisitorCookie': 'visitorCookie no es un identificador de visitante válido',
  'analytics.field.invalidVisitorRecord': 'no es un registro de visitante válido (id|primera|anterior|última|cantidad)',
  'analytics.field.notTime': 'debe ser una fecha (milisegundos o ISO 8601)',
  'analytics.field.oneOf': 'debe ser una de {options}',
  'analytics.field.invalidPageLoadId': 'no es un pageLoadId válido',
  'analytics.field.screenSize': 'debe tener la forma ANCHOxALTO',
  // The body as a whole (src/server/analytics/routes.ts).
  'analytics.bodyTooLarge': 'El cuerpo supera el máximo de {kb} KB.',
} as const;
