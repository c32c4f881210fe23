/**
 * es-419 messages of the data-call error table (SPEC §8), in ICU MessageFormat.
 * Part of the one catalogue (see ./index.ts); keys are permanent.
 */
export const errorMessages = {} as const;
