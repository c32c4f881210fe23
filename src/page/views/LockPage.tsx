import { UNLOCK_PATH } from '../../shared/contracts/locks.ts';
import { PageType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import type { PageModel } from '../context.ts';

/**
 * The password form of a lock (docs/locks.md): the protected-content page (§2 type 105) or the
 * whole-site lock screen (103). A plain form posted without any script; after a wrong password the
 * error is announced and focus is on the field again. Nothing of the locked content is here.
 */
export function LockPage({ model }: { model: PageModel }) {
  const lock = model.lock!;
  const site = model.pageType === PageType.LOCK_SCREEN;
  const siteLock = model.site.settings.siteLock;
  const heading = site ? siteLock?.title || t('locks.siteTitle') : t('locks.protectedHeading');
  const text = site ? siteLock?.message || t('locks.siteText') : t('locks.protectedText');
  const error = lock.error;
  return (
    <div className="lock-page">
      <div className="lock-page__card">
        <svg className="lock-page__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
          <path d="M7 10V7a5 5 0 0 1 10 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill="currentColor" />
        </svg>
        <h1 className="lock-page__title">{heading}</h1>
        <p className="lock-page__text" id="lock-text">
          {text}
        </p>
        <form className="lock-form" method="post" action={UNLOCK_PATH} aria-label={t('locks.formLabel')}>
          <input type="hidden" name="scope" value={lock.scope} />
          <input type="hidden" name="back" value={lock.back} />
          <label className="lock-form__label" htmlFor="lock-password">
            {t('locks.password')}
          </label>
          <input
            className="lock-form__input"
            id="lock-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={300}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'lock-error' : 'lock-text'}
            autoFocus={Boolean(error)}
          />
          {error ? (
            <p className="lock-form__error" id="lock-error" role="alert">
              {error}
            </p>
          ) : null}
          <button className="btn btn--primary btn--medium lock-form__submit" type="submit">
            {t('locks.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
