import type { CSSProperties } from 'react';
import { blockScriptAttributes } from '../shared/islands.ts';
import { t } from '../shared/messages/index.ts';
import { OWNER_FRAME_DEFAULT_HEIGHT, ownerFrameHeight, ownerFramePath } from '../shared/owner-frame.ts';

export interface OwnerFrameProps {
  collectionId: string;
  blockId: string;
  /** What the content is, for the button and the frame's title. */
  title?: string;
  /** The frame's height until the frame reports its own (px). */
  height?: number;
  /** The site asks for consent: the frame waits for it too (the owner's code may call anyone). */
  asksConsent: boolean;
}

/**
 * The place of owner code that runs (code and html blocks, src/shared/owner-frame.ts): a button
 * that, on a click, puts the sandboxed frame in its place (src/blocks/code/code.script.ts). Nothing
 * is fetched before: the owner's code may load anything from anywhere over https.
 */
export function OwnerFrame({ collectionId, blockId, title, height, asksConsent }: OwnerFrameProps) {
  const h = ownerFrameHeight(height) ?? OWNER_FRAME_DEFAULT_HEIGHT;
  return (
    <div
      className="owner-frame"
      {...blockScriptAttributes('code')}
      data-frame-src={ownerFramePath(collectionId, blockId)}
      data-frame-title={title ? t('code.frameTitled', { title }) : t('code.frame')}
      data-frame-consent={asksConsent ? 'true' : undefined}
      style={{ '--owner-frame-height': `${h}px` } as CSSProperties}
    >
      <div className="owner-frame__placeholder">
        <button type="button" className="owner-frame__run">
          {title ? t('code.runTitled', { title }) : t('code.run')}
        </button>
        <p className="owner-frame__note">{t('code.runNote')}</p>
        <p className="owner-frame__consent" role="status" hidden>
          {t('code.waitingConsent')}
        </p>
      </div>
    </div>
  );
}
