// @vitest-environment happy-dom
import { createElement } from 'react';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieSettings } from '../../model/website.ts';
import { CookieBanner } from '../../page/chrome/CookieBanner.tsx';
import { CONSENT_EVENT, COOKIE_BANNER_EVENTS, COOKIE_BANNER_FORCED_CLASS, COOKIE_BANNER_UPDATED_EVENT } from '../../shared/consent.ts';
import { readCookie } from '../tracking/cookies.ts';
import { start } from './cookie-banner.ts';
import * as v from 'valibot';

/** The server's banner (the real markup), a header link before it, <main> and the footer control after it. */
function mount(settings: Record<string, unknown>, answered = false, beforeStart?: (banner: HTMLElement) => void) {
  const parsed = v.parse(CookieSettings, { isCookieBannerEnabled: true, ...settings });
  document.body.innerHTML =
    '<a id="antes" href="#contenido">Saltar</a>' +
    renderStaticMarkup(createElement(CookieBanner, { settings: parsed, answered })) +
    '<main id="contenido" tabindex="-1"><a id="enlace" href="/x">x</a></main>' +
    '<footer><button type="button" data-cookie-preferences="">Preferencias de cookies</button></footer>';
  const banner = document.querySelector<HTMLElement>('[data-chrome="cookie-banner"]')!;
  beforeStart?.(banner);
  start(banner, { islands: {}, websiteSettings: { cookieSettings: parsed } as any });
  const button = (answer: 'true' | 'false') => banner.querySelector<HTMLButtonElement>(`[data-cookie-answer="${answer}"]`)!;
  return { banner, accept: button('true'), refuse: button('false') };
}
const forget = () => (document.cookie = 'ss_cookieAllowed=; max-age=0; path=/');

afterEach(() => {
  forget();
  document.body.innerHTML = '';
  document.body.className = '';
  delete window.Vitrina;
  vi.restoreAllMocks();
});

