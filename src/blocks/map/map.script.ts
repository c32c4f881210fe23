/**
 * The map block in the browser (docs/blocks-widgets.md): «Mostrar mapa» builds a Leaflet map
 * over the address card — after the visitor's consent where the site asks for it — with the
 * tiles of the site's tile server. Leaflet is its own chunk, loaded once through one shared
 * promise that fails after 30 s (§4, §9); a map whose tiles fail or never come returns to the
 * card with a message. Options dispatched on the element (MAP_OPTIONS_EVENT) apply 60 ms after
 * the last one (§9).
 */
import type * as Leaflet from 'leaflet';
import { whenConsented, consentGiven } from '../../runtime/consent-wait.ts';
import { CONSENT_EVENT } from '../../shared/consent.ts';
import type { BlockScript } from '../block-script.ts';
import { MAP_DEBOUNCE_MS, MAP_OPTIONS_ATTRIBUTE, MAP_OPTIONS_EVENT, MAP_TIMEOUT_MS, debounce, sharedLoader, type MapOptions } from './map-options.ts';

type L = typeof Leaflet;

/** Leaflet, fetched from our origin on the first «Mostrar mapa» of the page, once for every map. */
export const loadLeaflet = sharedLoader<L>(() => import('leaflet').then((m) => ((m as { default?: L }).default ?? (m as L))), MAP_TIMEOUT_MS);

const STATE = 'data-map-state';
const started = new WeakSet<Element>();
const built = new WeakMap<HTMLElement, { map: Leaflet.Map; marker: Leaflet.Marker }>();

/** Starts every map block of the page. */
const startMaps: BlockScript = (root) => {
  root.querySelectorAll<HTMLElement>('[data-block-script="map"]').forEach((el) => {
    if (started.has(el)) return;
    started.add(el);
    let options: MapOptions;
    try {
      options = JSON.parse(el.getAttribute(MAP_OPTIONS_ATTRIBUTE) ?? '') as MapOptions;
    } catch {
      return; // the card stays: it is the whole block without a script
    }
    el.querySelector('[data-map-show]')?.addEventListener('click', () => void showMap(el, options));
    const apply = debounce((next: Partial<MapOptions>) => {
      options = { ...options, ...next };
      updateMap(el, options);
    }, MAP_DEBOUNCE_MS);
    el.addEventListener(MAP_OPTIONS_EVENT, (event) => apply(((event as CustomEvent).detail ?? {}) as Partial<MapOptions>));
  });
};
export default startMaps;

function setStatus(el: HTMLElement, state: string, message: string | null): void {
  el.setAttribute(STATE, state);
  const status = el.querySelector('.map-block__status');
  if (status) status.textContent = message ?? '';
}

/** «Mostrar mapa»: waits for consent where asked, loads Leaflet, builds the map; back to the card on failure. */
export async function showMap(el: HTMLElement, options: MapOptions): Promise<void> {
  const state = el.getAttribute(STATE);
  if (state === 'consent' || state === 'loading' || state === 'map' || !options.tiles) return;
  const doc = el.ownerDocument;
  if (!consentGiven(options.asksConsent, doc.cookie)) {
    setStatus(el, 'consent', el.getAttribute('data-msg-consent'));
    await whenConsented(doc, options.asksConsent);
  }
  setStatus(el, 'loading', el.getAttribute('data-msg-loading'));
  let canvas: HTMLElement | undefined;
  try {
    const L = await loadLeaflet();
    canvas = doc.createElement('div');
    canvas.className = 'map-block__canvas';
    canvas.setAttribute('role', 'region');
    canvas.setAttribute('aria-label', el.getAttribute('data-msg-canvas') ?? '');
    el.prepend(canvas);
    await buildMap(L, el, canvas, options);
    setStatus(el, 'map', null);
    canvas.focus({ preventScroll: true });
    if (options.asksConsent) holdOnWithdrawal(el);
  } catch (error) {
    console.warn('Vitrina: the map could not be shown', error);
    hideMap(el);
    canvas?.remove();
    setStatus(el, 'failed', el.getAttribute('data-msg-failed'));
  }
}

/** A visitor who withdraws consent (the banner, later) gets the card back: the map and its tile requests go. */
function holdOnWithdrawal(el: HTMLElement): void {
  const doc = el.ownerDocument;
  const check = () => {
    if (consentGiven(true, doc.cookie)) return;
    doc.removeEventListener(CONSENT_EVENT, check);
    hideMap(el);
    setStatus(el, 'card', null);
  };
  doc.addEventListener(CONSENT_EVENT, check);
}

/** Removes a built map, leaving the card. */
function hideMap(el: HTMLElement): void {
  built.get(el)?.map.remove();
  built.delete(el);
  el.querySelector('.map-block__canvas')?.remove();
}

/** Plain text for Leaflet's attribution, which it inserts as HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Builds the map in `canvas`; resolves at the first tile, rejects when the first round of tiles all fail or none comes in 30 s. */
function buildMap(L: L, el: HTMLElement, canvas: HTMLElement, o: MapOptions): Promise<void> {
  const map = L.map(canvas, {
    center: [o.lat, o.lng],
    zoom: o.zoom,
    zoomControl: false,
    dragging: o.draggable,
    scrollWheelZoom: o.scrollwheel,
    keyboard: true,
  });
  map.attributionControl.setPrefix(false);
  if (o.controls) L.control.zoom({ zoomInTitle: el.getAttribute('data-msg-zoom-in') ?? '', zoomOutTitle: el.getAttribute('data-msg-zoom-out') ?? '' }).addTo(map);
  const marker = L.marker([o.markerLat, o.markerLng], {
    icon: L.divIcon({ className: 'map-block__marker', html: '<span></span>', iconSize: [30, 30], iconAnchor: [15, 36] }),
    title: o.place,
    alt: o.place,
    draggable: o.markerDraggable,
    keyboard: o.linkOnClick,
    interactive: o.linkOnClick || o.markerDraggable,
  }).addTo(map);
  if (o.linkOnClick) marker.on('click', () => window.open(o.link, '_blank', 'noopener'));
  built.set(el, { map, marker });
  const tiles = L.tileLayer(o.tiles!.url, { attribution: escapeHtml(o.tiles!.attribution), maxZoom: 19 });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`map tiles: none after ${MAP_TIMEOUT_MS} ms`)), MAP_TIMEOUT_MS);
    // One tile is enough to show the map; a first round of tiles that all failed is a map that cannot be shown.
    tiles.once('tileload', () => (clearTimeout(timer), resolve()));
    tiles.once('load', () => (clearTimeout(timer), reject(new Error('map tiles: the tile server did not answer'))));
    tiles.addTo(map);
  });
}

/** Applies new options to a built map (centre, zoom, marker, style, handlers); a card keeps them for later. */
function updateMap(el: HTMLElement, o: MapOptions): void {
  el.className = el.className.replace(/map-block--style-\d/, `map-block--style-${o.style}`);
  const shown = built.get(el);
  if (!shown) return;
  shown.map.setView([o.lat, o.lng], o.zoom);
  shown.marker.setLatLng([o.markerLat, o.markerLng]);
  if (o.draggable) shown.map.dragging.enable();
  else shown.map.dragging.disable();
  if (o.scrollwheel) shown.map.scrollWheelZoom.enable();
  else shown.map.scrollWheelZoom.disable();
}
