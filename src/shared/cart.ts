/**
 * The cart indicator (SPEC §3, §4, §9): the badge count and its spoken label. Used by the server
 * and by the browser's cart indicator (src/runtime/chrome/cart-indicator.ts): its messages are
 * plain forms of one count (no ICU parser in the browser), chosen with es-419 plural rules.
 */
import { fillPlain } from './messages/plain.ts';
import { storefrontMessages as m } from './messages/storefront.ts';

let rules: Intl.PluralRules | undefined;
/** "1 artículo", "3 artículos", "1,000 artículos" (es-419 has no "many" form for integers: other). */
function itemsLabel(n: number): string {
  rules ??= new Intl.PluralRules('es-419');
  const source = n === 0 ? m['storefront.cartEmpty'] : rules.select(n) === 'one' ? m['storefront.cartItemsOne'] : m['storefront.cartItemsOther'];
  return fillPlain(source, { count: n.toLocaleString('es-419') });
}

/** The badge shows counts up to this number, then "100+" (§9). */
export const CART_BADGE_MAX = 100;

/** What the cart badge shows and what a screen reader says. */
export interface CartBadge {
  /** "0" … "100", then "100+". */
  text: string;
  /** es-419: "1 artículo", "3 artículos", "Más de 100 artículos". */
  label: string;
  /** §4: the empty-cart marker is set when the cart holds no items. */
  empty: boolean;
}

/** The badge for a cart holding `count` items: `cartBadge(101)` → { text: '100+', label: 'Más de 100 artículos' }. */
export function cartBadge(count: number): CartBadge {
  const items = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (items > CART_BADGE_MAX) {
    return { text: `${CART_BADGE_MAX}+`, label: fillPlain(m['storefront.cartLabelOverflow'], { count: CART_BADGE_MAX.toLocaleString('es-419') }), empty: false };
  }
  return { text: String(items), label: itemsLabel(items), empty: items === 0 };
}
