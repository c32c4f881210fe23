import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { newsletterForm } from '../shared/forms/test-form.ts';
import { contentVersion } from '../shared/overlays.ts';
import { AnnouncementBar } from './announcement-bar.ts';
import { MobileInfoBarSettings } from './mobile-info-bar.ts';
import { PopupOverlaySettings } from './popup-overlay.ts';
import { WebsiteSettings } from './website.ts';

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('websiteSettings: the three overlays are optional', () => {
  it('a site without them has none', () => {
    const s = v.parse(WebsiteSettings, {});
    expect(s.announcementBar).toBeUndefined();
    expect(s.mobileInfoBarSettings).toBeUndefined();
    expect(s.popupOverlaySettings).toBeUndefined();
  });
});

describe('announcementBar', () => {
  it('defaults: disabled, empty text, dismissable, a version derived from the content', () => {
    expect(v.parse(AnnouncementBar, {})).toEqual({ enabled: false, text: '', dismissable: true, version: contentVersion('', '', '') });
  });

  it('derives the version from text and link (a changed bar shows again) unless one is given', () => {
    const bar = { enabled: true, text: 'Envío gratis', link: { href: '/tienda', label: 'Tienda' } };
    const a = v.parse(AnnouncementBar, bar).version;
    expect(a).toMatch(/^[\w-]{1,32}$/);
    expect(v.parse(AnnouncementBar, { ...bar, text: 'Envío gratis hoy' }).version).not.toBe(a);
    expect(v.parse(AnnouncementBar, { ...bar, link: { href: '/blog', label: 'Tienda' } }).version).not.toBe(a);
    expect(v.parse(AnnouncementBar, { ...bar, version: 'navidad-2026' }).version).toBe('navidad-2026');
  });

  it('accepts site-relative and https links only, and refuses what the cookie cannot hold', () => {
    const bar = (href: string) => ({ enabled: true, text: 'Hola', link: { href, label: 'Ver' } });
    expect(v.safeParse(AnnouncementBar, bar('/tienda?x=1#a')).success).toBe(true);
    expect(v.safeParse(AnnouncementBar, bar('https://tienda.example.com/x')).success).toBe(true);
    for (const href of ['http://example.com', 'javascript:alert(1)', '//evil.example', '/\\evil.example', 'tienda', 'https://']) {
      expect(messages(AnnouncementBar, bar(href)), href).toEqual(['link.href: Debe ser un enlace del sitio (/…) o una dirección https://']);
    }
    expect(messages(AnnouncementBar, { enabled: true, text: 'Hola', version: 'a b' })).toEqual(['version: La versión debe tener de 1 a 32 letras, dígitos, _ o -']);
    expect(v.safeParse(AnnouncementBar, { enabled: true, text: 'Hola', version: 'x'.repeat(33) }).success).toBe(false);
    expect(v.safeParse(AnnouncementBar, { enabled: true, text: 'x'.repeat(301) }).success).toBe(false);
  });

  it('an enabled bar needs a text', () => {
    expect(messages(AnnouncementBar, { enabled: true, text: '  ' })).toEqual(['text: La barra de anuncios activada necesita un texto']);
    expect(v.safeParse(AnnouncementBar, { enabled: false }).success).toBe(true);
  });
});

describe('mobileInfoBarSettings', () => {
  it('defaults: disabled, light, nothing shown', () => {
    expect(v.parse(MobileInfoBarSettings, {})).toEqual({ enabled: false, style: 'light' });
  });

  it('takes an address, map link, phone, email, hours and a button', () => {
    const s = { enabled: true, style: 'dark', address: 'Colima 187', mapUrl: 'https://maps.example.com/x', phone: '+52 (55) 5264-1187', email: 'hola@cafe.mx', hours: 'Lun a vie 8–20', button: { label: 'Reservar', href: '/reservas' } };
    expect(v.parse(MobileInfoBarSettings, s)).toEqual(s);
  });

  it('refuses a bad phone, email, style or link, and an enabled bar with nothing in it', () => {
    expect(messages(MobileInfoBarSettings, { phone: '5552 64 CAFE' })).toEqual(['phone: El teléfono solo puede tener dígitos, espacios, +, (, ), . y -']);
    expect(messages(MobileInfoBarSettings, { phone: '+1 2' })).toEqual(['phone: El teléfono necesita al menos 4 dígitos']);
    expect(messages(MobileInfoBarSettings, { email: 'no-es-correo' })).toEqual(['email: El correo electrónico no es válido']);
    expect(v.safeParse(MobileInfoBarSettings, { style: 'neon' }).success).toBe(false);
    expect(v.safeParse(MobileInfoBarSettings, { mapUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(messages(MobileInfoBarSettings, { enabled: true })).toEqual([': La barra de información móvil activada necesita al menos una dirección, teléfono, correo, horario o botón']);
  });
});

describe('popupOverlaySettings', () => {
  it('defaults: disabled, light, not on phones, version 1, until signup, every 7 days, after 3 s', () => {
    expect(v.parse(PopupOverlaySettings, {})).toEqual({
      enabled: false, style: 'light', enableMobile: false, version: '1', showUntilSignup: true, displayFrequency: 7, delay: 3, title: '', body: '',
    });
  });

  it('takes a newsletter (the newsletter block data), or a button, never both', () => {
    const base = { enabled: true, title: '10 % en tu primera bolsa' };
    expect(v.parse(PopupOverlaySettings, { ...base, newsletter: newsletterForm }).newsletter).toEqual(newsletterForm);
    expect(v.safeParse(PopupOverlaySettings, { ...base, button: { label: 'Ver', href: '/tienda' } }).success).toBe(true);
    expect(messages(PopupOverlaySettings, { ...base, newsletter: newsletterForm, button: { label: 'Ver', href: '/tienda' } })).toEqual([
      'button: La ventana emergente lleva un formulario de boletín o un botón, no ambos',
    ]);
    expect(v.safeParse(PopupOverlaySettings, { ...base, newsletter: { ...newsletterForm, fields: [] } }).success).toBe(false);
  });

  it('refuses frequencies outside -1…365 days, fractions, long delays, an image style without image, an enabled popup without title', () => {
    for (const displayFrequency of [-2, 366, 1.5]) expect(v.safeParse(PopupOverlaySettings, { displayFrequency }).success, String(displayFrequency)).toBe(false);
    expect(v.parse(PopupOverlaySettings, { displayFrequency: -1 }).displayFrequency).toBe(-1);
    expect(v.safeParse(PopupOverlaySettings, { delay: 121 }).success).toBe(false);
    expect(v.safeParse(PopupOverlaySettings, { delay: -1 }).success).toBe(false);
    expect(messages(PopupOverlaySettings, { style: 'image' })).toEqual(['image: El estilo con imagen necesita una imagen']);
    expect(messages(PopupOverlaySettings, { enabled: true })).toEqual(['title: La ventana emergente activada necesita un título']);
    expect(v.safeParse(PopupOverlaySettings, { version: 'v 2' }).success).toBe(false);
    expect(v.safeParse(PopupOverlaySettings, { style: 'neon' }).success).toBe(false);
  });
});
