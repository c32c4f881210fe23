import { formatDate, t } from '../../shared/messages/index.ts';
import { formatAverage, productReviewsPath, type ProductReviews } from '../../shared/reviews.ts';

/** Five stars, `value` of them filled (halves round to the nearest), read as «4.5 de 5 estrellas». */
export function Stars({ value, label }: { value: number; label: string }) {
  const full = Math.round(value);
  return (
    <span className="review-rating" role="img" aria-label={label}>
      <span aria-hidden="true">
        <span className="review-rating__on">{'★'.repeat(full)}</span>
        <span className="review-rating__off">{'★'.repeat(5 - full)}</span>
      </span>
    </span>
  );
}

/** One approved review: its stars, title, text and who wrote it when. */
function ReviewItem({ review, timeZone }: { review: ProductReviews['reviews'][number]; timeZone?: string }) {
  return (
    <li className="product-review">
      <p className="product-review__head">
        <Stars value={review.rating} label={t('reviews.ratingOf', { rating: review.rating })} />
        {review.title ? <strong className="product-review__title">{review.title}</strong> : null}
      </p>
      {review.text ? <p className="product-review__text">{review.text}</p> : null}
      <p className="product-review__byline">{t('reviews.byline', { name: review.authorName, date: formatDate(review.createdAt, 'long', timeZone) })}</p>
    </li>
  );
}

/**
 * A product's approved reviews (docs/commerce-reviews.md): the average with its stars
 * («4.5 de 5 estrellas, 12 reseñas»), the newest ones, and «Ver más reseñas» when there are more.
 * Nothing when the product has none. `all` is the reviews page itself (no heading, no link).
 */
export function ProductReviewsSection({ itemId, reviews, timeZone, all = false }: { itemId: string; reviews?: ProductReviews; timeZone?: string; all?: boolean }) {
  if (!reviews || reviews.count === 0) return null;
  const summary = t('reviews.average', { average: formatAverage(reviews.average), count: reviews.count });
  return (
    <section className="product-reviews container" aria-labelledby={all ? undefined : 'product-reviews-heading'} aria-label={all ? summary : undefined}>
      {all ? null : (
        <h2 className="product-reviews__heading" id="product-reviews-heading">
          {t('reviews.heading')}
        </h2>
      )}
      <p className="product-reviews__average">
        <Stars value={reviews.average} label={summary} />
        <span aria-hidden="true">{summary}</span>
      </p>
      <ol className="product-reviews__list">
        {reviews.reviews.map((r) => (
          <ReviewItem key={r.id} review={r} timeZone={timeZone} />
        ))}
      </ol>
      {!all && reviews.count > reviews.reviews.length ? (
        <p>
          <a href={productReviewsPath(itemId)}>{t('reviews.more')}</a>
        </p>
      ) : null}
    </section>
  );
}
