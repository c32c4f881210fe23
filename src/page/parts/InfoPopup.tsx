import { t } from '../../shared/messages/index.ts';

/** Notices the server can draw on a page, by the query that asks for them (SPEC §2). */
export type PageNotice = 'logout';

/** The notice a page's query asks for: `logout=true` after signing out (§2, §7). */
export function noticeOf(query: URLSearchParams): PageNotice | undefined {
  return query.get('logout') === 'true' ? 'logout' : undefined;
}

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
