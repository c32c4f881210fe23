/**
 * es-419 text of gift cards: their checkout, the recipient's mail, redemption at checkout (issue 17). Part of the one catalogue; keys start with 'giftCards.'.
 */
export const giftCardMessages = {} as const;
