import type { Millis } from './columns.ts';

/** Commerce's tables (migration 0011, docs/commerce.md). Amounts are integer minor units. */

/** Units left of one variant; seeded at first publish of its sku, then owned by the database. */
export interface StockTable {
  website_id: string;
  sku: string;
  item_id: string;
  /** Never below 0 (a CHECK constraint holds it). */
  quantity: number;
  /** 1: never runs out (digital goods, gift cards, unlimited variants). */
  unlimited: number;
  updated_at: Millis;
}

/** A visitor's cart; `id` is the SHA-256 (hex) of the token in the cart cookie. */
export interface CartsTable {
  id: string;
  website_id: string;
  email: string | null;
  /** JSON of `OrderAddress` (src/shared/contracts/commerce.ts). */
  address: string | null;
  shipping_option_id: string | null;
  /** Upper case. */
  coupon_code: string | null;
  /** Set when the cart became an order: it takes no more changes. */
  order_id: string | null;
  created_at: Millis;
  updated_at: Millis;
}

/** One sku in a cart: no price, prices always come from the catalogue. */
export interface CartEntriesTable {
  cart_id: string;
  website_id: string;
  sku: string;
  item_id: string;
  quantity: number;
  added_at: Millis;
}

/** Redemptions of a coupon code. */
export interface CouponUsesTable {
  website_id: string;
  code: string;
  used: number;
}

/** The order statuses (docs/commerce.md says which moves between them are allowed). */
export type OrderStatus = 'pending' | 'paid' | 'failed' | 'fulfilled' | 'cancelled' | 'refunded';

export interface OrdersTable {
  /** 24 hex characters. */
  id: string;
  website_id: string;
  /** 1, 2, 3… per website. */
  number: number;
  /** SHA-256 (hex) of the token of the order's secret link. */
  secret_hash: string;
  idempotency_key: string;
  fingerprint: string;
  cart_id: string;
  status: OrderStatus;
  email: string;
  /** JSON of `OrderAddress`, null for orders with nothing to ship. */
  address: string | null;
  /** JSON of { id, name } of the shipping option, null when nothing ships. */
  shipping: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  coupon_code: string | null;
  /** 'test' | 'stripe' */
  provider: string;
  payment_id: string | null;
  failure: string | null;
  created_at: Millis;
  updated_at: Millis;
  paid_at: Millis | null;
  fulfilled_at: Millis | null;
  refunded_at: Millis | null;
}

export interface OrderLinesTable {
  order_id: string;
  website_id: string;
  /** 0, 1, 2… in cart order. */
  line: number;
  item_id: string;
  sku: string;
  title: string;
  variant_label: string;
  product_type: string;
  unit_price_cents: number;
  quantity: number;
}

export interface OrderNumbersTable {
  website_id: string;
  last: number;
}

/** A provider's webhook event already handled (replays are answered 200 and ignored). */
export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  received_at: Millis;
}

/** The commerce domain's tables by name. */
export interface CommerceTables {
  stock: StockTable;
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  coupon_uses: CouponUsesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_numbers: OrderNumbersTable;
  payment_events: PaymentEventsTable;
}

