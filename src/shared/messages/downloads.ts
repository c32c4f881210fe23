/**
 * es-419 text of digital products' download links and their refusals (issue 17). Part of the one catalogue; keys start with 'downloads.'.
 */
export const downloadMessages = {} as const;
