/**
 * es-419 text of the shape block, the text decoration effect, the marquee and scaled text.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `effects.`.
 */
export const effectMessages = {
  // A publish warning (§8 'failed drop-shadow parse' is its console twin): the shape shows without shadow.
  'effects.shadowInvalid': 'La sombra de la forma no es válida (ángulo, distancia y desenfoque con su unidad: px, em, rem o pt); la forma se muestra sin sombra.',
  // The marquee's pause control, which WCAG 2.2.2 asks of text that moves (a toggle: aria-pressed).
  'effects.marqueePause': 'Pausar el texto en movimiento',
} as const;
