import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';

/** Most tabs (sections) and items per section one menu holds. */
export const MENU_MAX_SECTIONS = 12;
export const MENU_MAX_ITEMS = 60;
/** Highest price in cents (§5: product price max 100000000 cents). */
export const MENU_MAX_PRICE_CENTS = 100_000_000;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/**
 * One dish or drink: its name, an optional description, and its price either as the owner writes
 * it (`price`: «$65 / $75», «Precio de temporada») or in cents of the site's currency
 * (`priceCents`, formatted with src/shared/money.ts). Not both.
 */
export const MenuItem = v.pipe(
  v.object({
    name: v.pipe(Text(200), v.minLength(1)),
    description: v.optional(Text(500), ''),
    price: v.optional(v.pipe(Text(60), v.minLength(1))),
    priceCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MENU_MAX_PRICE_CENTS))),
  }),
  v.check((item) => item.price === undefined || item.priceCents === undefined, t('navigation.menuOnePrice')),
);
export type MenuItem = v.InferOutput<typeof MenuItem>;

/**
 * Menu (block type 18, §4 Menu block): sections shown as tabs, the first selected; each section
 * lists its items. The tab list is named by `title` (or «Menú»).
 */
export const MenuData = v.object({
  title: v.optional(Text(200), ''),
  sections: v.pipe(
    v.array(v.object({ title: v.pipe(Text(100), v.minLength(1)), items: v.pipe(v.array(MenuItem), v.maxLength(MENU_MAX_ITEMS)) })),
    v.minLength(1),
    v.maxLength(MENU_MAX_SECTIONS),
  ),
});
export type MenuData = v.InferOutput<typeof MenuData>;
