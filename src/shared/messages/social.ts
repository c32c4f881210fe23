/**
 * es-419 text of social links, share buttons, donation, email footer, in-browser message link and member area blocks.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `social.`.
 */
export const socialMessages = {
} as const;
