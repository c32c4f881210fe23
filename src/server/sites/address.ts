import type { PublicAddress } from '../config.ts';

/** The app domain without a port, lowercased ("Vitrina.test:3000" → "vitrina.test"). */
export function appDomainName(appDomain: string): string {
  return appDomain.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** True for the app domain itself and every name under it: those are built-in addresses only. */
export function isUnderAppDomain(host: string, appDomain: string): boolean {
  const name = appDomainName(appDomain);
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === name || h.endsWith(`.${name}`);
}

/**
 * The one address a site's absolute URLs and mail links are made from: its first custom
 * domain, else its built-in `<identifier>.<APP_DOMAIN>`, with the configured scheme and port.
 * Never the request's Host or X-Forwarded-Host: a client could point links (and the tokens in
 * them) anywhere, and a port per request would split the page cache.
 * @example siteOrigin({ identifier: 'cafe', domains: [] }, 'vitrina.app', { scheme: 'https', port: null }) // "https://cafe.vitrina.app"
 */
export function siteOrigin(website: { identifier: string; domains: readonly string[] }, appDomain: string, address: PublicAddress): string {
  const host = website.domains[0] ?? `${website.identifier.toLowerCase()}.${appDomainName(appDomain)}`;
  return `${address.scheme}://${host}${address.port === null ? '' : `:${address.port}`}`;
}
