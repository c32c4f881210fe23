/**
 * Reservation and registry widgets in the browser (docs/blocks-widgets.md): the card's button
 * loads the provider's script — after the visitor's consent where the site asks — into the
 * block's mount, showing «Cargando…» then «listo» (or the failure, and the button again);
 * WIDGET_REINIT_EVENT on the block reloads it (§4). Nothing reaches the provider before the click.
 */
import { consentGiven, whenConsented } from '../../runtime/consent-wait.ts';
import { CONSENT_RELEASED_ATTRIBUTE } from '../../shared/consent.ts';
import type { BlockScript } from '../block-script.ts';
import { WIDGET_ATTRIBUTE, WIDGET_REINIT_EVENT, acuityFrameUrl, widgetScriptUrl } from './providers.ts';
import type { ReservationData } from './reservation.schema.ts';

type Widget = ReservationData & { asksConsent: boolean };
const STATE = 'data-widget-state';
const started = new WeakSet<Element>();

/** Starts every widget of the page. */
const startWidgets: BlockScript = (root) => {
  root.querySelectorAll<HTMLElement>('[data-block-script="reservation"]').forEach((el) => {
    if (started.has(el)) return;
    started.add(el);
    let widget: Widget;
    try {
      widget = JSON.parse(el.getAttribute(WIDGET_ATTRIBUTE) ?? '') as Widget;
    } catch {
      return;
    }
    el.querySelector('[data-widget-start]')?.addEventListener('click', () => void openWidget(el, widget));
    el.addEventListener(WIDGET_REINIT_EVENT, () => {
      // Re-init reloads the script (§4): only a widget that was loaded, or failed, has one to reload.
      const state = el.getAttribute(STATE);
      if (state === 'loaded' || state === 'failed') void loadWidget(el, widget);
    });
  });
};
export default startWidgets;

function setState(el: HTMLElement, state: string, message: string | null): void {
  el.setAttribute(STATE, state);
  const status = el.querySelector('.reservation-block__status');
  if (status) status.textContent = message ?? '';
}

/** The button: consent first where asked, then the provider's script. */
export async function openWidget(el: HTMLElement, widget: Widget): Promise<void> {
  const state = el.getAttribute(STATE);
  if (state !== 'idle' && state !== 'failed') return;
  const doc = el.ownerDocument;
  if (!consentGiven(widget.asksConsent, doc.cookie)) {
    setState(el, 'consent', el.getAttribute('data-msg-consent'));
    await whenConsented(doc, widget.asksConsent);
  }
  await loadWidget(el, widget);
}

/** Empties the mount and (re)loads the provider's script into it: loading, then loaded or failed. */
function loadWidget(el: HTMLElement, widget: Widget): Promise<void> {
  const doc = el.ownerDocument;
  const mount = el.querySelector<HTMLElement>('.reservation-block__mount');
  if (!mount) return Promise.resolve();
  mount.replaceChildren(...providerMarkup(doc, widget, el.getAttribute('data-msg-provider') ?? ''));
  setState(el, 'loading', el.getAttribute('data-msg-loading'));
  const script = doc.createElement('script');
  script.async = true;
  script.src = widgetScriptUrl(widget, el.getBoundingClientRect().width);
  // Loaded on consent: a withdrawal makes the consent gate reload the page, the only way to stop a script.
  if (widget.asksConsent) script.setAttribute(CONSENT_RELEASED_ATTRIBUTE, '');
  return new Promise((resolve) => {
    script.addEventListener('load', () => {
      const hadFocus = el.contains(doc.activeElement) && doc.activeElement !== doc.body;
      setState(el, 'loaded', el.getAttribute('data-msg-loaded'));
      // The button is gone from view: keep the keyboard where the form is.
      if (hadFocus) {
        mount.tabIndex = -1;
        mount.focus({ preventScroll: true });
      }
      resolve();
    });
    script.addEventListener('error', () => {
      mount.replaceChildren();
      setState(el, 'failed', el.getAttribute('data-msg-failed'));
      resolve();
    });
    mount.append(script);
  });
}

/** What the provider's script looks for on the page, before it runs. */
function providerMarkup(doc: Document, widget: Widget, title: string): Node[] {
  switch (widget.provider) {
    case 'tock': {
      // Tock's snippet, without an inline script: a queue its tock.js picks up.
      const w = window as unknown as { tock?: { (...a: unknown[]): void; queue: unknown[] } };
      if (!w.tock) {
        const queue: unknown[] = [];
        w.tock = Object.assign((...args: unknown[]) => void queue.push(args), { queue });
      }
      w.tock('init', widget.business);
      const box = doc.createElement('div');
      box.id = 'Tock_widget_container';
      box.setAttribute('data-tock-display-mode', 'Inline');
      box.setAttribute('data-tock-locale', 'es-mx');
      box.setAttribute('data-tock-timezone', 'America/Mexico_City');
      return [box];
    }
    case 'acuity': {
      const frame = doc.createElement('iframe');
      frame.src = acuityFrameUrl(widget);
      frame.title = title;
      frame.className = 'reservation-block__frame';
      return [frame];
    }
    case 'zola': {
      const link = doc.createElement('a');
      link.className = 'zola-registry-embed';
      link.href = `https://www.zola.com/registry/${widget.registryKey}`;
      link.setAttribute('data-registry-key', widget.registryKey);
      link.textContent = widget.title || widget.registryKey;
      return [link];
    }
    default:
      return [];
  }
}
