import { describe, expect, it } from 'vitest';
import {
  isAnchorLink, isFtpLink, isInternalLink, isSiteRelativeLink, isJavascriptLink, isMailtoLink, isProperUrl, isSmsLink, isTelLink,
  urlCategory,
} from './links.ts';
import fc from 'fast-check';
import { ENCODED_REDIRECT_VECTORS, OPEN_REDIRECT_VECTORS } from './open-redirects.ts';
import { expectLinear } from './testkit.ts';

/** `prefix` padded with `fill` to exactly `n` characters. */
const pad = (prefix: string, n: number, fill = 'a') => prefix + fill.repeat(n - prefix.length);

describe('anchor (§5): under 100 characters', () => {
  it.each([
    ['#contacto', true], ['#', true], ['#sección-2', true], [pad('#', 99), true], [pad('#', 100), false],
    ['', false], ['contacto', false], ['#a b', false], ['/#a', false],
  ])('%j → %s', (href, ok) => expect(isAnchorLink(href)).toBe(ok));
});

describe('tel (§5): under 50, only digits, plus and minus, at least 4 digits', () => {
  it.each([
    ['tel:+5215512345678', true], ['tel:1234', true], ['TEL:555-1234', true], ['tel:+1-800-555-0199', true],
    [pad('tel:', 49, '1'), true], [pad('tel:', 50, '1'), false],
    ['tel:123', false], ['tel:+-+-123', false], ['tel:', false], ['tel:55 1234 5678', false],
    ['tel:(55)12345678', false], ['tel:555.1234', false], ['tel:١٢٣٤٥', false], ['555-1234', false], ['tel:1234x', false],
  ])('%j → %s', (href, ok) => expect(isTelLink(href)).toBe(ok));
});

describe('sms (§5): under 1000, digits and punctuation', () => {
  it.each([
    ['sms:5512345678', true], ['sms:+52(55)1234-5678', true], ['sms:1;2,3', true], ['SMS:+1', true],
    [pad('sms:', 999, '1'), true], [pad('sms:', 1000, '1'), false],
    ['sms:', false], ['sms:+-()', false], ['sms:55 1234', false], ['sms:+1?body=hola', false], ['sms:٥٥', false],
  ])('%j → %s', (href, ok) => expect(isSmsLink(href)).toBe(ok));
});

describe('mailto (§5): under 1000, exactly one @ and a dotted extension after it', () => {
  it.each([
    ['mailto:ana@ejemplo.com', true], ['MAILTO:ana@ejemplo.com.mx', true],
    ['mailto:ana@ejemplo.com?subject=Hola%20amigos', true],
    [`mailto:${'a'.repeat(999 - 'mailto:@b.co'.length)}@b.co`, true],
    [`mailto:${'a'.repeat(1000 - 'mailto:@b.co'.length)}@b.co`, false],
    ['mailto:ana@ejemplo', false], ['mailto:ana@.com', false], ['mailto:ana@ejemplo.', false],
    ['mailto:@ejemplo.com', false], ['mailto:ana@b@ejemplo.com', false], ['mailto:ana.ejemplo.com', false],
    ['mailto:ana@ejemplo.com?cc=b@c.co', false], ['mailto:a na@ejemplo.com', false], ['mailto:', false],
    ['ana@ejemplo.com', false],
  ])('%j → %s', (href, ok) => expect(isMailtoLink(href)).toBe(ok));
});

describe('javascript, ftp and internal links (§5): under 250, 100 and 150 characters', () => {
  it.each([
    ['javascript:void(0)', true], ['JavaScript:alert(1)', true],
    [pad('javascript:', 249), true], [pad('javascript:', 250), false], ['javascript', false], ['', false],
  ])('javascript %j → %s', (href, ok) => expect(isJavascriptLink(href)).toBe(ok));
  it.each([
    ['ftp://archivos.ejemplo.com/a.zip', true], ['FTP://x', true], [pad('ftp://', 99), true], [pad('ftp://', 100), false],
    ['ftp://', false], ['ftp:/x', false], ['ftp://a b', false], ['sftp://x', false],
  ])('ftp %j → %s', (href, ok) => expect(isFtpLink(href)).toBe(ok));
  it.each([
    ['/', true], ['/blog/hola-mundo?p=2#c', true], ['/pages/0123456789abcdef01234567', true], ['/señal', true],
    [pad('/', 149), true], [pad('/', 150), false],
    ['//cdn.ejemplo.com', false], ['blog', false], ['/a b', false], ['', false],
    ['/\\evil.example', false], ['/\t/evil.example', false],
  ])('internal %j → %s', (href, ok) => expect(isInternalLink(href)).toBe(ok));
});

