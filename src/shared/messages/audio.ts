/**
 * es-419 text of the audio and album players.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `audio.`.
 */
export const audioMessages = {
} as const;
