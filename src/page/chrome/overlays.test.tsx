// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WebsiteSettings } from '../../model/website.ts';
import { newsletterForm } from '../../shared/forms/test-form.ts';
import { PageType } from '../../shared/enums.ts';
import { POPUP_NEWSLETTER_BLOCK_ID } from '../../shared/overlays.ts';
import type { PageModel } from '../context.ts';
import { renderPage } from '../render.tsx';
import { fixtureAssets, fixturePage, fixtureSite } from '../test-fixtures.ts';
import { showAnnouncementBar } from './overlay-state.ts';

const SETTINGS = {
  announcementBar: { enabled: true, text: 'Envío gratis desde $600', link: { href: '/tienda', label: 'Ir a la tienda' }, version: 'envio-1' },
  mobileInfoBarSettings: { enabled: true, address: 'Colima 187, Roma Norte', phone: '+52 55 5264 1187', email: 'hola@cafe.mx', hours: 'Lun a vie 8–20' },
  popupOverlaySettings: {
    enabled: true, title: '10 % en tu primera bolsa', body: 'Una carta al mes.', image: { mediaId: 'granos' }, style: 'image',
    newsletter: { ...newsletterForm, notificationEmail: 'duena@secreto.mx' },
  },
};

/** A page of the fixture site with the overlays set (and `overrides` of the page model). */
function page(settings: object = SETTINGS, overrides: Partial<PageModel> = {}) {
  const site = fixtureSite();
  site.settings = v.parse(WebsiteSettings, { ...site.settings, ...settings });
  const model = fixturePage([], { site, ...overrides });
  const html = renderPage(model, { ...fixtureAssets, islands: { newsletter: { src: '/assets/newsletter-abc.js', preload: [] } } });
  const doc = new DOMParser().parseFromString(html.replace(/<link [^>]*>/g, ''), 'text/html');
  const context = JSON.parse(doc.getElementById('vitrina-context')!.textContent!);
  return { model, html, doc, context, $: (s: string) => doc.querySelector(s) };
}

describe('the announcement bar', () => {
  it('is drawn first in <body> after the skip link, a labelled region with its link and a labelled dismiss button', () => {
    const { doc, $, context } = page();
    const bar = $('.announcement-bar')!;
    expect(doc.body.children[0].className).toBe('skip-link');
    expect(doc.body.children[1]).toBe(bar);
    expect(bar.tagName).toBe('SECTION');
    expect(bar.getAttribute('aria-label')).toBe('Anuncio');
    expect(bar.getAttribute('data-chrome')).toBe('announcement-bar');
    expect(bar.getAttribute('data-version')).toBe('envio-1');
    expect(bar.querySelector('a')!.getAttribute('href')).toBe('/tienda');
    expect(bar.querySelector('button')!.getAttribute('aria-label')).toBe('Cerrar el anuncio');
    expect(context.showAnnouncementBar).toBe(true);
  });

  it('is not drawn for a visitor who dismissed this version, drawn again for another version, always for an owner', () => {
    expect(page(SETTINGS, { visitor: { consentAnswered: false, dismissedAnnouncement: 'envio-1' } }).$('.announcement-bar')).toBeNull();
    expect(page(SETTINGS, { visitor: { consentAnswered: false, dismissedAnnouncement: 'envio-0' } }).$('.announcement-bar')).not.toBeNull();
    const owner = page(SETTINGS, { visitor: { consentAnswered: true, dismissedAnnouncement: 'envio-1' }, viewer: { accountId: 'o1', roles: [1] } });
    expect(owner.$('.announcement-bar')).not.toBeNull();
    expect(owner.context.showAnnouncementBar).toBe(true);
  });

  it('a bar that cannot be dismissed has no button and no runtime part; a disabled bar is not drawn', () => {
    const fixed = page({ announcementBar: { enabled: true, text: 'Hola', dismissable: false } });
    expect(fixed.$('.announcement-bar button')).toBeNull();
    expect(fixed.$('.announcement-bar')!.hasAttribute('data-chrome')).toBe(false);
    const off = page({ announcementBar: { enabled: false, text: 'Hola' } });
    expect(off.$('.announcement-bar')).toBeNull();
    expect(off.context.showAnnouncementBar).toBe(false);
    expect(showAnnouncementBar(fixturePage([]))).toBe(false);
  });
});

