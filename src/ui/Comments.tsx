import { COMMENT_HONEYPOT, COMMENT_LIMITS, SAVE_COMMENT_PATH, type PublicComment } from '../shared/contracts/comments.ts';
import { blockScriptAttributes } from '../shared/islands.ts';
import { formatDate, formatTime, t } from '../shared/messages/index.ts';
import { CommentText } from './CommentText.tsx';

/**
 * A post's native comments (docs/comments.md), shared by the post page and the comments block (16):
 * the approved comments and the form.
 */

/** The anchor of a post's native comments (§2 comment links). */
export const COMMENTS_ANCHOR = 'comments';

/**
 * The thread: its heading with the count, the approved comments oldest first, and the form, a plain
 * POST that works without script (the server answers 303 back to `#comment-sent`, a note CSS shows
 * when it is the target).
 */
export function CommentsThread({ itemId, comments, captcha = false, timeZone = 'UTC' }: { itemId: string; comments: readonly PublicComment[]; captcha?: boolean; timeZone?: string }) {
  return (
    <section className="comments container container--narrow" id={COMMENTS_ANCHOR} aria-labelledby="comments-heading">
      <h2 className="comments__heading" id="comments-heading">
        {t('comments.heading', { count: comments.length })}
      </h2>
      <CommentList comments={comments} timeZone={timeZone} />
      <CommentForm itemId={itemId} captcha={captcha} />
    </section>
  );
}

/** The approved comments, each with its own anchor (`#comment-<id>`), dated in the site's time zone. */
export function CommentList({ comments, timeZone = 'UTC' }: { comments: readonly PublicComment[]; timeZone?: string }) {
  if (comments.length === 0) return <p className="comments__empty">{t('comments.empty')}</p>;
  return (
    <ol className="comments__list">
      {comments.map((c) => (
        <li key={c.id} id={`comment-${c.id}`} className="comment">
          <article aria-label={t('comments.byline', { name: c.name })}>
            <p className="comment__meta">
              <strong className="comment__name">{c.name}</strong>{' '}
              <time dateTime={c.createdAt}>
                {formatDate(c.createdAt, 'long', timeZone)}, {formatTime(c.createdAt, timeZone)}
              </time>
            </p>
            <div className="comment__text">
              <CommentText text={c.text} />
            </div>
          </article>
        </li>
      ))}
    </ol>
  );
}

/** The block script that solves the captcha of a comment form (src/blocks/comments/comments.script.ts). */
export const COMMENTS_SCRIPT = 'comments';

/**
 * The comment form: name, optional email, comment; the honeypot off-screen. With `captcha` (the
 * site's `commentsCaptcha`), the comments script solves the forms domain's ALTCHA challenge in the
 * browser and sends it as `captchaKey`; without script a note says the form needs JavaScript.
 */
export function CommentForm({ itemId, captcha = false }: { itemId: string; captcha?: boolean }) {
  const id = (name: string) => `comment-${name}`;
  return (
    <form
      className="comments__form"
      method="post"
      action={SAVE_COMMENT_PATH}
      aria-labelledby="comment-form-heading"
      {...(captcha ? { ...blockScriptAttributes(COMMENTS_SCRIPT), 'data-captcha': 'altcha' } : {})}
    >
      <h3 className="comments__form-heading" id="comment-form-heading">
        {t('comments.formHeading')}
      </h3>
      <p className="comments__sent" id="comment-sent" role="status">
        {t('comments.sent')}
      </p>
      <input type="hidden" name="itemId" value={itemId} />
      <div className="form-field">
        <label className="form-field__label" htmlFor={id('name')}>
          {t('comments.name')}
        </label>
        <input className="form-field__input" id={id('name')} name="name" type="text" required maxLength={COMMENT_LIMITS.name} autoComplete="name" />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={id('email')}>
          {t('comments.email')}
        </label>
        <input className="form-field__input" id={id('email')} name="email" type="email" maxLength={COMMENT_LIMITS.email} autoComplete="email" />
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={id('text')}>
          {t('comments.text')}
        </label>
        <textarea className="form-field__input" id={id('text')} name="text" required maxLength={COMMENT_LIMITS.text} rows={5} />
      </div>
      <div className="form-block__trap" aria-hidden="true">
        <label htmlFor={id('trap')}>{t('forms.honeypotLabel')}</label>
        <input id={id('trap')} type="text" name={COMMENT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <p className="comments__note">{t('comments.moderationNote')}</p>
      {captcha ? (
        <>
          <input type="hidden" name="captchaKey" value="" />
          <noscript>
            <p className="comments__captcha-note">{t('comments.captchaNoScript')}</p>
          </noscript>
          <p className="comments__captcha-status" role="status" data-captcha-status="" data-verifying={t('comments.captchaVerifying')} data-failed={t('comments.captchaFailed')} />
        </>
      ) : null}
      <button className="btn btn--primary" type="submit">
        {t('comments.submit')}
      </button>
    </form>
  );
}
