import type { Collection, Item } from '../model/index.ts';

/** Where an item of a collection lives: "/{collection urlId}/{item urlId}". */
export function itemHref(collection: Pick<Collection, 'urlId'>, item: Pick<Item, 'urlId'>): string {
  return `/${collection.urlId}/${item.urlId}`;
}

/** Where a collection lives: "/" for the home page, "/{urlId}" otherwise. */
export function collectionHref(collection: Pick<Collection, 'urlId'>, homePage: string): string {
  return collection.urlId === homePage ? '/' : `/${collection.urlId}`;
}

/** An absolute URL on the site: `absoluteUrl('https://a.com', '/b')` → "https://a.com/b". */
export function absoluteUrl(baseUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return baseUrl.replace(/\/+$/, '') + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** True when a link leaves the site (and may open in a new window). */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
