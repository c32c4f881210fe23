/**
 * The buy form in the browser (markup: src/ui/BuyForm.tsx; rules: src/shared/product-picker.ts):
 * one select per product option with the values that cannot be bought disabled, the chosen
 * variant's price and note, and «Agregar al carrito» through `POST /api/commerce/cart/entries`
 * (the data helper sends the crumb and retries once on crumbFail) without leaving the page. On
 * success: the polite status «Agregado al carrito.» with «Ver carrito», and `vitrina:commerce`
 * (§7 ad-pixel `addToCart`) on window, which the cart indicator follows. Without the data helper
 * the form posts to /carrito as it would without script. A chrome part (`buy-form`), started
 * once per form; quick view starts the form it shows itself.
 */
import { COMMERCE_EVENT, type AddToCartDetail } from '../../shared/storefront.ts';
import { COMMERCE_PATHS } from '../../shared/commerce.ts';
import { CART_ENTRIES_PATH } from '../../shared/contracts/commerce-paths.ts';
import { commerceMessages } from '../../shared/messages/commerce.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { storefrontMessages } from '../../shared/messages/storefront.ts';
import { buyable, choose, firstChoice, optionStates, pickByOptions, type BuyData, type BuyVariant } from '../../shared/product-picker.ts';
import type { DataFailure } from '../data/index.ts';
import { crumbFirst } from '../../shared/crumb-first.ts';

const S = storefrontMessages;
const C = commerceMessages;

/** What the add call answers that the form reads (contract: CartAnswer). */
interface CartReply {
  currency: string;
  totalQuantity: number;
  subtotalCents: number;
  entries: { itemId: string; sku: string; unitPriceCents: number }[];
}

/** Sends the add (the data helper's request); resolves with the cart, or undefined after `onFailure`. */
export type AddToCart = (body: { itemId: string; sku: string; quantity: number }, onFailure: (failure: DataFailure) => void) => Promise<CartReply | undefined>;

/** The page's data helper (src/runtime/main.ts), if the runtime runs. */
const helperAdd = (): AddToCart | undefined => {
  const data = window.Vitrina?.data;
  // A first add asks for the crumb (the cached product page set none, docs/cdn.md) rather than meet a 403.
  const add: AddToCart | undefined = data && ((body, onFailure) => data.request<CartReply>('POST', CART_ENTRIES_PATH, { data: body, onFailure }));
  return add && ((body, onFailure) => crumbFirst()?.then(() => add(body, onFailure)) ?? add(body, onFailure));
};

const started = new WeakSet<HTMLFormElement>();

