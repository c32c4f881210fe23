import { describe, expect, it } from 'vitest';
import { describeClient, isBotAgent, isPrefetch } from './clients.ts';
import { DESKTOP_UA, PHONE_UA, TABLET_UA } from './test-client.ts';

describe('robots', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0', 'Wget/1.21.4', 'python-requests/2.32.3', 'Go-http-client/2.0', 'node-fetch/1.0', 'axios/1.7.2',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'WhatsApp/2.23.20.0',
    '', 'x',
  ])('%s is not counted', (ua) => expect(isBotAgent(ua)).toBe(true));

  it.each([DESKTOP_UA, PHONE_UA, TABLET_UA, 'Mozilla/5.0 (Linux; Android 12; CUBOT P50) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'])('%s is a visitor', (ua) => {
    expect(isBotAgent(ua)).toBe(false);
  });
  it('a missing user agent is not counted', () => expect(isBotAgent(undefined)).toBe(true));
});

describe('prefetches', () => {
  it.each([{ purpose: 'prefetch' }, { 'sec-purpose': 'prefetch' }, { 'sec-purpose': 'prefetch;prerender' }, { 'x-moz': 'prefetch' }, { 'x-purpose': 'preview' }])('%o', (h) => {
    expect(isPrefetch(h)).toBe(true);
  });
  it('an ordinary request is not one', () => expect(isPrefetch({ accept: '*/*' })).toBe(false));
});

describe('describeClient', () => {
  it.each([
    [DESKTOP_UA, 1920, { device: 'desktop', browser: 'Chrome', os: 'Linux' }],
    [PHONE_UA, 390, { device: 'mobile', browser: 'Safari', os: 'iOS' }],
    [TABLET_UA, 820, { device: 'tablet', browser: 'Safari', os: 'iOS' }],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 1280, { device: 'tablet', os: 'Android' }],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 412, { device: 'mobile', browser: 'Chrome', os: 'Android' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0', 1536, { device: 'desktop', browser: 'Edge', os: 'Windows' }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 1440, { device: 'desktop', browser: 'Firefox', os: 'macOS' }],
    ['Unknown/1.0 (Something)', 400, { device: 'mobile', browser: 'other', os: 'other' }],
  ])('%s', (ua, width, expected) => expect(describeClient(ua, width)).toMatchObject(expected));
});
