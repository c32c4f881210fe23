/**
 * The buy form's option picker (issue 16, docs/commerce.md "Storefront"): what the server writes
 * on the form (`BuyData`, in `data-buy`) and the pure rules the browser applies to it — one
 * select per product option, values that cannot be bought disabled, the variant the choices name.
 * Prices arrive formatted by the server: the browser formats no money.
 */

/** A variant as the buy form's script reads it. */
export interface BuyVariant {
  sku: string;
  /** The variant's value for each product option, in order (§3 optionValues). */
  values: string[];
  /** What the variant select shows: its values, or its sku when it has none. */
  label: string;
  /** Its price now ("$245.00"), and the regular one when on sale. */
  price: string;
  regular?: string;
  /** Units left; null when it never runs out (unlimited, digital goods, gift cards). */
  available: number | null;
  /** A note under the price: the places left of a service when few are left. */
  note?: string;
}

/** The data of one buy form. */
export interface BuyData {
  itemId: string;
  /** The product's option names (§3 `options`); empty: the variant select alone. */
  options: string[];
  variants: BuyVariant[];
}

/** Whether a variant can be bought now. */
export const buyable = (variant: BuyVariant): boolean => variant.available === null || variant.available > 0;

/** Whether the option selects can stand for the variants: every variant has one value per option. */
export function pickByOptions(data: BuyData): boolean {
  return data.options.length > 0 && data.variants.length > 1 && data.variants.every((v) => v.values.length === data.options.length);
}

/** The state of one value of an option: buyable, sold out, or no variant has it with the choices before. */
export type ValueState = 'available' | 'soldOut' | 'absent';

/**
 * The values of option `index` (in the order variants first name them) and their state given the
 * values chosen for the options before it. Later options never constrain earlier ones, so a
 * visitor can always reach every buyable variant by choosing from the first select down.
 */
export function optionStates(data: BuyData, chosen: readonly string[], index: number): { value: string; state: ValueState }[] {
  const values = [...new Set(data.variants.map((v) => v.values[index]))];
  const matching = data.variants.filter((v) => v.values.slice(0, index).every((value, i) => value === chosen[i]));
  return values.map((value) => {
    const with_ = matching.filter((v) => v.values[index] === value);
    return { value, state: with_.some(buyable) ? 'available' : with_.length ? 'soldOut' : 'absent' };
  });
}

/** The variant whose values are exactly `chosen`, if any. */
export function variantOf(data: BuyData, chosen: readonly string[]): BuyVariant | undefined {
  return data.variants.find((v) => v.values.length === chosen.length && v.values.every((value, i) => value === chosen[i]));
}

/** The variant chosen first: the first buyable one, else the first. */
export function firstChoice(data: BuyData): BuyVariant {
  return data.variants.find(buyable) ?? data.variants[0];
}

/**
 * The choices after option `changed` took a new value: each later option keeps its value while
 * that is buyable with the ones before, else moves to the first buyable value (or stays, when
 * none is: the form then says the combination is sold out).
 */
export function choose(data: BuyData, chosen: readonly string[], changed: number, value: string): string[] {
  const next = [...chosen];
  next[changed] = value;
  for (let i = changed + 1; i < data.options.length; i++) {
    const states = optionStates(data, next, i);
    if (states.find((s) => s.value === next[i])?.state === 'available') continue;
    next[i] = (states.find((s) => s.state === 'available') ?? states.find((s) => s.state !== 'absent') ?? states[0]).value;
  }
  return next;
}
