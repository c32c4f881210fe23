import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href.ts';
import { SHARE_NETWORKS, shareUrl, socialLink } from './social-networks.ts';

describe('socialLink: the network from the URL', () => {
  it('knows each network by host and subdomain', () => {
    const cases: [string, string][] = [
      ['https://www.instagram.com/cafealtura.mx', 'instagram'],
      ['https://facebook.com/cafealturamx', 'facebook'],
      ['https://m.facebook.com/x', 'facebook'],
      ['https://x.com/cafealtura', 'x'],
      ['https://twitter.com/cafealtura', 'x'],
      ['https://www.tiktok.com/@cafealtura', 'tiktok'],
      ['https://youtu.be/abc', 'youtube'],
      ['https://www.youtube.com/@cafealtura', 'youtube'],
      ['https://mx.linkedin.com/company/cafe-altura', 'linkedin'],
      ['https://www.pinterest.com.mx/cafealtura', 'pinterest'],
      ['https://wa.me/525552641187', 'whatsapp'],
      ['mailto:hola@cafealtura.mx', 'email'],
      ['https://cafealtura.mx/blog', 'website'],
      ['http://example.org', 'website'],
    ];
    for (const [url, network] of cases) expect(socialLink(url)?.network, url).toBe(network);
  });

  it('does not take a look-alike host for a network', () => {
    expect(socialLink('https://notinstagram.com/x')?.network).toBe('website');
    expect(socialLink('https://instagram.com.evil.example/x')?.network).toBe('website');
  });

  it('drops everything but http(s) and mailto', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', '/contacto', 'instagram.com/x', 'ftp://a.example', 'https://u:p@a.example', 'mailto:nadie', 'mailto:', '']) {
      expect(socialLink(url), url).toBeUndefined();
    }
  });
});

describe('shareUrl: plain links built on the server', () => {
  const url = 'https://cafe.example/bloques?a=1&b=2';
  const title = 'Café & más';
  it('encodes the page URL and title for every network', () => {
    expect(shareUrl('whatsapp', url, title)).toBe('https://wa.me/?text=Caf%C3%A9%20%26%20m%C3%A1s%20https%3A%2F%2Fcafe.example%2Fbloques%3Fa%3D1%26b%3D2');
    expect(shareUrl('facebook', url, title)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcafe.example%2Fbloques%3Fa%3D1%26b%3D2');
    expect(shareUrl('x', url, title)).toBe('https://x.com/intent/post?url=https%3A%2F%2Fcafe.example%2Fbloques%3Fa%3D1%26b%3D2&text=Caf%C3%A9%20%26%20m%C3%A1s');
    expect(shareUrl('linkedin', url, title)).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fcafe.example%2Fbloques%3Fa%3D1%26b%3D2');
    expect(shareUrl('pinterest', url, title)).toMatch(/^https:\/\/www\.pinterest\.com\/pin\/create\/button\/\?url=https%3A.*&description=Caf%C3%A9/);
    expect(shareUrl('email', url, title, 'Mira: x')).toBe('mailto:?subject=Caf%C3%A9%20%26%20m%C3%A1s&body=Mira%3A%20x');
  });
  it('has the six networks of the issue, in order', () => {
    expect(SHARE_NETWORKS).toEqual(['whatsapp', 'facebook', 'x', 'linkedin', 'pinterest', 'email']);
  });
});

describe('safeHref', () => {
  it('keeps http(s) and site paths, drops the rest', () => {
    expect(safeHref('/blog/x')).toBe('/blog/x');
    expect(safeHref('https://a.example/x')).toBe('https://a.example/x');
    for (const bad of ['//evil.example', '/\\evil.example', 'javascript:alert(1)', 'data:x', 'blog', 'https://u:p@a.example', '/a b', 'mailto:a@b.mx']) expect(safeHref(bad), bad).toBeUndefined();
  });
  it('mailto only when asked', () => {
    expect(safeHref('mailto:hola@cafe.mx?subject=Baja', { mailto: true })).toBe('mailto:hola@cafe.mx?subject=Baja');
    expect(safeHref('mailto:nadie', { mailto: true })).toBeUndefined();
  });
});
