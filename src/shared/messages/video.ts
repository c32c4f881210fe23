/**
 * es-419 text of the video block and the video placeholder (SPEC §8 video errors, verbatim).
 * Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const videoMessages = {
  'video.invalidEmbed': 'La integración del video no es válida.',
  'video.customThumbnailEmbedOnly':
    'Las imágenes destacadas personalizadas solo están disponibles con videos insertados. Vuelve a la configuración de inserción para desactivar las imágenes destacadas.',
  'video.play': 'Reproducir video',
  'video.playTitled': 'Reproducir video: {title}',
  'video.player': 'Reproductor de video',
  'video.playerTitled': 'Reproductor de video: {title}',
  // A site with a restrictive cookie policy: the player waits for the visitor's consent.
  'video.waitingConsent': 'El video se mostrará cuando aceptes las cookies.',
  // Embeds of other sites (a generic https iframe): a placeholder that names where it loads from.
  'video.showEmbed': 'Mostrar contenido insertado',
  'video.showEmbedTitled': 'Mostrar contenido insertado: {title}',
  'video.embedFrame': 'Contenido insertado',
  'video.embedFrameTitled': 'Contenido insertado: {title}',
  'video.embedFrom': 'Contenido de {host}. Se carga al hacer clic.',
  'video.embedWaitingConsent': 'El contenido se mostrará cuando aceptes las cookies.',
  // §5: Vimeo Basic accounts cannot be embedded.
  'video.vimeoBasicUnsupported': 'Las cuentas Vimeo Basic no son compatibles. Usa un video de una cuenta Vimeo de pago.',
} as const;
