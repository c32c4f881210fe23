/**
 * es-419 messages of the error catalogue (src/shared/errors.ts), the data-call error table and
 * the system error overlay (SPEC §8), in ICU MessageFormat. Part of the one catalogue (see
 * ./index.ts); keys are permanent. A message says what happened and what to do.
 */

/** The messages the browser runtime shows itself: the data-call table and the overlay of §8. */
export const dataCallMessages = {
  // The statuses of the table (also the messages of their codes in the catalogue).
  'error.authorizationFail': 'Solicitud no autorizada.',
  'error.internalError': 'Error interno del servidor. Intenta nuevamente más tarde.',
  'error.serviceUnavailable': 'Este servicio no está disponible temporalmente. Intenta nuevamente más tarde.',
  'error.connection': 'No se pudo conectar con el servidor. Revisa tu conexión e intenta nuevamente.',
  'error.unparsable': 'Error interno: no se pudo interpretar la respuesta de {url} como JSON',

  // The system error overlay.
  'error.overlay.title': 'Ocurrió un error',
  'error.overlay.generic': 'Algo salió mal. Recarga la página o intenta nuevamente más tarde.',
  'error.overlay.url': 'Dirección',
  'error.overlay.format': 'Formato',
  'error.overlay.message': 'Mensaje',
  'error.overlay.reload': 'Recargar la página',
  'error.overlay.close': 'Cerrar',
} as const;

/** Every error message: the codes of the catalogue (`error.<code>`) and the data-call messages. */
export const errorMessages = {
  ...dataCallMessages,
  // The other codes; notImplemented shares internalError's text (§8: "500 or 501").
  'error.badRequest': 'La solicitud no es válida. Revisa los datos e intenta nuevamente.',
  'error.loginRequired': 'Inicia sesión para continuar.',
  'error.crumbFail': 'La página estuvo abierta demasiado tiempo. Recárgala e intenta nuevamente.',
  'error.notFound': 'No encontrado.',
  'error.requestTimeout': 'La solicitud tardó demasiado. Intenta nuevamente.',
  'error.payloadTooLarge': 'La solicitud es demasiado grande.',
  'error.headersTooLarge': 'La dirección o los encabezados de la solicitud son demasiado largos.',
  'error.unsupportedMediaType': 'Tipo de contenido no admitido.',
  'error.rateLimited': 'Demasiadas solicitudes. Intenta nuevamente más tarde.',
  'error.badGateway': 'Un servicio externo no respondió. Intenta nuevamente más tarde.',
  'error.databaseUnavailable': 'La base de datos no responde. Intenta nuevamente más tarde.',
  // Forms (docs/forms.md); formNotConfigured is §8's 404 'This form is not yet configured'.
  'error.formNotConfigured': 'Este formulario aún no está configurado.',
  'error.formInvalid': 'Uno o más campos no son válidos. Revisa tus entradas.',
  'error.formUnparsable': 'No se pudieron analizar los campos del formulario. Revisa tus entradas.',
  'error.formKeyInvalid': 'La clave de envío no es válida, ya se usó o venció. Actualiza la página e intenta nuevamente.',
  'error.formTooFast': 'Enviaste el formulario demasiado rápido. Espera unos segundos e intenta nuevamente.',
  'error.captchaRequired': 'Completa el CAPTCHA antes de enviar.',
  // Sites that are not available (docs/site-states.md): their calls answer like their pages.
  'error.siteUnavailable': 'Este sitio no está disponible.',
  'error.siteRemoved': 'Este sitio ya no existe.',
  'error.siteMoving': 'Este sitio está cambiando de administración. Intenta nuevamente más tarde.',
  // Places look-ups (docs/platform-calls.md): no PLACES_URL on this server.
  'error.placesNotConfigured': 'La búsqueda de lugares no está configurada en este sitio. Escribe la dirección a mano.',
} as const;
