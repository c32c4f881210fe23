import { text } from './text.ts';

/** What the system error overlay shows: a message, or url/format/message details, or the generic text. */
export interface SystemErrorDetail {
  message?: string;
  url?: string;
  format?: string;
}

const ID = 'vitrina-system-error';
let open: { close(refocus?: boolean): void; restore: HTMLElement | null; root: HTMLElement } | undefined;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * Shows the system error overlay of §8: an accessible alert dialog with "Recargar la página"
 * and "Cerrar"; focus moves into it and back on close; Escape closes. Replaces one already open.
 * Returns the function that closes it.
 */
export function showSystemError(detail: SystemErrorDetail = {}): () => void {
  // A new error replaces the one shown; focus will go back to where it was before the first.
  const shown = open?.root.isConnected ? open : undefined;
  open?.close(false);
  const restore = shown ? shown.restore : (document.activeElement as HTMLElement | null);
  let body: HTMLElement;
  if (detail.url) {
    const row = (label: string, value = '') => [el('dt', { textContent: label }), el('dd', { textContent: value })];
    body = el('dl', {}, ...row(text('error.overlay.url'), detail.url), ...row(text('error.overlay.format'), detail.format), ...row(text('error.overlay.message'), detail.message));
  } else {
    body = el('p', { textContent: detail.message || text('error.overlay.generic') });
  }
  body.id = `${ID}-body`;
  const reload = el('button', { type: 'button', textContent: text('error.overlay.reload'), onclick: () => location.reload() });
  const dismiss = el('button', { type: 'button', textContent: text('error.overlay.close') });
  const panel = el('div', {}, el('h2', { id: `${ID}-title`, textContent: text('error.overlay.title') }), body, el('p', {}, reload, ' ', dismiss));
  const root = el('div', { id: ID }, panel);
  for (const [name, value] of [['role', 'alertdialog'], ['aria-modal', 'true'], ['aria-labelledby', `${ID}-title`], ['aria-describedby', body.id]]) {
    root.setAttribute(name, value);
  }
  root.style.cssText = 'position:fixed;inset:0;z-index:30000;display:grid;place-items:center;padding:20px;background:rgba(0,0,0,.5)';
  panel.style.cssText = 'max-width:28rem;padding:20px;border-radius:8px;background:#fff;color:#111;overflow-wrap:anywhere';

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeThis();
    // Keep Tab between the two buttons: nothing behind the dialog is reachable.
    if (event.key === 'Tab' && document.activeElement === (event.shiftKey ? reload : dismiss)) {
      event.preventDefault();
      (event.shiftKey ? dismiss : reload).focus();
    }
  };
  const closeThis = (refocus = true) => {
    root.remove();
    document.removeEventListener('keydown', onKey, true);
    if (open?.close === closeThis) open = undefined;
    if (refocus && restore?.isConnected) restore.focus?.();
  };
  open = { close: closeThis, restore, root };
  dismiss.onclick = () => closeThis();
  document.addEventListener('keydown', onKey, true);
  document.body.append(root);
  dismiss.focus();
  return () => closeThis();
}
