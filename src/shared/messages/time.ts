/**
 * es-419 text of relative time nodes and dates.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `time.`.
 */
export const timeMessages = {
} as const;
