import { t } from '../../shared/messages/index.ts';
import { OwnerField } from './OwnerField.tsx';

/** What the invitation page shows: the invitation, or that the link no longer works. */
export interface AcceptView {
  siteTitle: string;
  crumb: string;
  /** The link's token (sent back in a hidden field); absent when the invitation is not usable. */
  token?: string;
  email?: string;
  roleName?: string;
  minLength: number;
  passwordError?: string;
  formError?: string;
}

/**
 * GET/POST /config/invitation: the form that creates an invited person's account (one password
 * field, labelled, its error tied to it), or the page saying the link expired or was used.
 */
export function AcceptInvitationPage({ view }: { view: AcceptView }) {
  if (!view.token) {
    return (
      <div className="owner-login">
        <div className="owner-card">
          <h1 className="owner-title">{t('roles.acceptInvalidTitle')}</h1>
          <p>{t('roles.acceptInvalid')}</p>
          <p className="owner-muted owner-login__back">
            <a href="/">{t('owner.backToSite')}</a>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="owner-login">
      <div className="owner-card">
        <h1 className="owner-title">{t('roles.acceptTitle')}</h1>
        <p>{t('roles.acceptIntro', { site: view.siteTitle, role: view.roleName ?? '', email: view.email ?? '' })}</p>
        {view.formError ? (
          <div className="owner-alert" role="alert" id="accept-error" tabIndex={-1} autoFocus>
            <p className="owner-alert__title">{t('roles.acceptErrorSummary')}</p>
            <p>{view.formError}</p>
          </div>
        ) : null}
        <form method="post" action="/config/invitation" className="owner-form" noValidate>
          <input type="hidden" name="crumb" value={view.crumb} />
          <input type="hidden" name="token" value={view.token} />
          <input type="hidden" name="email" autoComplete="username" value={view.email} />
          <OwnerField id="accept-password" label={t('roles.acceptPassword', { min: view.minLength })} error={view.passwordError}>
            <input name="password" type="password" autoComplete="new-password" required minLength={view.minLength} autoFocus={!view.formError} />
          </OwnerField>
          <button type="submit" className="owner-button">
            {t('roles.acceptSubmit')}
          </button>
        </form>
      </div>
    </div>
  );
}
