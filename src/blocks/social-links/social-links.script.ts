import type { BlockScript } from '../block-script.ts';

/**
 * The share buttons' «Copiar enlace»: shown only where the browser has a clipboard; a click
 * copies the page URL and says so in the polite status region (texts come from the server's
 * markup, so this chunk carries no catalogue).
 */
const start: BlockScript = (root) => {
  if (!navigator.clipboard?.writeText) return;
  for (const share of root.querySelectorAll<HTMLElement>('.share-buttons[data-block-script="social-links"]')) {
    const item = share.querySelector<HTMLElement>('[data-share-copy]');
    const button = item?.querySelector<HTMLButtonElement>('button[data-share-url]');
    const status = share.querySelector<HTMLElement>('[data-share-status]');
    if (!item || !button || !status || button.dataset.shareReady) continue;
    button.dataset.shareReady = 'true';
    item.hidden = false;
    let clear: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      const say = (text: string) => {
        status.textContent = text;
        clearTimeout(clear);
        clear = setTimeout(() => (status.textContent = ''), 5000);
      };
      navigator.clipboard.writeText(button.dataset.shareUrl ?? location.href).then(
        () => say(status.dataset.copied ?? ''),
        () => say(status.dataset.failed ?? ''),
      );
    });
  }
};
export default start;
