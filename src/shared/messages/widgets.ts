/**
 * es-419 text of the map and geo blocks and the reservation and registry widgets.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `widgets.`.
 */
export const widgetMessages = {
} as const;
