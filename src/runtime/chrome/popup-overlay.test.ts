// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_EVENT } from '../../blocks/form/FormBlock.tsx';
import { NEWSLETTER_SUBSCRIBED_EVENT, POPUP_NEWSLETTER_BLOCK_ID, POPUP_OWNER_SEEN, POPUP_STORAGE } from '../../shared/overlays.ts';
import { OPEN_CLASS, start } from './popup-overlay.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const DAY = 86_400_000;
const SETTINGS = { enabled: true, style: 'light', enableMobile: false, version: '2', showUntilSignup: true, displayFrequency: 7, delay: 3, title: 'Hola', body: '' } as const;
const overlay = vi.fn();

/** The popup as the server draws it (PopupOverlay.tsx), a button outside it that has focus. */
function setUp(settings: object = SETTINGS, owner = false) {
  document.body.innerHTML = `<button id="fuera">Fuera</button>
    <div class="popup-overlay" data-chrome="popup-overlay" hidden>
      <div class="popup-overlay__backdrop" data-popup-close=""></div>
      <div class="popup-overlay__dialog" role="dialog" aria-modal="true" aria-labelledby="t" tabindex="-1">
        <button type="button" class="popup-overlay__close" aria-label="Cerrar" data-popup-close="">x</button>
        <h2 id="t">Hola</h2>
        <div data-overlay-form=""><input id="correo" type="email"><button id="enviar">Suscribirme</button><div aria-hidden="true"><input id="trampa" tabindex="-1"></div></div>
      </div>
    </div>`;
  document.getElementById('fuera')!.focus();
  const element = document.querySelector<HTMLElement>('[data-chrome="popup-overlay"]')!;
  const context = { islands: {}, websiteSettings: { popupOverlaySettings: settings }, authenticatedAccount: owner ? { id: 'o1' } : null } as unknown as Parameters<typeof start>[1];
  start(element, context);
  return { element, dialog: element.querySelector<HTMLElement>('[role="dialog"]')! };
}
const escape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
const actions = () => overlay.mock.calls.map(([f]) => f.action);

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'Date'] });
  Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
  (window as any).Vitrina = { track: { overlay } };
  localStorage.clear();
  sessionStorage.clear();
  overlay.mockClear();
});
afterEach(() => {
  escape(); // closes what a test left open (its focus trap listens on the document)
  vi.useRealTimers();
  document.documentElement.classList.remove(OPEN_CLASS);
});

