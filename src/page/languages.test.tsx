import { describe, expect, it } from 'vitest';
import { CollectionType } from '../shared/enums.ts';
import { registerCatalogue, t, withLocale } from '../shared/messages/index.ts';
import { formatDate } from '../shared/messages/intl.ts';
import { homeUrlId, pagePath, pageVersions, splitLanguage, switcherTargets } from './languages.ts';
import { renderPage } from './render.tsx';
import { fixtureAssets, fixturePage, fixtureSite } from './test-fixtures.ts';
import type { SiteView } from './context.ts';
import './locales.ts';

/** The fixture café in es-419 and English: the home and "nosotros" translated, the blog not. */
function bilingual(): SiteView {
  return {
    ...fixtureSite(),
    languages: { primary: 'es-419', others: ['en'] },
    translations: [
      { urlId: 'inicio', language: 'es-419', translationKey: 'home' },
      { urlId: 'nosotros', language: 'es-419', translationKey: 'about' },
      { urlId: 'blog', language: 'es-419' },
      { urlId: 'home', language: 'en', translationKey: 'home' },
      { urlId: 'about', language: 'en', translationKey: 'about' },
    ],
    navigationByLanguage: { en: [{ title: 'Home', href: '/en' }, { title: 'About us', href: '/en/about' }] },
  };
}

const about = (language?: string) =>
  fixturePage([{ id: 'b1', type: 2, data: { html: '<p>Hola</p>' } }], {
    site: bilingual(),
    path: language ? '/en/about' : '/nosotros',
    ...(language ? { language } : {}),
    collection: { id: 'c1', urlId: language ? 'about' : 'nosotros', title: 'About', type: CollectionType.PAGE, description: '', permissionType: 'public', layout: { columns: 12, sections: [] } },
  });

describe('language addresses', () => {
  it('serves the primary language at the root and the others under their prefix', () => {
    const site = bilingual();
    expect(splitLanguage(site, '/en/about')).toEqual({ language: 'en', rest: '/about' });
    expect(splitLanguage(site, '/en')).toEqual({ language: 'en', rest: '/' });
    expect(splitLanguage(site, '/enero')).toEqual({ language: 'es-419', rest: '/enero' });
    expect(homeUrlId(site, 'en')).toBe('home');
    expect(pagePath(site, 'home', 'en')).toBe('/en');
    expect(pagePath(site, 'inicio', 'es-419')).toBe('/');
    expect(pagePath(site, 'about', 'en')).toBe('/en/about');
  });

  it('finds every version of a translated page, none for one without a key', () => {
    expect(pageVersions(bilingual(), 'nosotros')).toEqual([{ language: 'es-419', path: '/nosotros' }, { language: 'en', path: '/en/about' }]);
    expect(pageVersions(bilingual(), 'blog')).toEqual([]);
  });

  it('switches to the same page, or to the language home when it has no translation', () => {
    expect(switcherTargets(about('en'))).toEqual([{ language: 'es-419', path: '/nosotros' }, { language: 'en', path: '/en/about' }]);
    const blog = { ...about(), path: '/blog', collection: { ...about().collection!, urlId: 'blog' } };
    expect(switcherTargets(blog)).toEqual([{ language: 'es-419', path: '/' }, { language: 'en', path: '/en' }]);
  });
});

describe('system texts per language', () => {
  it('t() follows the current locale and falls back to es-419 for a key a catalogue lacks', () => {
    expect(withLocale('en', () => t('page.skipToContent'))).toBe('Skip to content');
    expect(withLocale('en', () => t('workflow.available'))).toBe('Available');
    registerCatalogue('fr', { 'page.skipToContent': 'Aller au contenu' });
    expect(withLocale('fr', () => t('page.skipToContent'))).toBe('Aller au contenu');
    expect(withLocale('fr', () => t('workflow.available'))).toBe('Disponible');
    expect(t('page.skipToContent')).toBe('Saltar al contenido');
    expect(withLocale('en', () => t('page.commentsLink', { count: 2 }))).toBe('2 comments');
  });

  it('formats dates in the current locale', () => {
    expect(withLocale('en', () => formatDate('2026-03-05T12:00:00Z'))).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('5 de marzo de 2026');
  });
});

describe('a page in English', () => {
  const html = renderPage(about('en'), fixtureAssets);

  it('says its language, its versions and the x-default', () => {
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<link rel="alternate" hrefLang="es-419" href="https://cafe-aurora.vitrina.test/nosotros"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="en" href="https://cafe-aurora.vitrina.test/en/about"/>');
    expect(html).toContain('<link rel="alternate" hrefLang="x-default" href="https://cafe-aurora.vitrina.test/nosotros"/>');
    expect(html).toContain('<link rel="canonical" href="https://cafe-aurora.vitrina.test/en/about"/>');
  });

  it('has English system texts, the English navigation and a switcher marking English', () => {
    expect(html).toContain('>Skip to content<');
    expect(html).toContain('href="/en/about" aria-current="page">About us<');
    expect(html).toMatch(/<nav class="container lang-switch" aria-label="Language">/);
    expect(html).toMatch(/<a class="lang-switch__link" href="\/en\/about" hrefLang="en" lang="en" aria-current="true">English<\/a>/);
    expect(html).toMatch(/<a class="lang-switch__link" href="\/nosotros" hrefLang="es-419" lang="es-419">Español \(Latinoamérica\)<\/a>/);
  });

  it('gives its browser scripts their texts in English, and a page in es-419 none', () => {
    const texts = /<script type="application\/json" id="vitrina-texts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(texts!)).toMatchObject({ 'time.justNow': 'just now', 'dialogs.cancel': 'Cancel' });
    expect(Object.keys(JSON.parse(texts!)).every((k) => /^(dialogs|lightbox|storefront|time)\./.test(k))).toBe(true);
    expect(renderPage(about(), fixtureAssets)).not.toContain('vitrina-texts');
  });

  it('leaves the locale as it was after rendering', () => {
    expect(t('page.menu')).toBe('Menú');
    expect(renderPage(about(), fixtureAssets)).toContain('<html lang="es-419"');
  });

  it('a site with one language has no switcher and no hreflang', () => {
    const one = renderPage(fixturePage([]), fixtureAssets);
    expect(one).not.toContain('lang-switch');
    expect(one).not.toContain('hrefLang');
  });
});
