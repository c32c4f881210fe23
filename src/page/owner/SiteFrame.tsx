import { t } from '../../shared/messages/index.ts';

/**
 * The site inside the owner's area (/config/?frameUrl=…, SPEC §2): a heading, a hint about the
 * keys, and the page in a same-origin iframe. `src` is already checked (src/server/owner/frame-url.ts).
 */
export function SiteFrame({ src }: { src: string }) {
  return (
    <div className="owner-frame">
      <div className="owner-frame__head">
        <h1 className="owner-frame__title">{t('owner.frameTitle')}</h1>
        <p className="owner-muted">{t('owner.frameHint')}</p>
      </div>
      <iframe className="owner-frame__view" id="owner-site-frame" src={src} title={t('owner.frameLabel', { path: src })} />
    </div>
  );
}
