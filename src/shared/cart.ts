/**
 * The cart indicator (SPEC §3, §4, §9): the badge count and its spoken label. Used by the server
 * and by the browser's cart indicator (src/runtime/chrome/cart-indicator.ts), so it formats its
 * two messages without the ICU parser (cart.test.ts holds them to `t`).
 */
import { storefrontMessages } from './messages/storefront.ts';

let rules: Intl.PluralRules | undefined;
/** The branch of an ICU `{count, plural, =0 {…} one {…} other {…}}` (or `{count, number}`) message for `n`. */
function countMessage(source: string, n: number): string {
  const shown = n.toLocaleString('es-419');
  const plural = /^\{count, plural, (.*)\}$/.exec(source);
  if (!plural) return source.replace(/\{count(?:, number)?\}/g, shown);
  const branches = new Map([...plural[1].matchAll(/(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g)].map((m) => [m[1], m[2]]));
  rules ??= new Intl.PluralRules('es-419');
  return (branches.get(`=${n}`) ?? branches.get(rules.select(n)) ?? branches.get('other') ?? '').replace(/#/g, shown);
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
    return { text: `${CART_BADGE_MAX}+`, label: countMessage(storefrontMessages['storefront.cartLabelOverflow'], CART_BADGE_MAX), empty: false };
  }
  return { text: String(items), label: countMessage(storefrontMessages['storefront.cartLabel'], items), empty: items === 0 };
}
