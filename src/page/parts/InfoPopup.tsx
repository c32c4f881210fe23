import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { DIALOG_CLASS as C, INFO_POPUP_PART } from '../../shared/dialogs.ts';
import { t } from '../../shared/messages/index.ts';
import type { PageNotice } from '../notice.ts';
import { classList } from '../../ui/class-list.ts';

/**
 * A notice as an information popup of §4 (the logout notice of §2): the same markup and classes
 * as the runtime's information popup (src/runtime/chrome/dialogs/dialogs.ts), drawn by the
 * server so it is there before any script. The chrome part 'info-popup' hides it after 2 s
 * (§9); src/page/styles/dialogs.css hides it after 2 s without script too. A status region, so
 * it is announced without taking focus.
 */
export function InfoPopup({ notice }: { notice: PageNotice }) {
  return (
    <div className={classList`${C.root} ${C.info}`} {...{ [CHROME_ATTRIBUTE]: INFO_POPUP_PART }} data-notice={notice}>
      <div className={C.panel} role="status">
        <p className={C.title}>{t('page.logoutTitle')}</p>
        <p className={C.message}>{t('page.logoutMessage')}</p>
      </div>
    </div>
  );
}
