import type { IncomingHttpHeaders } from 'node:http';

/**
 * Who sent an analytics call, read from its headers: robots and prefetches (not counted), and
 * the device class, browser and system of a visitor. The rules are in docs/analytics.md.
 */

/** User agents of robots, crawlers, link previewers, monitors, headless browsers and HTTP libraries. */
const BOT =
  /(?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|curl\/|wget|python-|aiohttp|httpx|go-http-client|java\/|okhttp|apache-httpclient|axios|node-fetch|undici|scrapy|phantomjs|selenium|puppeteer|playwright|facebookexternalhit|facebookcatalog|meta-externalagent|embedly|whatsapp|bingpreview|web preview|feedfetcher|mediapartners|apis-google|ia_archiver|libwww|postmanruntime|insomnia|^mozilla\/5\.0$/i;

/** True for a missing user agent or one that names a robot (browsers always send one). */
export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || readAgent(userAgent).bot;
}

/** True when the request is a prefetch or prerender fetch (Purpose, Sec-Purpose, X-Purpose, X-Moz). */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  for (const name of ['purpose', 'sec-purpose', 'x-purpose', 'x-moz']) {
    const value = headers[name];
    if (typeof value === 'string' && /prefetch|preview/i.test(value)) return true;
  }
  return false;
}

/** True when the call must not be counted: a robot or a prefetch. */
export function isUncounted(headers: IncomingHttpHeaders): boolean {
  return isBotAgent(headers['user-agent']) || isPrefetch(headers);
}

/** Device class, browser family and operating system of a visitor. */
export interface ClientInfo {
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  os: string;
}

const TABLET = /ipad|tablet|playbook|silk|kindle|android(?!.*mobile)/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|blackberry|opera mini|iemobile/i;
const BROWSERS: [RegExp, string][] = [
  [/edg(e|a|ios)?\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/samsungbrowser/i, 'Samsung Internet'],
  [/firefox|fxios/i, 'Firefox'],
  [/crios|chrome|chromium/i, 'Chrome'],
  [/safari/i, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/windows/i, 'Windows'],
  [/iphone|ipad|ipod/i, 'iOS'],
  [/android/i, 'Android'],
  [/cros/i, 'ChromeOS'],
  [/mac os x|macintosh/i, 'macOS'],
  [/linux/i, 'Linux'],
];

/**
 * Reads a user agent; the device class comes from it, else from the screen width
 * (≤ 432 px is a phone, SPEC §9), else desktop.
 * @example describeClient('Mozilla/5.0 (iPhone; …) Mobile/15E148 Safari/604.1') // { device: 'mobile', browser: 'Safari', os: 'iOS' }
 */
export function describeClient(userAgent: string, screenWidth?: number | null): ClientInfo {
  const a = readAgent(userAgent);
  return { device: a.device ?? (screenWidth && screenWidth <= 432 ? 'mobile' : 'desktop'), browser: a.browser, os: a.os };
}

/** What one user agent says, worked out once: visitors come with a few hundred distinct ones. */
interface Agent {
  bot: boolean;
  device: 'mobile' | 'tablet' | null;
  browser: string;
  os: string;
}

const agents = new Map<string, Agent>();

function readAgent(ua: string): Agent {
  let a = agents.get(ua);
  if (!a) {
    a = {
      bot: ua.length < 8 || BOT.test(ua),
      device: TABLET.test(ua) ? 'tablet' : MOBILE.test(ua) ? 'mobile' : null,
      browser: BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'other',
      os: SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? 'other',
    };
    if (agents.size >= 2000) agents.delete(agents.keys().next().value!); // bounded, oldest first
    agents.set(ua, a);
  }
  return a;
}
