/**
 * Quick view (docs/commerce.md "Storefront"): a store grid card's «Vista rápida» opens the
 * product in a dialog — image, price, excerpt and the buy form — without leaving the grid. A
 * chunk of its own, fetched on the first open. Its content is the product page itself (cached,
 * shared HTML: no endpoint of its own), fetched and reduced to those parts, so the form is the
 * page's form, started like it. Opening it sends the §7 census RecordQuickView/{id}.
 *
 * The dialog: role=dialog, aria-modal, labelled by the product's title; focus trapped inside
 * (the chrome's focus trap) and given back to the button; Escape, the close button and a click
 * on the backdrop close it.
 */
import { storefrontMessages as S } from '../../shared/messages/storefront.ts';
import { trapFocus } from '../chrome/focus-trap.ts';
import { startBuyForm } from './buy-form.ts';

/** Fetches a product page's HTML (same origin only); tests replace it. */
export type PageFetch = (href: string) => Promise<string>;

const fetchPage: PageFetch = async (href) => {
  const res = await fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`quick view: ${res.status}`);
  return res.text();
};

let counter = 0;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
};

/** The parts of a product page a quick view shows, moved into this document with ids made unique. */
export function quickViewParts(html: string, prefix: string): { media?: Element; lead?: Element; form?: HTMLFormElement } {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const pick = (selector: string) => {
    const node = page.querySelector(selector);
    return node ? (document.importNode(node, true) as Element) : undefined;
  };
  const parts = { media: pick('.product-page__media picture, .product-page__media img'), lead: pick('.product-page__lead'), form: pick('form.product-buy') as HTMLFormElement | undefined };
  // The page's ids (buy-…) may be on this page too (a product block): prefixed, with what names them.
  for (const root of [parts.form]) {
    if (!root) continue;
    for (const node of root.querySelectorAll('[id]')) node.id = `${prefix}-${node.id}`;
    for (const node of root.querySelectorAll('[for]')) node.setAttribute('for', `${prefix}-${node.getAttribute('for')}`);
    for (const node of root.querySelectorAll('[aria-describedby]')) node.setAttribute('aria-describedby', `${prefix}-${node.getAttribute('aria-describedby')}`);
  }
  return parts;
}

/** Opens the quick view of the card's product (`data-quick-view` = item id, `data-href` = its page). */
export async function openQuickView(button: HTMLElement, load: PageFetch = fetchPage): Promise<HTMLElement | undefined> {
  const itemId = button.dataset.quickView ?? '';
  const href = button.dataset.href ?? '';
  const url = new URL(href, location.href);
  if (!itemId || url.origin !== location.origin || document.querySelector('.quick-view')) return undefined;
  const id = `quick-view-${++counter}`;
  const title = button.closest('article')?.querySelector('.card__title')?.textContent?.trim() ?? '';

  const root = el('div', 'quick-view');
  const panel = el('div', 'quick-view__panel');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-labelledby', `${id}-title`);
  const close = el('button', 'quick-view__close');
  close.type = 'button';
  close.setAttribute('aria-label', S['storefront.close']);
  close.innerHTML = '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"/></svg>';
  const media = el('div', 'quick-view__media');
  const info = el('div', 'quick-view__info');
  const heading = el('h2', 'quick-view__title', title);
  heading.id = `${id}-title`;
  const body = el('div', 'quick-view__body');
  body.setAttribute('aria-busy', 'true');
  body.append(el('p', 'quick-view__loading', S['storefront.loading']));
  info.append(heading, body);
  panel.append(close, media, info);
  root.append(panel);

  const scroll = document.documentElement.style.overflow;
  let release = () => {};
  const shut = () => {
    if (!root.isConnected) return;
    root.remove();
    document.documentElement.style.overflow = scroll;
    release();
  };
  close.addEventListener('click', shut);
  root.addEventListener('click', (event) => {
    if (event.target === root) shut();
  });
  document.body.append(root);
  document.documentElement.style.overflow = 'hidden';
  release = trapFocus(panel, { onEscape: shut, initial: close });
  window.Vitrina?.track.quickView(itemId);

  try {
    const parts = quickViewParts(await load(url.pathname), id);
    if (!parts.form) throw new Error('quick view: no buy form');
    if (parts.media) media.append(parts.media);
    else media.hidden = true;
    const more = el('p', 'quick-view__more');
    const link = el('a', '', S['storefront.viewDetails']);
    link.setAttribute('href', url.pathname);
    more.append(link);
    body.replaceChildren(...[parts.lead, parts.form, more].filter((n): n is Element => Boolean(n)));
    startBuyForm(parts.form);
  } catch {
    const failed = el('p', 'quick-view__failed', S['storefront.quickViewFailed'] + ' ');
    const link = el('a', '', S['storefront.viewProduct']);
    link.setAttribute('href', url.pathname);
    failed.append(link);
    body.replaceChildren(failed);
  }
  body.removeAttribute('aria-busy');
  return root;
}
