import type { ReviewStatus } from '../../../shared/reviews.ts';
import type { Millis } from './columns.ts';

/** Product reviews' tables (migration 0016, docs/commerce-reviews.md). */

/** A fulfilled order's request for reviews: mailed once at `send_at`, open until `expires_at`. */
export interface ReviewRequestsTable {
  order_id: string;
  website_id: string;
  send_at: Millis;
  /** Set by the sweeper that claimed it (a guarded update: mailed once). */
  sent_at: Millis | null;
  expires_at: Millis;
  created_at: Millis;
}

export type { ReviewStatus };

/** One buyer's review of one product of one order. */
export interface ReviewsTable {
  id: string;
  website_id: string;
  /** Null for a review seeded with the site (the demo's). */
  order_id: string | null;
  item_id: string;
  /** The product's title as ordered (the owner's list names it even once the product is gone). */
  product_title: string;
  /** 1–5 (a CHECK constraint holds it). */
  rating: number;
  title: string | null;
  /** '' when the buyer wrote nothing. */
  text: string;
  author_name: string;
  status: ReviewStatus;
  created_at: Millis;
  decided_at: Millis | null;
}

export interface ReviewsTables {
  review_requests: ReviewRequestsTable;
  reviews: ReviewsTable;
}
