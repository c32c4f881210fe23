import type { PageModel } from '../context.ts';
import { t } from '../../shared/messages/index.ts';
import { siteState } from '../../shared/site-states.ts';
import { classList } from '../../ui/class-list.ts';

/**
 * The strip above everything that says a site is not in good standing (docs/site-states.md): the
 * «sitio de prueba» notice of a site in trial (§3 status 3), and, for the signed-in owner of a site
 * closed to visitors (expired, removed…), what visitors get instead. Drawn by the server: it
 * shifts nothing when the page loads. None for a site that serves as usual.
 */
export function SiteStateNotice({ model }: { model: PageModel }) {
  const state = siteState(model.site.website);
  const text = state.serves
    ? state.notice ? t('siteStates.trialNotice') : undefined
    : model.viewer ? (state.page ? t('siteStates.ownerNotice', { heading: t(state.page.heading) }) : t('siteStates.ownerNoticeHidden')) : undefined;
  if (!text) return null;
  return (
    <section className={classList`trial-notice${state.serves ? '' : ' trial-notice--closed'}`} aria-label={t('siteStates.trialLabel')}>
      <p className="trial-notice__text">{text}</p>
    </section>
  );
}
