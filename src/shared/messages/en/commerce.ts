/** English text of the store: prices, the cart page, coupons, payments (see ../commerce.ts). */
import type { commerceMessages } from '../commerce.ts';

export const commerceMessagesEn = {
  'commerce.productsHeading': 'Products',
  'commerce.noProducts': 'No products yet.',
  'commerce.soldOut': 'Sold out',
  'commerce.onSale': 'Sale',
  'commerce.priceFrom': 'From {price}',
  'commerce.regularPrice': 'Regular price:',
  'commerce.salePrice': 'Sale price:',
  'commerce.addToCart': 'Add to cart',
  'commerce.orderNow': 'Order now',

  'commerce.cart': 'Cart',

  'commerce.subscriptionPeriod':
    '{unit, select, week {{value, plural, one {every week} other {every # weeks}}} month {{value, plural, one {every month} other {every # months}}} other {{value, plural, one {every year} other {every # years}}}}',
  'commerce.subscriptionCycles': '{period}, {cycles, plural, one {# payment} other {# payments}}',
  'commerce.subscriptionIndefinite': '{period}, until canceled',

  'commerce.installmentsUpTo':
    '{count, plural, one {# interest-free payment} other {# interest-free payments}} on orders up to {amount}',
  'commerce.installmentsAbove':
    '{count, plural, one {# interest-free payment} other {# interest-free payments}} on orders over {amount}',

  'commerce.updateQuantityFailed': 'Unable to update quantity. Please try again.',
  'commerce.addItemFailed': 'Unable to add the item to your cart. Please try again.',
  'commerce.removeItemFailed': 'Unable to remove the item from your cart. Please try again.',
  'commerce.reviewRequestExpired': 'This review request has expired.',
  'commerce.alreadyReviewed': 'You’ve already reviewed this purchase.',

  'commerce.couponUnknown': 'This discount code doesn’t exist. Check that it’s spelled correctly.',
  'commerce.couponExpired': 'This discount code has expired.',
  'commerce.couponNotStarted': 'This discount code isn’t active yet.',
  'commerce.couponMinimum': 'Your subtotal doesn’t reach the minimum for this code yet.',
  'commerce.couponUsedUp': 'This discount code has reached its usage limit.',
  'commerce.cardDeclined': 'Your card was declined. Try another card or contact your bank.',
  'commerce.cardInvalid': 'The card details aren’t valid. Check the number, expiration date and security code.',
  'commerce.paymentFailed': 'We couldn’t process the payment. Please try again in a few minutes.',
  'commerce.cartTitle': 'Your cart',
  'commerce.cartIntro': '{count, plural, =0 {Your cart is empty.} one {You have # item in your cart.} other {You have # items in your cart.}}',
  'commerce.cartEmpty': 'Browse the store and add whatever you like.',
  'commerce.cartLines': 'Items in your cart',
  'commerce.cartUnitPrice': '{price} each',
  'commerce.cartQuantity': 'Quantity',
  'commerce.cartUpdate': 'Update',
  'commerce.cartRemove': 'Remove',
  'commerce.cartLineTotal': 'Amount',
  'commerce.cartGoneTitle': 'Item unavailable ({sku})',
  'commerce.cartGoneText': 'This item is no longer for sale and won’t be included in your order. Remove it to continue.',
  'commerce.cartSummary': 'Summary',
  'commerce.cartSubtotal': 'Subtotal',
  'commerce.cartTaxesNote': 'Taxes and shipping are calculated at checkout.',
  'commerce.checkoutButton': 'Check out',
  'commerce.continueShopping': 'Continue shopping',
  'commerce.cartStockLeft': '{count, plural, =0 {No units left in stock.} one {Only # unit left in stock.} other {Only # units left in stock.}}',
  'commerce.cartLimit': 'You can buy up to {count, number} units of each item.',
  'commerce.cartAlreadyHave': 'You already have {count, number} in your cart.',
  'commerce.cartTooManyLines': 'Your cart already has {count, number} different items, the maximum. Remove one to add another.',
  'commerce.cartAddFailed': 'Unable to add the item to your cart.',
  'commerce.cartUpdateFailed': 'Unable to update quantity.',
  'commerce.cartItemUnavailable': 'That item is no longer available.',
  'commerce.cartEntryMissing': 'That item is no longer in your cart. Check your cart and try again.',
  'commerce.cartQuantityInvalid': 'Enter a quantity between 0 and {max, number}.',
  'commerce.cartFormExpired': 'This page was open for too long. Check your cart and try again.',
  'commerce.cartTooFast': 'Too many requests. Wait {seconds, plural, one {# second} other {# seconds}} and try again.',

  'commerce.stripeCardLabel': 'Card details',
  'commerce.stripeLoading': 'Loading secure card payment…',
  'commerce.stripeUnavailable': 'Card payment couldn’t be loaded. Check your connection and reload the page.',
  'commerce.stripeCardIncomplete': 'Check your card details and try again.',
  'commerce.stripeNeedsScript': 'To pay by card, turn on JavaScript in your browser: card details are collected in Stripe’s secure form.',
} satisfies Record<keyof typeof commerceMessages, string>;
