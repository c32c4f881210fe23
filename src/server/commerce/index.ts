/**
 * The commerce domain (issue 16, docs/commerce.md): stock, carts, checkout, payment providers,
 * orders and the owner's store area. Other code imports only this file.
 */
export { cartTotals, type PricedLine, type ShippingLocation, type Totals } from './totals.ts';
export type { ChargeRequest, ChargeResult, PaymentEvent, PaymentFailure, PaymentInput, PaymentProvider } from './payments/provider.ts';
export { seedStock } from './stock.ts';
// The owner's store area (/config/commerce): orders, their fulfil / cancel / refund, the inventory.
export { allOrders, orderCounts, ordersPage, ownerOrder } from './owner-orders.ts';
export { fulfilOrder, refundOrder, type OrderActionDeps, type OrderActionResult, type OrderProblem } from './order-actions.ts';
export { inventoryRows, setStock } from './inventory.ts';
export type { CartRow } from './cart-repo.ts';
export { TestProvider } from './payments/test-provider.ts';
export { CheckoutRefusal, markOrderPaid, orderToken, releaseOrder, reserveOrder, type Reservation } from './orders-service.ts';
export { notePaymentId, orderByKey, orderByPayment, siteTenant, claimStalePendingOrders, touchPending, type OrderRow } from './orders-repo.ts';
export { loadOrder, orderDetails, type OrderDetails } from './order-view.tsx';
export { orderGrants } from './downloads.ts';
export { orderMails, type MailSite } from './order-mail.tsx';
export type { OrderPlacer, PlaceOrderInput, PlaceOrderResult } from './order-placer.ts';
export { checkoutRoutes, type CheckoutRoutesOptions } from './checkout-routes.tsx';
export { clearCartCookies } from './cart-cookie.ts';
export { cartRoutes, type CartRoutesOptions } from './cart-routes.tsx';
export { CartService } from './cart-service.ts';
export { paymentProvider } from './payments/index.ts';
export { StripeProvider, type StripeProviderOptions } from './payments/stripe-provider.ts';
export { paymentWebhookRoutes, WEBHOOK_BODY_LIMIT, type PaymentWebhookOptions } from './webhook-routes.ts';
export { stockLevels } from './stock.ts';
export { runOrderHooks, type OrderHook, type OrderHookContext, type OrderSite } from './order-hooks.ts';
// Digital products (issue 17, docs/commerce-digital.md): files at publish, grants when paid, the download route.
export { exportDigitalFiles, replaceDigitalFiles, storeDigitalFiles, type DigitalFileRow } from './digital-files.ts';
export { digitalDownloadsHook } from './digital-hook.ts';
export { downloadRoutes, type DownloadRoutesOptions } from './download-routes.tsx';
export { publishedMemberAreas } from './member-area-catalogue.ts';
// Donations (issue 17, docs/commerce-donations.md): the rows and moves, the mails, the page, the owner's side.
export * from './donations.ts';
export { donationMails, type DonationSite } from './donation-mail.tsx';
export { donateRoutes, type DonateRoutesOptions } from './donate-routes.tsx';
export { donationsPage, donationTotals, refundDonation, type DonationProblem, type DonationRefundResult } from './owner-donations.ts';
// Gift cards (issue 17, docs/commerce-giftcards.md).
export { cardById, cardLedger, cardsPage, giftCardReceiptNotes, giftCardsHook, paidByCards, type GiftCardRow } from './gift-cards/index.ts';
// Subscriptions (issue 17, docs/commerce-subscriptions.md).
export { ownerSubscriptions, subscriptionHook, subscriptionOrderPart, subscriptionSite, subscriptionRenewals, subscriptionRoutes, placeRenewalOrder, type SubscriptionRenewals } from './subscriptions/index.ts';
