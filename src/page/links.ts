import type { Collection, Item } from '../model/index.ts';
import { trimChar } from '../shared/trim.ts';

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
  return trimChar(baseUrl, '/', 'end') + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}
