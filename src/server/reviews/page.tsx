/**
 * The reviews request page's body (§2 type 209, docs/commerce-reviews.md): one form per purchased
 * product — a star rating (a radio group of five, «1 estrella»…«5 estrellas»), an optional title
 * and text (with the characters left), the name shown — posting back to the page with the crumb.
 * Works without script; the counter of characters left is the only thing a script adds.
 */
import { t } from '../../shared/messages/index.ts';
import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { REVIEW_LIMITS, REVIEW_COUNTER_ATTR } from '../../shared/reviews.ts';

/** What one product's part of the page shows. */
export interface ReviewProduct {
  itemId: string;
  title: string;
  /** Already reviewed: «Gracias…» right after, `commerce.alreadyReviewed` afterwards. */
  done?: 'thanks' | 'already';
}

/** A form that came back: the product it was for, what was sent and what is wrong. */
export interface ReviewAttempt {
  itemId: string;
  values: { rating: string; title: string; text: string; name: string };
  errors: Partial<Record<'rating' | 'title' | 'text' | 'name', string>>;
  /** A refusal of the whole form (an expired crumb). */
  error?: string;
}

export interface ReviewsPageView {
  action: string;
  crumb: string;
  buyerName: string;
  products: ReviewProduct[];
  attempt?: ReviewAttempt;
}

const fieldId = (itemId: string, name: string) => `resena-${itemId}-${name}`;

/** The forms of the reviews request page. */
export function ReviewsRequestBody({ view }: { view: ReviewsPageView }) {
  return (
    <div className="reviews-request">
      {view.products.map((p) => (
        <section key={p.itemId} className="reviews-request__product" aria-labelledby={fieldId(p.itemId, 'heading')}>
          <h2 className="reviews-request__title" id={fieldId(p.itemId, 'heading')}>
            {p.title}
          </h2>
          {p.done ? (
            <p className="reviews-request__done" role={p.done === 'thanks' ? 'status' : undefined}>
              {p.done === 'thanks' ? t('reviews.thanks') : t('commerce.alreadyReviewed')}
            </p>
          ) : (
            <ReviewForm view={view} product={p} attempt={view.attempt?.itemId === p.itemId ? view.attempt : undefined} />
          )}
        </section>
      ))}
    </div>
  );
}

function ReviewForm({ view, product, attempt }: { view: ReviewsPageView; product: ReviewProduct; attempt?: ReviewAttempt }) {
  const id = (name: string) => fieldId(product.itemId, name);
  const errors = attempt?.errors ?? {};
  const values = attempt?.values ?? { rating: '', title: '', text: '', name: view.buyerName };
  const entries = Object.entries(errors).filter((e): e is [string, string] => Boolean(e[1]));
  const error = (name: keyof ReviewAttempt['errors']) =>
    errors[name] ? (
      <span className="checkout-field__error" id={id(`${name}-error`)}>
        {errors[name]}
      </span>
    ) : null;
  return (
    <form method="post" action={view.action} className="reviews-request__form" noValidate>
      {attempt && (entries.length || attempt.error) ? (
        <div className="checkout-alert" role="alert" id={id('errors')} tabIndex={-1} autoFocus>
          <p className="checkout-alert__title">{attempt.error ?? t('reviews.errorSummary')}</p>
          {entries.length ? (
            <ul>
              {entries.map(([name, text]) => (
                <li key={name}>
                  <a href={`#${name === 'rating' ? id('rating-1') : id(name)}`}>{text}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <input type="hidden" name="crumb" value={view.crumb} />
      <input type="hidden" name="itemId" value={product.itemId} />
      <fieldset className="review-stars" aria-invalid={errors.rating ? true : undefined} aria-describedby={errors.rating ? id('rating-error') : undefined}>
        <legend>{t('reviews.ratingLegend', { product: product.title })}</legend>
        <div className="review-stars__options">
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n} className="review-stars__option">
              <input type="radio" className="review-stars__input" name="rating" value={n} id={id(`rating-${n}`)} defaultChecked={values.rating === String(n)} required />
              <label htmlFor={id(`rating-${n}`)} className="review-stars__label">
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{t('reviews.star', { count: n })}</span>
              </label>
            </span>
          ))}
        </div>
        {error('rating')}
      </fieldset>
      <p className="checkout-field">
        <label htmlFor={id('title')}>{t('reviews.reviewTitle')}</label>
        <input id={id('title')} name="title" type="text" defaultValue={values.title} maxLength={REVIEW_LIMITS.title} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? id('title-error') : undefined} />
        {error('title')}
      </p>
      <p className="checkout-field">
        <label htmlFor={id('text')}>{t('reviews.text')}</label>
        <textarea
          id={id('text')}
          name="text"
          rows={5}
          defaultValue={values.text}
          {...{ [REVIEW_COUNTER_ATTR]: REVIEW_LIMITS.text, [CHROME_ATTRIBUTE]: 'review-counter' }}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[id('text-count'), errors.text ? id('text-error') : ''].filter(Boolean).join(' ')}
        />
        <span className="checkout-field__hint" id={id('text-count')}>
          {t('reviews.maxChars', { count: REVIEW_LIMITS.text })}
        </span>
        {error('text')}
      </p>
      <p className="checkout-field">
        <label htmlFor={id('name')}>{t('reviews.name')}</label>
        <input id={id('name')} name="name" type="text" autoComplete="name" defaultValue={values.name} maxLength={REVIEW_LIMITS.name} required aria-invalid={errors.name ? true : undefined} aria-describedby={errors.name ? id('name-error') : undefined} />
        {error('name')}
      </p>
      <p>
        <button type="submit" className="btn btn--primary btn--medium">
          {t('reviews.submit')}
        </button>
      </p>
    </form>
  );
}
