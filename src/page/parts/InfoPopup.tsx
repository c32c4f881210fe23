import { t } from '../../shared/messages/index.ts';
import type { PageNotice } from '../notice.ts';

/**
 * The information popup of §4 for a notice: shown on arrival and hidden after 2 s (§9), by CSS
 * alone, so it costs the always-loaded runtime nothing. A status region, so it is announced.
 */
export function InfoPopup({ notice }: { notice: PageNotice }) {
  return (
    <div className="info-popup" role="status" data-notice={notice}>
      <p className="info-popup__title">{t('page.logoutTitle')}</p>
      <p className="info-popup__text">{t('page.logoutMessage')}</p>
    </div>
  );
}
