/**
 * es-419 messages of the error catalogue (src/shared/errors.ts), the data-call error table and
 * the system error overlay (SPEC §8), in ICU MessageFormat. Part of the one catalogue (see
 * ./index.ts); keys are permanent. A message says what happened and what to do.
 */
export const errorMessages = {
  // The codes of the catalogue (`error.<code>`; notImplemented shares internalError's text).
  'error.badRequest': 'La solicitud no es válida. Revisa los datos e intenta nuevamente.',
  'error.loginRequired': 'Inicia sesión para continuar.',
  'error.authorizationFail': 'Solicitud no autorizada.',
  'error.crumbFail': 'La página estuvo abierta demasiado tiempo. Recárgala e intenta nuevamente.',
  'error.notFound': 'No encontrado.',
  'error.requestTimeout': 'La solicitud tardó demasiado. Intenta nuevamente.',
  'error.payloadTooLarge': 'La solicitud es demasiado grande.',
  'error.unsupportedMediaType': 'Tipo de contenido no admitido.',
  'error.rateLimited': 'Demasiadas solicitudes. Intenta nuevamente más tarde.',
  'error.internalError': 'Error interno del servidor. Intenta nuevamente más tarde.',
  'error.badGateway': 'Un servicio externo no respondió. Intenta nuevamente más tarde.',
  'error.serviceUnavailable': 'Este servicio no está disponible temporalmente. Intenta nuevamente más tarde.',
  'error.databaseUnavailable': 'La base de datos no responde. Intenta nuevamente más tarde.',

  // Data calls of the browser (§8) that have no code of their own.
  'error.connection': 'No se pudo conectar con el servidor. Revisa tu conexión e intenta nuevamente.',
  'error.unparsable': 'Error interno: no se pudo interpretar la respuesta de {url} como JSON',

  // The system error overlay (§8).
  'error.overlay.title': 'Ocurrió un error',
  'error.overlay.generic': 'Algo salió mal. Recarga la página o intenta nuevamente más tarde.',
  'error.overlay.url': 'Dirección',
  'error.overlay.format': 'Formato',
  'error.overlay.message': 'Mensaje',
  'error.overlay.reload': 'Recargar la página',
  'error.overlay.close': 'Cerrar',
} as const;
