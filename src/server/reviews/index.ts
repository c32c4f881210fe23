/**
 * Product reviews (issue 17, docs/commerce-reviews.md): the order hook and sweeper that ask buyers
 * for reviews, the reviews request page, the owner's moderation, and what product pages show.
 * Other domains import only this file.
 */
export { reviewsHook, sweepDeps, sweepReviewRequests, type SweepDeps } from './service.ts';
export { reviewsRoutes, type ReviewsRoutesOptions } from './routes.tsx';
export { approvedReviews, decideReview, reviewCounts, reviewsByStatus, type OwnerReview } from './repo.ts';
export { reviewToken } from './token.ts';
export { seedReviews } from './seed.ts';
