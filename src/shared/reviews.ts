/**
 * Product reviews as both the server and the pages see them (issue 17, docs/commerce-reviews.md):
 * the limits of a review, what a product page shows of its approved reviews, and the address of
 * the reviews request page (§2 type 209).
 */

/** A review's moderation: pending until the owner approves (shown on the product page) or rejects it. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The most a review's parts may hold (characters); the server refuses more, the page counts down. */
export const REVIEW_LIMITS = { text: 1000, title: 100, name: 60 } as const;

/** How many approved reviews a product page shows; more are on the product's reviews page. */
export const REVIEWS_ON_PRODUCT_PAGE = 5;
/** How many a page of the product's reviews page shows. */
export const REVIEWS_PER_PAGE = 20;

/** One approved review as visitors see it. */
export interface PublicReview {
  id: string;
  rating: number;
  title?: string;
  text: string;
  authorName: string;
  /** ISO date of when it was written. */
  createdAt: string;
}

/** A product's approved reviews: the average of all (one decimal), their number, and the newest ones. */
export interface ProductReviews {
  average: number;
  count: number;
  reviews: PublicReview[];
}

/** The reviews request page of an order: `/commerce/resenas/{orderId}?t={token}`. */
export const reviewsRequestPath = (orderId: string, token: string) => `/commerce/resenas/${orderId}?t=${encodeURIComponent(token)}`;

/** The page of all of a product's approved reviews: `/commerce/resenas/producto/{itemId}`. */
export const productReviewsPath = (itemId: string, page = 1) => `/commerce/resenas/producto/${itemId}${page > 1 ? `?pagina=${page}` : ''}`;

/** An average as the pages say it: one decimal, es-419 ("4.5"). */
export const formatAverage = (average: number) => average.toLocaleString('es-419', { minimumFractionDigits: average % 1 ? 1 : 0, maximumFractionDigits: 1 });

/** The attribute of a review's text area: its maximum, for the chrome part that shows the characters left. */
export const REVIEW_COUNTER_ATTR = 'data-review-max';
