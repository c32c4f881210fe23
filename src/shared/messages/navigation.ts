/**
 * es-419 text of the navigation family (navigation, logo, link, collection link, folder, index) and the menu block.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `navigation.`.
 */
export const navigationMessages = {
} as const;
