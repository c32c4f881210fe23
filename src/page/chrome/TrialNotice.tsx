import { t } from '../../shared/messages/index.ts';

/**
 * The «sitio de prueba» notice of a site in trial (§3 status 3, docs/site-states.md): a thin labelled
 * strip above everything else, drawn by the server (it shifts nothing when the page loads).
 */
export function TrialNotice() {
  return (
    <section className="trial-notice" aria-label={t('siteStates.trialLabel')}>
      <p className="trial-notice__text">{t('siteStates.trialNotice')}</p>
    </section>
  );
}