describe('site-relative links are classified by the URL parser, not by prefix (issue 10, defect 7)', () => {
  // On a page of https://site.invalid and of another origin, the browser stays on that origin.
  const onSite = (href: string) =>
    ['https://site.invalid/', 'http://other.invalid:8080/a/'].every((base) => new URL(href, base).origin === new URL(base).origin);

  it.each(OPEN_REDIRECT_VECTORS.map((v) => [v]))('%j is not a link of this site', (href) => {
    expect(isSiteRelativeLink(href)).toBe(false);
    expect(isInternalLink(href)).toBe(false);
  });

  it('holds ~50 vectors: other hosts, backslashes, tabs and newlines inside, scripts', () => {
    expect(OPEN_REDIRECT_VECTORS.length).toBeGreaterThanOrEqual(50);
  });

  it.each(ENCODED_REDIRECT_VECTORS.map((v) => [v]))('%j is a path of this site as the browser reads it', (href) => {
    expect(onSite(href)).toBe(true);
    expect(isSiteRelativeLink(href)).toBe(true);
  });

  it.each([['/'], ['/blog/hola-mundo?p=2#c'], ['/señal'], ['/a\\b'], ['/config/../blog'], [`/${'a'.repeat(5000)}`]])('%j is', (href) => {
    expect(isSiteRelativeLink(href)).toBe(true);
  });

  it('a link the rule accepts never leaves the site, for any string (fast-check)', () => {
    const chars = fc.constantFrom('/', '\\', '\t', '\n', ' ', '.', ':', '@', '%', '2', 'F', 'e', 'v', '#', '?', '\x00');
    fc.assert(fc.property(fc.array(chars, { maxLength: 12 }).map((a) => a.join('')), (href) => !isSiteRelativeLink(href) || onSite(href)), { numRuns: 2000 });
  });

  it('url categories follow the parser: a backslash or tab that leaves the site is an external link', () => {
    expect(urlCategory('/\\evil.example')).toBe('external-link');
    expect(urlCategory('/\t/evil.example/x')).toBe('external-link');
    expect(urlCategory('/blog')).toBe('content-link');
  });
});

describe('proper url (§5): a dotted host with a 2–3 letter suffix', () => {
  it.each([
    ['ejemplo.com', true], ['www.ejemplo.mx', true], ['https://www.ejemplo.com.ar/ruta?x=1#y', true],
    ['HTTP://EJEMPLO.ORG', true], ['ejemplo.com:8080/a', true], ['http://a-b.co', true], ['ejemplo.com?q', true],
    ['ejemplo.museum', false], ['ejemplo.c', false], ['ejemplo.c0m', false], ['localhost', false],
    ['http://localhost:3000', false], ['127.0.0.1', false], ['ejemplo..com', false], ['.com', false],
    ['ejemplo.com:', false], ['ejemplo.com:123456', false], ['ejemplo.com:80x', false], ['http://ejemplo.com/a b', false],
    ['ftp://ejemplo.com', false], ['http://usuario@ejemplo.com', false], ['ejémplo.com', false], ['', false],
  ])('%j → %s', (href, ok) => expect(isProperUrl(href)).toBe(ok));
});

describe('url categories (§3)', () => {
  it.each([
    ['', 'empty-string'], ['   ', 'empty-string'],
    ['#contacto', 'anchor'], ['#', 'anchor'],
    ['/s/menu.pdf', 'file-link'],
    ['/blog/hola', 'content-link'], ['/', 'content-link'], ['/pages/0123456789abcdef01234567', 'content-link'],
    ['https://ejemplo.com', 'external-link'], ['HTTP://ejemplo.com/a', 'external-link'], ['//cdn.ejemplo.com/x.js', 'external-link'],
    ['http:/ejemplo.com', 'malformed-protocol'], ['https:ejemplo.com', 'malformed-protocol'],
    ['http//ejemplo.com', 'malformed-protocol'], ['https://', 'malformed-protocol'], ['http:///a', 'malformed-protocol'],
    ['mailto:ana@ejemplo.com', 'misc-protocol'], ['tel:1234', 'misc-protocol'], ['sms:1234', 'misc-protocol'],
    ['javascript:void(0)', 'misc-protocol'], ['ftp://x.com', 'misc-protocol'], ['whatsapp://send', 'misc-protocol'],
    ['blog/hola', 'default'], ['www.ejemplo.com', 'default'], ['?q=1', 'default'], ['1http://x', 'default'],
  ])('%j → %s', (href, category) => expect(urlCategory(href)).toBe(category));

  it.each([[null], [undefined], [12]])('a non-string (%j) is the empty string category', (href) => {
    expect(urlCategory(href)).toBe('empty-string');
  });
});

describe('links in linear time', () => {
  it.each([
    ['proper url, many labels and a bad end', isProperUrl, (n: number) => `http://${'a.'.repeat(n)}1`],
    ['proper url, one long label', isProperUrl, (n: number) => `${'a-'.repeat(n)}.c0m`],
    ['category of a long scheme', urlCategory, (n: number) => `${'a'.repeat(n)}x`],
    ['category of a long host', urlCategory, (n: number) => `https://${'a'.repeat(n)}`],
    ['category of a long path', urlCategory, (n: number) => `/${'a/'.repeat(n)}`],
    ['internal with spaces', isInternalLink, (n: number) => ' '.repeat(n)],
    ['mailto with many @', isMailtoLink, (n: number) => `mailto:${'@'.repeat(n)}`],
  ] as const)('%s', (_, check, make) => expectLinear(check, make));
});
