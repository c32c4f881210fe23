import { t } from '../../shared/messages/index.ts';
import { OwnerField } from './OwnerField.tsx';

/** What the sign-in form shows: the values typed back, and what went wrong, by field or as a whole. */
export interface LoginView {
  siteTitle: string;
  crumb: string;
  /** Where to go after signing in (already checked: a /config path). */
  next: string;
  email?: string;
  rememberMe?: boolean;
  errors?: { email?: string; password?: string };
  /** A message about the whole attempt (wrong credentials, too many attempts, expired form). */
  formError?: string;
}

/**
 * The sign-in form (GET/POST /config/login): labelled fields, each error tied to its field
 * with aria-describedby, focus on the first problem (or on the email field at first).
 */
export function LoginPage({ view }: { view: LoginView }) {
  const errors = view.errors ?? {};
  const focus = view.formError ? 'summary' : errors.email ? 'email' : errors.password ? 'password' : view.email ? 'password' : 'email';
  return (
    <div className="owner-login">
      <div className="owner-card">
        <h1 className="owner-title">{t('owner.loginHeading', { site: view.siteTitle })}</h1>
        <p className="owner-muted">{t('owner.loginIntro')}</p>
        {view.formError ? (
          <div className="owner-alert" role="alert" id="login-error" tabIndex={-1} autoFocus={focus === 'summary'}>
            <p className="owner-alert__title">{t('owner.errorSummary')}</p>
            <p>{view.formError}</p>
          </div>
        ) : null}
        <form method="post" action="/config/login" className="owner-form" noValidate>
          <input type="hidden" name="crumb" value={view.crumb} />
          <input type="hidden" name="next" value={view.next} />
          <OwnerField id="login-email" label={t('owner.email')} error={errors.email} describedBy={view.formError ? 'login-error' : undefined}>
            <input name="email" type="email" autoComplete="username" required defaultValue={view.email} autoFocus={focus === 'email'} />
          </OwnerField>
          <OwnerField id="login-password" label={t('owner.password')} error={errors.password}>
            <input name="password" type="password" autoComplete="current-password" required autoFocus={focus === 'password'} />
          </OwnerField>
          <div className="owner-check">
            <input id="login-remember" name="rememberMe" type="checkbox" value="true" defaultChecked={view.rememberMe} />
            <label htmlFor="login-remember">{t('owner.rememberMe')}</label>
          </div>
          <button type="submit" className="owner-button">
            {t('owner.submit')}
          </button>
        </form>
        <p className="owner-muted owner-login__back">
          <a href="/">{t('owner.backToSite')}</a>
        </p>
      </div>
    </div>
  );
}