describe('the popup overlay runtime', () => {
  it('opens after `delay` seconds as a modal with focus inside, and sends the show census with the popup page fields', () => {
    const { element, dialog } = setUp();
    vi.advanceTimersByTime(2999);
    expect(element.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(element.hidden).toBe(false);
    expect(document.activeElement).toBe(dialog);
    expect(document.documentElement.classList.contains(OPEN_CLASS)).toBe(true);
    expect(overlay).toHaveBeenCalledWith({ overlayId: 'popup-overlay', popupType: 2, pageType: 104, version: '2', action: 'show' });
    expect(localStorage.getItem(POPUP_STORAGE.version)).toBe('2');
  });

  it('Escape closes it, stores the closed date, gives focus back and sends the close census', () => {
    const { element } = setUp();
    vi.advanceTimersByTime(3000);
    escape();
    expect(element.hidden).toBe(true);
    expect(document.activeElement!.id).toBe('fuera');
    expect(localStorage.getItem(POPUP_STORAGE.closedDate)).toBe(new Date(NOW + 3000).toISOString());
    expect(actions()).toEqual(['show', 'close']);
    expect(document.documentElement.classList.contains(OPEN_CLASS)).toBe(false);
  });

  it('the close button and the backdrop close it too', () => {
    for (const selector of ['.popup-overlay__close', '.popup-overlay__backdrop']) {
      localStorage.clear();
      const { element } = setUp();
      vi.advanceTimersByTime(3000);
      element.querySelector<HTMLElement>(selector)!.click();
      expect(element.hidden, selector).toBe(true);
      expect(localStorage.getItem(POPUP_STORAGE.closedDate), selector).not.toBeNull();
    }
  });

  it('keeps Tab inside while open (a field out of the Tab order, like the honeypot, is not the last stop)', () => {
    setUp();
    vi.advanceTimersByTime(3000);
    document.getElementById('enviar')!.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(document.activeElement!.className).toBe('popup-overlay__close');
  });

  it('stays closed within displayFrequency days of a close, opens again after', () => {
    localStorage.setItem(POPUP_STORAGE.version, '2');
    localStorage.setItem(POPUP_STORAGE.closedDate, new Date(NOW - 6 * DAY).toISOString());
    expect(setUp().element.hidden).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(document.querySelector<HTMLElement>('.popup-overlay')!.hidden).toBe(true);
    localStorage.setItem(POPUP_STORAGE.closedDate, new Date(NOW - 7 * DAY).toISOString());
    const { element } = setUp();
    vi.advanceTimersByTime(3000);
    expect(element.hidden).toBe(false);
  });

  it('a new version clears the closed date and the submitted flag', () => {
    localStorage.setItem(POPUP_STORAGE.version, '1');
    localStorage.setItem(POPUP_STORAGE.closedDate, new Date(NOW).toISOString());
    localStorage.setItem(POPUP_STORAGE.submitted, 'true');
    const { element } = setUp();
    expect(localStorage.getItem(POPUP_STORAGE.version)).toBe('2');
    expect(localStorage.getItem(POPUP_STORAGE.closedDate)).toBeNull();
    expect(localStorage.getItem(POPUP_STORAGE.submitted)).toBeNull();
    vi.advanceTimersByTime(3000);
    expect(element.hidden).toBe(false);
  });

  it('a subscription through its newsletter stores the submitted flag; another newsletter of the page does not', () => {
    expect(NEWSLETTER_SUBSCRIBED_EVENT).toBe(NEWSLETTER_EVENT);
    setUp();
    dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { detail: { formId: 'f', blockId: 'otro-boletin' } }));
    expect(localStorage.getItem(POPUP_STORAGE.submitted)).toBeNull();
    dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { detail: { formId: 'f', blockId: POPUP_NEWSLETTER_BLOCK_ID } }));
    expect(localStorage.getItem(POPUP_STORAGE.submitted)).toBe('true');
    expect(actions()).toEqual(['submit']);
  });

  it('not on a phone unless enableMobile', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    const phone = setUp();
    vi.advanceTimersByTime(3000);
    expect(phone.element.hidden).toBe(true);
    const mobile = setUp({ ...SETTINGS, enableMobile: true });
    vi.advanceTimersByTime(3000);
    expect(mobile.element.hidden).toBe(false);
  });

  it('a signed-in owner sees it once per session whatever the visitor keys say, and stores nothing for visitors', () => {
    localStorage.setItem(POPUP_STORAGE.version, '2');
    localStorage.setItem(POPUP_STORAGE.submitted, 'true');
    const first = setUp(SETTINGS, true);
    vi.advanceTimersByTime(3000);
    expect(first.element.hidden).toBe(false);
    escape();
    expect(sessionStorage.getItem(POPUP_OWNER_SEEN)).toBe('1');
    expect(localStorage.getItem(POPUP_STORAGE.closedDate)).toBeNull();
    expect(overlay).not.toHaveBeenCalled();
    const again = setUp(SETTINGS, true);
    vi.advanceTimersByTime(3000);
    expect(again.element.hidden).toBe(true);
  });

  it('waits while the visitor types in a field of the page or another modal dialog is open', () => {
    const { element } = setUp();
    const field = document.createElement('input');
    document.body.prepend(field);
    field.focus();
    vi.advanceTimersByTime(5000);
    expect(element.hidden).toBe(true);
    field.blur();
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    vi.advanceTimersByTime(1000);
    expect(element.hidden).toBe(true);
    other.remove();
    vi.advanceTimersByTime(1000);
    expect(element.hidden).toBe(false);
  });

  it('waits while the cookie banner waits for an answer, and opens once it is answered', () => {
    const banner = document.createElement('section');
    banner.setAttribute('data-chrome', 'cookie-banner');
    const { element } = setUp();
    document.body.append(banner);
    vi.advanceTimersByTime(5000);
    expect(element.hidden).toBe(true);
    banner.hidden = true;
    vi.advanceTimersByTime(1000);
    expect(element.hidden).toBe(false);
  });

  it('a disabled popup does nothing', () => {
    const { element } = setUp({ ...SETTINGS, enabled: false });
    vi.advanceTimersByTime(10_000);
    expect(element.hidden).toBe(true);
    expect(localStorage.length).toBe(0);
  });
});
