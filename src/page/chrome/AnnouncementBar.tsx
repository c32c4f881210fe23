import type { AnnouncementBar as Bar } from '../../model/announcement-bar.ts';
import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { t } from '../../shared/messages/index.ts';
import { ANNOUNCEMENT_PART } from '../../shared/overlays.ts';
import { isExternal } from '../../ui/links.ts';
import { classList } from '../../ui/class-list.ts';

/**
 * The announcement bar (§1, §6): drawn by the server above the site header, so it shifts
 * nothing when the page loads. A labelled region; a dismissable bar carries the chrome part
 * `announcement-bar` (src/runtime/chrome/announcement-bar.ts) and its version, which the dismiss
 * button stores in ss_announcementDismissed. Whether it is drawn at all: overlay-state.ts.
 */
export function AnnouncementBar({ bar }: { bar: Bar }) {
  const part = bar.dismissable ? { [CHROME_ATTRIBUTE]: ANNOUNCEMENT_PART, 'data-version': bar.version } : {};
  return (
    <section className={classList`announcement-bar${bar.dismissable ? ' announcement-bar--dismissable' : ''}`} aria-label={t('overlays.announcementLabel')} {...part}>
      <p className="announcement-bar__text">
        {bar.text}
        {bar.link ? (
          <>
            {' '}
            <a className="announcement-bar__link" href={bar.link.href} rel={isExternal(bar.link.href) ? 'noopener' : undefined}>
              {bar.link.label}
            </a>
          </>
        ) : null}
      </p>
      {bar.dismissable ? (
        <button type="button" className="announcement-bar__dismiss" aria-label={t('overlays.announcementDismiss')}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
