/**
 * es-419 text of relative time nodes and dates (§4: 'just now' under 1 s, seconds under 60 s,
 * then a date). Part of the one catalogue (see ./index.ts); keys are permanent and start with
 * `time.`. Plain `{name}` messages only: the runtime fills them with fillPlain.
 */
export const timeMessages = {
  'time.justNow': 'justo ahora',
  'time.oneSecondAgo': 'hace 1 segundo',
  'time.secondsAgo': 'hace {count} segundos',
} as const;
