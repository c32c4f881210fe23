import type { PopupOverlaySettings } from '../../model/popup-overlay.ts';
import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { t } from '../../shared/messages/index.ts';
import { OVERLAY_FORM_ATTRIBUTE, POPUP_PART } from '../../shared/overlays.ts';
import { isExternal } from '../../ui/links.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import type { PageModel, RenderContext } from '../context.ts';
import { BlockView } from '../layout/BlockView.tsx';
import { popupNewsletterBlock } from './overlay-state.ts';
import { classList } from '../../ui/class-list.ts';

const TITLE_ID = 'popup-overlay-title';
const BODY_ID = 'popup-overlay-body';

/**
 * The popup overlay (§3 "Popup", §2 page type 104): drawn `hidden` at the end of the page, a
 * modal dialog labelled by its title. The chrome part `popup-overlay`
 * (src/runtime/chrome/popup-overlay.ts) decides from the settings in the page context and the
 * visitor's stored keys whether and when it opens. Its newsletter is the newsletter block,
 * rendered by the block renderer (the same island), inside an element marking it as the
 * overlay's form. A signed-in owner also gets a note saying what visitors see.
 */
export function PopupOverlay({ settings, model, ctx }: { settings: PopupOverlaySettings; model: PageModel; ctx: RenderContext }) {
  const image = settings.image ? ctx.media(settings.image.mediaId) : undefined;
  const newsletter = popupNewsletterBlock(model);
  const part = { [CHROME_ATTRIBUTE]: POPUP_PART };
  return (
    <div className={classList`popup-overlay popup-overlay--${settings.style}${image ? ' popup-overlay--has-image' : ''}`} hidden {...part}>
      <div className="popup-overlay__backdrop" data-popup-close="" />
      <div className="popup-overlay__dialog" role="dialog" aria-modal="true" aria-labelledby={TITLE_ID} aria-describedby={settings.body ? BODY_ID : undefined} tabIndex={-1}>
        <button type="button" className="popup-overlay__close" aria-label={t('overlays.popupClose')} data-popup-close="">
          <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none" />
          </svg>
        </button>
        {image ? (
          <div className="popup-overlay__media">
            <ResponsiveImage media={image} sizes="(max-width: 640px) 100vw, 360px" className="popup-overlay__image" />
          </div>
        ) : null}
        <div className="popup-overlay__content">
          <h2 className="popup-overlay__title" id={TITLE_ID}>
            {settings.title}
          </h2>
          {settings.body ? (
            <p className="popup-overlay__body" id={BODY_ID}>
              {settings.body}
            </p>
          ) : null}
          {newsletter ? (
            <div className="popup-overlay__form" {...{ [OVERLAY_FORM_ATTRIBUTE]: '' }}>
              <BlockView block={newsletter} ctx={ctx} />
            </div>
          ) : null}
          {settings.button ? (
            <p className="popup-overlay__actions">
              <a className="btn btn--primary popup-overlay__button" href={settings.button.href} rel={isExternal(settings.button.href) ? 'noopener' : undefined}>
                {settings.button.label}
              </a>
            </p>
          ) : null}
          {model.viewer ? <p className="popup-overlay__note">{t('overlays.popupOwnerNote')}</p> : null}
        </div>
      </div>
    </div>
  );
}