describe('the cookie banner in the browser', () => {
  it('Accept stores true, says so with CONSENT_EVENT, hides the banner and gives focus back', () => {
    const { banner, accept, refuse } = mount({ cookieBannerCtaVariant: 'BUTTON' });
    expect(refuse.hidden).toBe(true);
    const heard = vi.fn();
    document.addEventListener(CONSENT_EVENT, heard, { once: true });
    document.getElementById('antes')!.focus();
    accept.focus();
    accept.click();
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    expect(heard).toHaveBeenCalledOnce();
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({ allowed: true });
    expect(banner.hidden).toBe(true);
    expect(document.activeElement!.id).toBe('antes');
  });

  it('focus that reached the banner by keyboard before the script ran goes back to the Tab stop before the banner', () => {
    // CI, 2026-11-29: Tab pressed before the banner's chunk had started; Accept then sent focus to <main>.
    const { accept } = mount({ cookieBannerCtaVariant: 'BUTTON' }, false, (banner) => banner.querySelector<HTMLElement>('[data-cookie-answer="true"]')!.focus());
    expect(document.activeElement).toBe(accept);
    accept.click();
    expect(document.activeElement!.id).toBe('antes');
  });

  it('with no earlier focus, focus goes to <main>', () => {
    const { accept } = mount({});
    accept.focus();
    accept.click();
    expect(document.activeElement!.tagName).toBe('MAIN');
  });

  it('answers through tracking when the runtime is there (it starts or stops visitor tracking)', () => {
    const consent = vi.fn();
    window.Vitrina = { track: { consent } } as any;
    const { refuse } = mount({ cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    refuse.click();
    expect(consent).toHaveBeenCalledWith(false);
  });

  it('Refuse under a restrictive policy stores false and clears the §9 cookies', () => {
    document.cookie = 'ss_cvr=a|1|1|1|1; path=/';
    document.cookie = 'ss_cvt=1; path=/';
    const { banner, refuse } = mount({ cookieBannerAcceptType: 'OPT_IN_AND_OUT', isRestrictiveCookiePolicyEnabled: true });
    expect(refuse.hidden).toBe(false);
    refuse.click();
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(readCookie('ss_cvr') ?? '').toBe('');
    expect(readCookie('ss_cvt') ?? '').toBe('');
    expect(banner.hidden).toBe(true);
  });

  it('the footer control reopens it with both answers; Escape closes it unchanged and focus returns to the control', () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    const { banner, accept, refuse } = mount({}, true);
    expect(banner.hidden).toBe(true);
    const control = document.querySelector<HTMLButtonElement>('[data-cookie-preferences]')!;
    control.focus();
    control.click();
    expect(banner.hidden).toBe(false);
    expect(refuse.hidden).toBe(false);
    expect(document.activeElement).toBe(refuse);
    refuse.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(banner.hidden).toBe(true);
    expect(document.activeElement).toBe(control);
    expect(readCookie('ss_cookieAllowed')).toBe('true');
    // Reopened again, refusing withdraws consent; the OPT_IN banner hides its refuse button again.
    control.click();
    refuse.click();
    expect(readCookie('ss_cookieAllowed')).toBe('false');
    expect(document.activeElement).toBe(control);
    control.click();
    accept.click();
    expect(readCookie('ss_cookieAllowed')).toBe('true');
  });

  it('force shows it even when answered, with the forced class; unforce restores it', () => {
    document.cookie = 'ss_cookieAllowed=false; path=/';
    const { banner } = mount({}, true);
    document.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    expect(banner.hidden).toBe(false);
    expect(document.body.classList.contains(COOKIE_BANNER_FORCED_CLASS)).toBe(true);
    // Escape does not close a forced banner.
    banner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(banner.hidden).toBe(false);
    document.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.unforce));
    expect(banner.hidden).toBe(true);
    expect(document.body.classList.contains(COOKIE_BANNER_FORCED_CLASS)).toBe(false);
  });

  it('unforce keeps a banner that was shown before shown; an answer while forced ends the forcing', () => {
    const { banner, accept } = mount({});
    document.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    document.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.unforce));
    expect(banner.hidden).toBe(false);
    document.dispatchEvent(new Event(COOKIE_BANNER_EVENTS.force));
    accept.click();
    expect(banner.hidden).toBe(true);
    expect(document.body.classList.contains(COOKIE_BANNER_FORCED_CLASS)).toBe(false);
  });

  it('update re-draws it from raw settings through the §5 defaults and conversions, text cleaned', async () => {
    const { banner, accept, refuse } = mount({ cookieBannerCtaVariant: 'BUTTON' });
    const update = (detail: unknown) => {
      const done = new Promise((resolve) => banner.addEventListener(COOKIE_BANNER_UPDATED_EVENT, resolve, { once: true }));
      document.dispatchEvent(new CustomEvent(COOKIE_BANNER_EVENTS.update, { detail }));
      return done;
    };
    await update({
      cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'ICON',
      cookieBannerAcceptType: 'OPT_IN_AND_OUT', cookieBannerText: '<p>Nuevo <b>texto</b><img src=x onerror="alert(1)"></p>',
      cookieBannerCtaText: 'Sí', cookieBannerOptOutCtaText: 'No',
    });
    expect(banner.className).toBe('cookie-banner cookie-banner--popup cookie-banner--top-left cookie-banner--light cookie-banner--cta-icon');
    expect(banner.querySelector('.cookie-banner__text')!.innerHTML).toBe('<p>Nuevo <b>texto</b></p>');
    expect(accept.getAttribute('aria-label')).toBe('Aceptar cookies');
    expect(accept.textContent).toBe('Sí');
    expect(refuse.textContent).toBe('No');
    expect(refuse.hidden).toBe(false);
    expect(banner.hidden).toBe(false);
    // Nothing at all: the §5 defaults (unknown CTA → ICON, theme → DARK, BAR BOTTOM, OPT_IN).
    await update(null);
    expect(banner.className).toBe('cookie-banner cookie-banner--bar cookie-banner--bottom cookie-banner--dark cookie-banner--cta-icon');
    expect(accept.textContent).toBe('Aceptar');
    expect(refuse.hidden).toBe(true);
    expect(banner.querySelector('.cookie-banner__text')!.textContent).toMatch(/^Al navegar por esta página web/);
    await update({ cookieBannerCtaVariant: 'TEXT' });
    expect(accept.hasAttribute('aria-label')).toBe(false);
  });
});
