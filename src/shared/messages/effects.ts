/**
 * es-419 text of the shape block, the text decoration effect, the marquee and scaled text.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `effects.`.
 */
export const effectMessages = {
} as const;
