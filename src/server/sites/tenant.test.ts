import { describe, expect, it } from 'vitest';
import { hostName } from './tenant.ts';
import { normalisePath } from './resolve.ts';

describe('hostName', () => {
  it.each([
    ['Cafe.Example.com', 'cafe.example.com'],
    ['cafe.example.com:8080', 'cafe.example.com'],
    ['localhost:3000', 'localhost'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['example.com.', 'example.com'],
  ])('%s → %s', (header, expected) => expect(hostName(header)).toBe(expected));

  it.each([undefined, '', 'a b', 'evil.com/path', 'x'.repeat(301), 'host:port'])('refuses %j', (header) => {
    expect(hostName(header as string | undefined)).toBeUndefined();
  });
});

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['//blog//post/', '/blog/post'],
    ['/caf%C3%A9', '/café'],
  ])('%s → %s', (raw, expected) => expect(normalisePath(raw)).toBe(expected));

  it.each(['/%E0%A4%A', '/a/../b', '/./x', '/a%00b', '/a\\b', '/' + 'a'.repeat(2001)])('refuses %s', (raw) => {
    expect(normalisePath(raw)).toBeNull();
  });
});
