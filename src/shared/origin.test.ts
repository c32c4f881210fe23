import { describe, expect, it } from 'vitest';
import { httpsOrigin, isPublicHostName } from './origin.ts';

describe('httpsOrigin', () => {
  it('keeps bare https origins of public host names', () => {
    for (const o of ['https://a.example', 'https://open.spotify.com', 'https://www.youtube-nocookie.com', 'https://xn--caf-dma.example', 'https://player.example-video.test']) {
      expect(httpsOrigin(o), o).toBe(o);
    }
  });

  it('refuses everything else: other schemes, addresses, localhost, ports, credentials, paths, wildcards, markup', () => {
    const hostile = [
      'http://a.example', 'javascript:alert(1)', 'data:text/html,x', 'ftp://a.example', 'https://127.0.0.1', 'https://[::1]',
      'https://10.0.0.1', 'https://localhost', 'https://x.localhost', 'https://a.example:8443', 'https://a.example:443x',
      'https://u:p@a.example', 'https://a.example/', 'https://a.example/path', 'https://*.example', '*', "https://a.example'",
      'https://a.example "unsafe-inline"', 'https://a.example; script-src *', 'https://A.EXAMPLE', 'https://example', '', ' https://a.example',
      'https://a..example', 'https://-a.example', 'https://a.example.', 'https://a.123',
    ];
    for (const o of hostile) expect(httpsOrigin(o), o).toBeUndefined();
    for (const o of [undefined, null, 42, {}, ['https://a.example']]) expect(httpsOrigin(o)).toBeUndefined();
    expect(httpsOrigin(`https://${'a'.repeat(300)}.example`)).toBeUndefined();
  });

  it('host names: DNS names only', () => {
    expect(isPublicHostName('cafe.example')).toBe(true);
    expect(isPublicHostName('Cafe.Example')).toBe(true);
    expect(isPublicHostName('192.168.1.1')).toBe(false);
    expect(isPublicHostName('localhost')).toBe(false);
    expect(isPublicHostName('a.localhost')).toBe(false);
  });
});
