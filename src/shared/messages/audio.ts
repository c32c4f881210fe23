/**
 * es-419 text of the audio and album players.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `audio.`.
 * Plain `{name}` messages only: the players' browser script fills them with fillPlain.
 */
export const audioMessages = {
  'audio.player': 'Reproductor de audio: {title}',
  'audio.play': 'Reproducir: {title}',
  'audio.pause': 'Pausar: {title}',
  'audio.seek': 'Posición en {title}',
  'audio.position': '{current} de {total}',
  'audio.unknownDuration': '--:--',
  'audio.previous': 'Pista anterior',
  'audio.next': 'Pista siguiente',
  'audio.tracks': 'Pistas de {title}',
  'audio.track': 'Reproducir la pista {number}: {title}',
  'audio.by': 'por {artist}',
  // A URL that is neither a file of the site nor an https address (§8 'failed music-player url parse' goes to the console).
  'audio.unavailable': 'Este audio no está disponible.',
  // A site with a restrictive cookie policy and a file from another site: it waits for consent.
  'audio.waitingConsent': 'El audio se podrá escuchar cuando aceptes las cookies.',
} as const;
