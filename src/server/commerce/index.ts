/**
 * The commerce domain (issue 16, docs/commerce.md): stock, carts, checkout, payment providers,
 * orders and the owner's store area. Other code imports only this file.
 */
export { cartTotals, type PricedLine, type ShippingLocation, type Totals } from './totals.ts';
export type { ChargeRequest, ChargeResult, PaymentEvent, PaymentInput, PaymentProvider } from './payments/provider.ts';
export { seedStock } from './stock.ts';
export { stockLevels } from './stock.ts';