describe('the mobile information bar', () => {
  it('is a labelled navigation of plain links: map search, tel:, mailto:, with the hours', () => {
    const { $ } = page();
    const bar = $('nav.mobile-info-bar')!;
    expect(bar.getAttribute('aria-label')).toBe('Información de contacto');
    const links = [...bar.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')]);
    expect(links).toEqual([
      ['https://www.google.com/maps/search/?api=1&query=Colima%20187%2C%20Roma%20Norte', 'Cómo llegar: Colima 187, Roma Norte (abre un mapa)'],
      ['tel:+525552641187', 'Llamar al +52 55 5264 1187'],
      ['mailto:hola@cafe.mx', 'Escribir a hola@cafe.mx'],
    ]);
    expect(bar.querySelector('.mobile-info-bar__hours')!.textContent).toBe('Horario: Lun a vie 8–20');
    expect(bar.classList.contains('mobile-info-bar--with-hours')).toBe(true);
  });

  it('uses the owner map link and button when given', () => {
    const { $ } = page({ mobileInfoBarSettings: { enabled: true, mapUrl: 'https://maps.example.com/cafe', address: 'Colima 187', button: { label: 'Reservar', href: '/reservas' } } });
    expect([...$('nav.mobile-info-bar')!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://maps.example.com/cafe', '/reservas']);
  });
});

describe('the popup overlay', () => {
  it('is drawn hidden at the end of <body>: a modal dialog labelled by its title, with its image and close button', () => {
    const { $, doc } = page();
    const popup = $('[data-chrome="popup-overlay"]')!;
    expect(popup.hasAttribute('hidden')).toBe(true);
    const dialog = popup.querySelector('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(doc.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('10 % en tu primera bolsa');
    expect(popup.querySelector('.popup-overlay__close')!.getAttribute('aria-label')).toBe('Cerrar');
    expect(popup.querySelector('img')!.getAttribute('alt')).toBe('Granos de café tostado');
    expect(popup.nextElementSibling!.id).toBe('vitrina-context');
  });

  it('its newsletter is the newsletter island, marked as the overlay form, listed in the page islands, without the notification address', () => {
    const { $, context, html } = page();
    const island = $('[data-overlay-form] [data-island="newsletter"]')!;
    expect(island.getAttribute('data-block-id')).toBe(POPUP_NEWSLETTER_BLOCK_ID);
    expect(island.querySelector('input[type="email"]')).not.toBeNull();
    expect(context.islands).toEqual({ newsletter: '/assets/newsletter-abc.js' });
    // Hidden until the popup opens: its chunk (and React) is not preloaded on every page.
    expect(html).not.toContain('newsletter-abc.js" rel="modulepreload"');
    expect(html).not.toMatch(/modulepreload[^>]*newsletter-abc/);
    expect(html).not.toContain('duena@secreto.mx');
    expect(context.websiteSettings.popupOverlaySettings.newsletter.id).toBe(newsletterForm.id);
  });

  it('an owner gets the note; a disabled popup or a lock screen draws nothing', () => {
    expect(page().$('.popup-overlay__note')).toBeNull();
    expect(page(SETTINGS, { viewer: { accountId: 'o1', roles: [1] } }).$('.popup-overlay__note')!.textContent).toContain('una vez por sesión');
    const off = page({ popupOverlaySettings: { ...SETTINGS.popupOverlaySettings, enabled: false } });
    expect(off.$('[data-chrome="popup-overlay"]')).toBeNull();
    expect(off.context.islands).toEqual({});
    expect(page(SETTINGS, { pageType: PageType.LOCK_SCREEN }).$('[data-chrome="popup-overlay"]')).toBeNull();
  });
});
