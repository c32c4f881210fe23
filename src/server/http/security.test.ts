import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, pagePolicy } from './security.ts';

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  it('the default stays strict: scripts, frames and connections only from our own origin', () => {
    const d = directives(CONTENT_SECURITY_POLICY);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['frame-src']).toBeUndefined();
  });

  it("a page without third-party blocks gets the default", () => {
    expect(pagePolicy([])).toBe(CONTENT_SECURITY_POLICY);
  });

  it("a page's policy is the default plus the origins its blocks declare, each in its own directive only", () => {
    const policy = pagePolicy([
      { directive: 'frame-src', origin: 'https://player.example-video.test', consent: true },
      { directive: 'img-src', origin: 'https://i.example-video.test' },
      { directive: 'frame-src', origin: 'https://player.example-video.test' },
    ]);
    const d = directives(policy);
    expect(d['frame-src']).toEqual(["'self'", 'https://player.example-video.test']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'https://i.example-video.test']);
    // Everything else is the default, word for word.
    const rest = (p: string) => p.split('; ').filter((x) => !/^(frame|img)-src /.test(x));
    expect(rest(policy)).toEqual(rest(CONTENT_SECURITY_POLICY));
  });
});
