/**
 * es-419 text of digital products' download links and their refusals (issue 17). Part of the one catalogue; keys start with 'downloads.'.
 */
export const downloadMessages = {
  'downloads.heading': 'Tus descargas',
  'downloads.download': 'Descargar {name}',
  'downloads.left': '{count, plural, one {Te queda # descarga} other {Te quedan # descargas}}',
  'downloads.expires': 'El enlace vence el {date}.',
  'downloads.usedUpShort': 'Ya usaste todas las descargas de este enlace.',
  'downloads.expiredShort': 'Este enlace de descarga caducó.',
  'downloads.revokedShort': 'Este enlace de descarga ya no es válido.',
  'downloads.note': 'Guarda este correo: los enlaces de descarga son personales.',
  'downloads.mail.line': '{name}: {url} ({left}; vence el {date})',
  'downloads.expiredTitle': 'Este enlace de descarga caducó',
  'downloads.expiredText': 'Los enlaces de descarga duran un tiempo limitado después de la compra. Escríbele a la tienda para pedir uno nuevo, con el número de tu pedido.',
  'downloads.usedUpTitle': 'Ya usaste todas las descargas de este enlace',
  'downloads.usedUpText': 'Cada enlace permite un número limitado de descargas. Si necesitas descargar el archivo otra vez, escríbele a la tienda con el número de tu pedido.',
  'downloads.revokedTitle': 'Este enlace de descarga ya no es válido',
  'downloads.revokedText': 'El pedido de esta descarga se canceló o se reembolsó. Si crees que es un error, escríbele a la tienda con el número de tu pedido.',
  'downloads.notFoundTitle': 'No encontramos esta descarga',
  'downloads.notFoundText': 'Revisa que el enlace esté completo, tal como llegó en tu correo de confirmación. Si el problema sigue, escríbele a la tienda.',
  'downloads.home': 'Volver a la tienda',
} as const;
