/**
 * es-419 text of product reviews: the request mail, the reviews request page (209), reviews on product pages (issue 17). Part of the one catalogue; keys start with 'reviews.'.
 */
export const reviewMessages = {} as const;
