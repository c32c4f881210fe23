/**
 * es-419 text of the markdown and code blocks and owner code run in a sandboxed frame.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `code.`.
 */
export const codeMessages = {
} as const;
