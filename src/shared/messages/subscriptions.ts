/**
 * es-419 text of subscriptions and paid memberships: their checkout, confirmation (206), renewals and cancelling (issue 17). Part of the one catalogue; keys start with 'subscriptions.'.
 */
export const subscriptionMessages = {} as const;
