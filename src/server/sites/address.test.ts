import { describe, expect, it } from 'vitest';
import { isUnderAppDomain, siteOrigin } from './address.ts';

const https = { scheme: 'https', port: null } as const;

describe('siteOrigin: the address every absolute URL and mail link of a site is made from', () => {
  it('is the first custom domain when the site has one', () => {
    expect(siteOrigin({ identifier: 'cafe', domains: ['cafe.example.com', 'www.cafe.example.com'] }, 'vitrina.app', https)).toBe('https://cafe.example.com');
  });

  it('else the built-in <identifier>.<APP_DOMAIN>, without the port written in APP_DOMAIN', () => {
    expect(siteOrigin({ identifier: 'cafe', domains: [] }, 'Vitrina.app:8443', https)).toBe('https://cafe.vitrina.app');
  });

  it('carries the configured scheme and port (development)', () => {
    expect(siteOrigin({ identifier: 'demo', domains: [] }, 'vitrina.localhost', { scheme: 'http', port: 3000 })).toBe('http://demo.vitrina.localhost:3000');
  });
});

describe('isUnderAppDomain', () => {
  it.each(['vitrina.app', 'demo.vitrina.app', 'a.b.vitrina.app', 'DEMO.Vitrina.App.'])('%s is a built-in name', (host) => {
    expect(isUnderAppDomain(host, 'vitrina.app:3000')).toBe(true);
  });

  it.each(['vitrina.app.evil.com', 'notvitrina.app', 'cafe.example.com'])('%s is not', (host) => {
    expect(isUnderAppDomain(host, 'vitrina.app')).toBe(false);
  });
});
