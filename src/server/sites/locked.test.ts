import { describe, expect, it } from 'vitest';
import { isLocked, withoutLockedLinks } from './locked.ts';

describe('isLocked', () => {
  it.each([['public', false], ['members', true], ['password', true]] as const)('a %s collection is locked: %s', (permissionType, locked) => {
    expect(isLocked({ permissionType })).toBe(locked);
  });
});

describe('withoutLockedLinks: a locked page is left out of navigation', () => {
  const link = (href: string) => ({ title: href, href });
  const locked = new Set(['socios', 'inicio']);
  const hosts = ['cafe.example.com', 'cafe.vitrina.app'];

  it.each(['/socios', '/Socios/', '/socios/post', '/socios?x=1#a', 'https://cafe.example.com/socios', 'https://CAFE.vitrina.app/SOCIOS', '/', '/%53ocios'])('drops %s', (href) => {
    expect(withoutLockedLinks([link(href)], locked, hosts, 'inicio')).toEqual([]);
  });

  it.each(['/blog', '/sociosx', 'https://otro.example.com/socios', 'mailto:a@b.c', 'tel:+52', '#arriba'])('keeps %s', (href) => {
    expect(withoutLockedLinks([link(href)], locked, hosts, 'inicio')).toEqual([link(href)]);
  });
});

describe('withoutLockedLinks in another language\'s navigation (docs/multilingual.md)', () => {
  const link = (href: string) => ({ title: href, href });
  const locked = new Set(['members', 'home-en']);
  const en = { prefix: 'en', home: 'home-en' };

  it.each(['/en/members', '/EN/Members/post', '/en', 'https://cafe.example.com/en/members'])('drops %s', (href) => {
    expect(withoutLockedLinks([link(href)], locked, ['cafe.example.com'], 'inicio', en)).toEqual([]);
  });

  it.each(['/en/about', '/enx/members', '/blog'])('keeps %s', (href) => {
    expect(withoutLockedLinks([link(href)], locked, ['cafe.example.com'], 'inicio', en)).toEqual([link(href)]);
  });
});
