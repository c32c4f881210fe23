/**
 * What the owner's store pages (/config/commerce, src/page/owner/commerce) show: the commerce
 * domain reads its tables into these shapes (src/server/commerce/owner-orders.ts, inventory.ts)
 * and the page layer draws them, so the page layer never imports server code.
 */
import type { OwnerDownload } from './downloads.ts';

/** Every order status (migration 0011), in the order the owner's filter lists them. */
export const ORDER_STATUSES = ['paid', 'fulfilled', 'cancelled', 'refunded', 'pending', 'failed'] as const;
export type OwnerOrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the list shows when no filter is chosen: orders that were paid. Attempts (pending, failed) only when asked for. */
export const LISTED_STATUSES: readonly OwnerOrderStatus[] = ['paid', 'fulfilled', 'cancelled', 'refunded'];

/** What the owner may do to an order, and from which statuses (a guarded update holds it). */
export const ORDER_ACTIONS = {
  /** paid → fulfilled, and the buyer is mailed «Tu pedido va en camino». */
  fulfil: ['paid'],
  /** paid → cancelled, the payment refunded. */
  cancel: ['paid'],
  /** paid or fulfilled → refunded. */
  refund: ['paid', 'fulfilled'],
} as const satisfies Record<string, readonly OwnerOrderStatus[]>;
export type OrderAction = keyof typeof ORDER_ACTIONS;

/** Whether `action` may be taken on an order in `status`. */
export const mayTake = (action: OrderAction, status: string): boolean => (ORDER_ACTIONS[action] as readonly string[]).includes(status);

/** One order in the list. */
export interface OwnerOrderRow {
  id: string;
  number: number;
  createdAt: number;
  email: string;
  /** Units in all its lines. */
  items: number;
  totalCents: number;
  currency: string;
  status: OwnerOrderStatus;
}

/** One line of an order, at the price it was bought. */
export interface OwnerOrderLine {
  sku: string;
  title: string;
  variantLabel: string;
  productType: string;
  unitPriceCents: number;
  quantity: number;
}

/** An order with everything the detail page shows. */
export interface OwnerOrder extends OwnerOrderRow {
  lines: OwnerOrderLine[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  couponCode: string | null;
  /** The shipping address as stored ({ name, line1, line2, city, region, postalCode, country, phone }); null when nothing ships. */
  address: Record<string, string> | null;
  /** The shipping option's name, null when nothing ships. */
  shipping: string | null;
  provider: string;
  paymentId: string | null;
  /** A catalogue key of why the payment failed. */
  failure: string | null;
  paidAt: number | null;
  fulfilledAt: number | null;
  refundedAt: number | null;
  updatedAt: number;
  /** Its digital lines' download links (docs/commerce-digital.md); absent in lists. */
  downloads?: OwnerDownload[];
}

/** One sku of the inventory. */
export interface InventoryRow {
  itemId: string;
  sku: string;
  product: string;
  /** The variant's option values ("Grande · Molido"), '' for a product of one variant. */
  variant: string;
  /** Units left; null when the sku never runs out (unlimited, digital, gift card). */
  units: number | null;
}

/** The address lines of an order, in the order a label reads them (empty parts left out). */
export function addressLines(address: Record<string, string> | null): string[] {
  if (!address) return [];
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(' ');
  return [address.name, address.line1, address.line2, cityLine, address.country, address.phone].filter((l): l is string => Boolean(l && l.trim()));
}

/** Most units the owner may set for one sku. */
export const STOCK_MAX = 1_000_000;

/** Orders and inventory rows a page shows. */
export const STORE_PER_PAGE = 50;
