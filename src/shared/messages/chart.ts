/**
 * es-419 text of the chart block.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `chart.`.
 */
export const chartMessages = {
} as const;
