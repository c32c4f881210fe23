/**
 * The map block's rules, shared by the server (the address card, the page's policy) and the
 * browser (map.script.ts): §3 defaults, §9 constants, the options the script reads from the
 * block's element, the tile server's origins and the address link.
 */
import type { BlockOrigin, BlockSite } from '../block-meta.ts';
import { httpsOrigin } from '../../shared/origin.ts';
import type { MapData } from './map.schema.ts';

/** §9: the default zoom. */
export const MAP_ZOOM = 12;
/** §4/§9: the map library's one shared load fails after 30 s (and so does a map whose first tile never comes). */
export const MAP_TIMEOUT_MS = 30_000;
/** §9: option updates are applied once they stop for 60 ms. */
export const MAP_DEBOUNCE_MS = 60;
/** §3 "a fixed city centre": the Zócalo of Mexico City, for a map with no location. */
export const DEFAULT_CENTRE = { lat: 19.4326, lng: -99.1332 } as const;
/** Leaflet's default tile subdomains, for a template with `{s}`. */
export const TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;
/** The event an editor dispatches on a map's element with new options (`detail`: part of MapOptions). */
export const MAP_OPTIONS_EVENT = 'vitrina:map:options';
/** The attribute holding a map's options as JSON. */
export const MAP_OPTIONS_ATTRIBUTE = 'data-map';

/** What the browser needs to build a map: JSON on the block's element. */
export interface MapOptions {
  lat: number;
  lng: number;
  markerLat: number;
  markerLng: number;
  zoom: number;
  style: number;
  draggable: boolean;
  scrollwheel: boolean;
  /** Zoom buttons (off with showControls false or disableDefaultUI). */
  controls: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  /** The place's name, for the marker and the map's label. */
  place: string;
  /** The address link (OpenStreetMap). */
  link: string;
  /** The tile server (settings.mapTiles): without one there is no map, only the card. */
  tiles?: { url: string; attribution: string };
  /** The site asks for consent: tiles wait for it. */
  asksConsent: boolean;
}

/** The map's options from its data and the site, with the §3 defaults (zoom 12, marker at the centre). */
export function mapOptions(data: MapData, site: Pick<BlockSite, 'mapTiles' | 'asksConsent'>, place: string): MapOptions {
  const l = data.location;
  const lat = l.mapLat ?? DEFAULT_CENTRE.lat;
  const lng = l.mapLng ?? DEFAULT_CENTRE.lng;
  const markerLat = l.markerLat ?? lat;
  const markerLng = l.markerLng ?? lng;
  const zoom = l.mapZoom ?? MAP_ZOOM;
  return {
    lat,
    lng,
    markerLat,
    markerLng,
    zoom,
    style: data.style,
    draggable: data.draggable,
    scrollwheel: data.scrollwheel,
    controls: data.showControls && !data.disableDefaultUI,
    markerDraggable: data.markerDraggable,
    linkOnClick: data.linkOnClick,
    place,
    link: addressLink(markerLat, markerLng, zoom),
    tiles: site.mapTiles && tileOrigins(site.mapTiles.url).length > 0 ? site.mapTiles : undefined,
    asksConsent: site.asksConsent,
  };
}

/** The place on OpenStreetMap, a plain link (nothing is requested until the visitor follows it). */
export function addressLink(lat: number, lng: number, zoom: number): string {
  const r = (n: number) => String(Math.round(n * 1e5) / 1e5);
  return `https://www.openstreetmap.org/?mlat=${r(lat)}&mlon=${r(lng)}#map=${Math.max(zoom, 15)}/${r(lat)}/${r(lng)}`;
}

/**
 * The origins a tile URL template loads from: one, or one per subdomain for `{s}`; none for a
 * template that is no bare https host (`httpsOrigin` decides).
 * @example tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png') // a., b. and c.tile.example.org
 */
export function tileOrigins(template: string): string[] {
  const match = /^https:\/\/([^/]+)\//i.exec(template);
  if (!match) return [];
  const hosts = match[1].includes('{s}') ? TILE_SUBDOMAINS.map((s) => match[1].replace('{s}', s)) : [match[1]];
  const origins = hosts.map((h) => httpsOrigin(`https://${h}`));
  return origins.every((o): o is string => typeof o === 'string' && !o.includes('{')) ? origins : [];
}

/** The page's policy for a map: the site's tile origins as images, consent-bound; none without tiles. */
export function mapOrigins(site: Pick<BlockSite, 'mapTiles'> | undefined): BlockOrigin[] {
  return site?.mapTiles ? tileOrigins(site.mapTiles.url).map((origin) => ({ directive: 'img-src', origin, consent: true })) : [];
}

/** The host a tile template names, for the card's note: «El mapa se carga de tile.openstreetmap.org…». */
export function tileHost(template: string): string {
  return /^https:\/\/([^/]+)\//i.exec(template)?.[1].replace('{s}.', '') ?? '';
}

/**
 * A function that runs `fn` once calls stop for `ms` (the last call's argument wins).
 * @example const apply = debounce((o) => update(o), MAP_DEBOUNCE_MS)
 */
export function debounce<A>(fn: (arg: A) => void, ms: number): (arg: A) => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return (arg) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => fn(arg), ms);
  };
}

/**
 * One shared load: the first call starts `load`, every call gets the same promise, which fails
 * after `ms`; a failed load is forgotten so that the next call tries again.
 */
export function sharedLoader<T>(load: () => Promise<T>, ms: number): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () => {
    shared ??= new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`map library: no answer after ${ms} ms`)), ms);
      load().then(
        (value) => (clearTimeout(timer), resolve(value)),
        (error: unknown) => (clearTimeout(timer), reject(error)),
      );
    }).catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
    return shared;
  };
}
