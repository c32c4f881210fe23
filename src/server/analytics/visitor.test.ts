import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../http/body.ts';
import { clip, pathOf, referrerHost } from './urls.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import { visitIdentity } from './visitor.ts';

describe('visit identity (the ss_cvr parser itself is shared/visitor-cookie.ts)', () => {
  it('a visit is the visitor id and visit count; without a record, a daily anonymous hash', () => {
    const anon = { secret: 's', websiteId: 'w', ip: '1.2.3.4', userAgent: 'UA', now: 86_400_000 * 10 + 5 };
    expect(visitIdentity(parseVisitorRecord('v|1|1|1|7'), anon)).toEqual({ visitorId: 'v', sessionId: 'v.7' });
    const a = visitIdentity(null, anon);
    expect(a.visitorId).toMatch(/^anon-[\w-]{22}$/);
    expect(a.visitorId).not.toContain('1.2.3.4');
    expect(visitIdentity(null, { ...anon, now: anon.now + 1000 })).toEqual(a);
    expect(visitIdentity(null, { ...anon, now: anon.now + 86_400_000 }).visitorId).not.toBe(a.visitorId);
    expect(visitIdentity(null, { ...anon, websiteId: 'other' }).visitorId).not.toBe(a.visitorId);
  });
});

describe('urls', () => {
  it.each([
    ['https://pan.example.com/blog/masa?x=1#top', '/blog/masa'],
    ['/tienda?x', '/tienda'],
    ['', '/'],
    [null, '/'],
    ['http://[bad', '/'],
    [`/${'a'.repeat(600)}`, `/${'a'.repeat(499)}`],
  ])('pathOf(%j) → %j', (url, path) => expect(pathOf(url)).toBe(path));

  it.each([
    ['https://www.google.com/search?q=pan', 'google.com'],
    ['https://pan.example.com/blog', null],
    ['android-app://com.google.android.gm/', null],
    ['not a url', null],
    ['', null],
  ])('referrerHost(%j) → %j', (ref, host) => expect(referrerHost(ref, 'pan.example.com')).toBe(host));

  it('clip', () => expect([clip('abcdef', 3), clip('', 3), clip(null, 3)]).toEqual(['abc', null, null]));

  // The fast paths (no URL object for the usual page URL) agree with the URL parser.
  const refPath = (url: string) => {
    try {
      return new URL(url, 'http://x.invalid').pathname.slice(0, 500) || '/';
    } catch {
      return '/';
    }
  };
  const refHost = (url: string) => {
    try {
      const u = new URL(url);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
      const host = u.hostname.toLowerCase();
      return host === 'pan.example.com' ? null : host.replace(/^www\./, '').slice(0, 253) || null;
    } catch {
      return null;
    }
  };
  const piece = (chars: string) => fc.string({ unit: fc.constantFrom(...chars.split('')), maxLength: 12 });
  const urls = fc
    .tuple(
      fc.constantFrom('', 'http://', 'https://', 'HTTPS://', 'ftp://', '//', 'javascript:'),
      fc.oneof(piece('abcXYZ019.-'), fc.constantFrom('pan.example.com', 'www.google.com', 'xn--caf-dma.mx', 'a.0x1f', '1.2.3.4', 'a.123', 'Pan.Example.COM', '', 'a..b', 'user@h', 'h:8080', 'h:99999')),
      piece('abc/._~!$&\'()*+,;=:@%20é\\ "<>`{}|^'),
      fc.constantFrom('', '?x=1', '#top', '?a=/../b', '#/x'),
    )
    .map((parts) => parts.join(''));
  const usual = fc
    .tuple(fc.constantFrom('https://', 'http://', ''), fc.constantFrom('pan.example.com', 'www.Google.com', 'a-b.c-d.io'), piece('ab/._~-:@!$()*+,;='), fc.constantFrom('', '?q=1', '#x'))
    .map((parts) => parts.join(''));

  it('pathOf agrees with the URL parser', () => {
    fc.assert(fc.property(fc.oneof(urls, usual), (url) => { expect(pathOf(url), url).toBe(refPath(url)); }), { numRuns: 5000 });
  });

  it('referrerHost agrees with the URL parser', () => {
    fc.assert(fc.property(fc.oneof(urls, usual), (url) => { expect(referrerHost(url, 'pan.example.com'), url).toBe(refHost(url)); }), { numRuns: 5000 });
  });
});

describe('decodeBody', () => {
  it('form, JSON, and text/plain holding either', () => {
    expect(decodeBody('application/x-www-form-urlencoded', 'a=1&b=%C3%B1')).toEqual({ a: '1', b: 'ñ' });
    expect(decodeBody('application/json; charset=utf-8', '[1]')).toEqual([1]);
    expect(decodeBody('text/plain;charset=UTF-8', ' {"a":1}')).toEqual({ a: 1 });
    expect(decodeBody('text/plain', 'a=1')).toEqual({ a: '1' });
    expect(decodeBody('application/json', '  ')).toBeUndefined();
  });
  it('bad JSON is a 400 naming the body', () => {
    expect(() => decodeBody('application/json', '{x')).toThrow(expect.objectContaining({ code: 'badRequest', status: 400, errors: { body: 'El cuerpo no es JSON válido.' } }));
  });
});
