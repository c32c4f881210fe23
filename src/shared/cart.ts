/** The cart indicator (SPEC §3, §4, §9): the badge count and its spoken label. */
import { t } from './messages/index.ts';

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
    return { text: `${CART_BADGE_MAX}+`, label: t('commerce.cartLabelOverflow', { count: CART_BADGE_MAX }), empty: false };
  }
  return { text: String(items), label: t('commerce.cartLabel', { count: items }), empty: items === 0 };
}
