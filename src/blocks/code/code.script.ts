import type { BlockScript } from '../block-script.ts';
import { CONSENT_EVENT } from '../../shared/consent.ts';
import { OWNER_FRAME_MESSAGE, OWNER_FRAME_SANDBOX, ownerFrameHeight } from '../../shared/owner-frame.ts';

/** Whether the visitor accepted cookies (§4 ss_cookieAllowed). */
const consented = () => /(?:^|;\s*)ss_cookieAllowed=true(?:;|$)/.test(document.cookie);

/**
 * Owner frames (src/ui/owner-frame.tsx): a click puts the sandboxed frame in place of the
 * button — after consent where the site asks for it — and moves focus to it. The frame's height
 * follows what the frame reports, taken only as a number and only from that frame's window.
 */
const start: BlockScript = (root) => {
  for (const el of root.querySelectorAll<HTMLElement>('[data-block-script="code"]')) {
    if (el.dataset.started) continue;
    el.dataset.started = 'true';
    const button = el.querySelector<HTMLButtonElement>('.owner-frame__run');
    const waiting = el.querySelector<HTMLElement>('.owner-frame__consent');
    let wanted = false;
    const load = () => {
      if (el.querySelector('iframe')) return;
      if (el.dataset.frameConsent === 'true' && !consented()) {
        if (waiting) waiting.hidden = false;
        return;
      }
      const frame = document.createElement('iframe');
      frame.setAttribute('sandbox', OWNER_FRAME_SANDBOX);
      frame.title = el.dataset.frameTitle ?? '';
      frame.className = 'owner-frame__frame';
      frame.src = el.dataset.frameSrc ?? 'about:blank';
      const onMessage = (event: MessageEvent) => {
        if (!frame.isConnected) return removeEventListener('message', onMessage);
        if (event.source !== frame.contentWindow || event.data?.type !== OWNER_FRAME_MESSAGE) return;
        const height = ownerFrameHeight(event.data.height);
        if (height !== undefined) frame.style.height = `${height}px`;
      };
      addEventListener('message', onMessage);
      el.querySelector('.owner-frame__placeholder')?.replaceWith(frame);
      el.classList.add('owner-frame--loaded');
      if (wanted) frame.focus();
    };
    button?.addEventListener('click', () => {
      wanted = true;
      load();
    });
    // Consent given after the click: the frame the visitor asked for appears then.
    document.addEventListener(CONSENT_EVENT, () => {
      if (wanted && consented()) load();
    });
  }
};
export default start;
