/**
 * The page renderer's formatting helpers: the one implementation lives in src/shared (money,
 * store, Intl); this module only re-exports it for older imports. New code imports src/shared.
 */
export { LOCALE, formatDate } from '../shared/messages/intl.ts';
export { formatMoney, fractionDigits } from '../shared/money.ts';
export { isSoldOut, priceView, type PriceView } from '../shared/store.ts';
