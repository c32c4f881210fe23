import { t, type MessageKey } from '../../../shared/messages/index.ts';
import { REVIEW_STATUSES, type PublicReview, type ReviewStatus } from '../../../shared/reviews.ts';
import { Stars } from '../../views/ProductReviews.tsx';
import { OwnerDateTime } from '../time-zone.tsx';
import { Outcome, StoreTabs } from './parts.tsx';

/** A review as the owner's list shows it. */
export interface OwnerReviewRow extends PublicReview {
  productTitle: string;
  orderId: string | null;
  orderNumber: number | null;
}

/** What /config/commerce/resenas shows: one status's reviews, the counts, the crumb, what the last post did. */
export interface ReviewsViewData {
  status: ReviewStatus;
  counts: Record<ReviewStatus, number>;
  reviews: OwnerReviewRow[];
  crumb: string;
  notice?: string;
  error?: string;
}

/**
 * The owner's reviews (docs/commerce-reviews.md): pending, approved or rejected, newest first;
 * approve or reject with plain POST forms carrying the crumb, no script. Every value is a text child.
 */
export function ReviewsView({ data }: { data: ReviewsViewData }) {
  return (
    <>
      <StoreTabs current="reviews" />
      <Outcome notice={data.notice} error={data.error} id="reviews-outcome" />
      <nav aria-label={t('reviews.ownerTabs')}>
        <ul className="owner-tabs">
          {REVIEW_STATUSES.map((s) => (
            <li key={s}>
              <a href={`/config/commerce/resenas?status=${s}`} aria-current={s === data.status ? 'page' : undefined}>
                {t(`reviews.status.${s}` as MessageKey)} ({data.counts[s]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.reviews.length === 0 ? (
        <p className="owner-muted">{t('reviews.ownerEmpty')}</p>
      ) : (
        <ol className="owner-comments">
          {data.reviews.map((r) => (
            <li key={r.id} id={`review-${r.id}`} className="owner-comment">
              <p>
                <strong>{r.productTitle}</strong>
                {r.orderId ? (
                  <>
                    {' · '}
                    <a href={`/config/commerce/orders/${r.orderId}`}>{t('reviews.ownerOrder', { number: r.orderNumber ?? '' })}</a>
                  </>
                ) : null}
              </p>
              <p>
                <Stars value={r.rating} label={t('reviews.ratingOf', { rating: r.rating })} /> {r.title ? <strong>{r.title}</strong> : null}
              </p>
              {r.text ? <p className="owner-comment__text">{r.text}</p> : null}
              <p>
                {r.authorName} · <time dateTime={r.createdAt}><OwnerDateTime ms={Date.parse(r.createdAt)} /></time>
              </p>
              <div className="owner-comment__actions" role="group" aria-label={t('reviews.ownerActions', { name: r.authorName })}>
                {data.status !== 'approved' ? <Action id={r.id} action="approve" from={data.status} crumb={data.crumb} label={t('reviews.ownerApprove')} /> : null}
                {data.status !== 'rejected' ? <Action id={r.id} action="reject" from={data.status} crumb={data.crumb} label={t('reviews.ownerReject')} quiet /> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function Action({ id, action, from, crumb, label, quiet = false }: { id: string; action: string; from: ReviewStatus; crumb: string; label: string; quiet?: boolean }) {
  return (
    <form method="post" action={`/config/commerce/resenas/${id}/${action}`} className="owner-inline-form">
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="from" value={from} />
      <button type="submit" className={quiet ? 'owner-button owner-button--quiet' : 'owner-button'}>
        {label}
      </button>
    </form>
  );
}