/** Reads the form's `data-buy` (undefined when it does not parse). */
export function readBuyData(form: HTMLElement): BuyData | undefined {
  try {
    const data = JSON.parse(form.dataset.buy ?? '') as BuyData;
    return Array.isArray(data?.variants) && data.variants.length > 0 ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Starts one buy form (once). `add` replaces the data helper in tests. */
export function startBuyForm(form: HTMLFormElement, add: AddToCart | undefined = helperAdd()): void {
  const data = readBuyData(form);
  if (!data || started.has(form)) return;
  started.add(form);
  const q = <T extends Element>(selector: string) => form.querySelector<T>(selector);
  const skuSelect = q<HTMLSelectElement>('select[name="sku"]');
  const optionsBox = q<HTMLFieldSetElement>('[data-buy-options]');
  const optionSelects = [...form.querySelectorAll<HTMLSelectElement>('select[data-option]')];
  const price = q<HTMLElement>('[data-buy-price]')!;
  const note = q<HTMLElement>('[data-buy-note]');
  const quantity = q<HTMLInputElement>('input[name="quantity"]')!;
  const button = q<HTMLButtonElement>('button[type="submit"]')!;
  const error = q<HTMLElement>('[data-buy-error]')!;
  const status = q<HTMLElement>('[data-buy-status]')!;
  const byOptions = pickByOptions(data) && optionsBox !== null && optionSelects.length === data.options.length;
  let chosen = firstChoice(data).values;

  // With options: their selects stand in for the variant select (kept, hidden, as the sku field).
  if (byOptions) {
    optionsBox!.hidden = false;
    skuSelect?.closest<HTMLElement>('[data-buy-variant]')?.setAttribute('hidden', '');
  }

  const current = (): BuyVariant | undefined =>
    byOptions ? data.variants.find((v) => v.values.every((value, i) => value === chosen[i])) : data.variants.find((v) => v.sku === (skuSelect?.value ?? data.variants[0].sku));

  const draw = () => {
    if (byOptions) {
      optionSelects.forEach((select, index) => {
        const states = new Map(optionStates(data, chosen, index).map((s) => [s.value, s.state]));
        for (const option of select.options) {
          const state = states.get(option.value);
          option.disabled = state !== 'available';
          option.textContent = state === 'soldOut' ? fillPlain(S['storefront.variantSoldOut'], { label: option.value }) : option.value;
        }
        select.value = chosen[index];
      });
    }
    const variant = current();
    if (variant && skuSelect) skuSelect.value = variant.sku;
    drawPrice(price, variant);
    if (note) {
      note.textContent = variant?.note ?? '';
      note.hidden = !variant?.note;
    }
    const ok = variant !== undefined && buyable(variant);
    button.disabled = !ok;
    quantity.disabled = !ok;
    button.textContent = ok ? C['commerce.addToCart'] : C['commerce.soldOut'];
    error.textContent = variant ? '' : S['storefront.unavailable'];
  };

  optionSelects.forEach((select, index) =>
    select.addEventListener('change', () => {
      chosen = choose(data, chosen, index, select.value);
      draw();
    }),
  );
  skuSelect?.addEventListener('change', draw);
  quantity.addEventListener('input', () => {
    quantity.removeAttribute('aria-invalid');
    error.textContent = '';
  });

  form.addEventListener('submit', (event) => {
    const variant = current();
    if (!add || !variant) return; // no data helper: the plain form post
    event.preventDefault();
    if (!buyable(variant) || button.dataset.busy) return;
    const count = Number(quantity.value);
    button.dataset.busy = 'true';
    button.setAttribute('aria-disabled', 'true');
    error.textContent = '';
    status.textContent = S['storefront.adding'];
    void add({ itemId: data.itemId, sku: variant.sku, quantity: count }, (failure) => {
      status.textContent = '';
      error.textContent = failure.message;
      if (failure.status === 400) quantity.setAttribute('aria-invalid', 'true');
    }).then((cart) => {
      delete button.dataset.busy;
      button.removeAttribute('aria-disabled');
      if (!cart) return;
      const link = document.createElement('a');
      link.href = COMMERCE_PATHS.cart;
      link.textContent = S['storefront.viewCart'];
      status.replaceChildren(`${S['storefront.added']} `, link);
      const entry = cart.entries.find((e) => e.itemId === data.itemId && e.sku === variant.sku);
      const detail: AddToCartDetail = {
        event: 'addToCart',
        itemId: data.itemId,
        sku: variant.sku,
        quantity: count,
        title: form.dataset.title ?? '',
        unitPriceCents: entry?.unitPriceCents ?? 0,
        currency: cart.currency,
        cart: { items: cart.totalQuantity, subtotalCents: cart.subtotalCents },
      };
      window.dispatchEvent(new CustomEvent(COMMERCE_EVENT, { detail }));
    });
  });

  draw();
}

/** The chosen variant's price: its price now, and the regular one struck when on sale. */
function drawPrice(price: HTMLElement, variant: BuyVariant | undefined): void {
  if (!variant) return;
  const span = (className: string, text: string) => Object.assign(document.createElement('span'), { className, textContent: text });
  const parts: Node[] = [];
  if (variant.regular) {
    parts.push(span('visually-hidden', `${C['commerce.salePrice']} `), span('price__current price__current--sale', variant.price), document.createTextNode(' '));
    parts.push(span('visually-hidden', `${C['commerce.regularPrice']} `), Object.assign(document.createElement('s'), { className: 'price__regular', textContent: variant.regular }));
  } else parts.push(span('price__current', variant.price));
  if (!buyable(variant)) parts.push(span('badge badge--sold-out', C['commerce.soldOut']));
  price.replaceChildren(...parts);
}

/** The chrome part `buy-form`. */
export function start(element: HTMLElement): void {
  if (element instanceof HTMLFormElement) startBuyForm(element);
}
