import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import type { BlockSite } from '../block-meta.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { blockMeta } from '../schemas.ts';
import { MapData } from './map.schema.ts';
import { DEFAULT_CENTRE, MAP_DEBOUNCE_MS, MAP_TIMEOUT_MS, MAP_ZOOM, addressLink, debounce, mapOptions, mapOrigins, sharedLoader, tileOrigins } from './map-options.ts';
import meta from './meta.ts';

const OSM = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© colaboradores de OpenStreetMap' };
const CAFE = { mapLat: 19.4179, mapLng: -99.1598, mapZoom: 16, addressTitle: 'Café Altura', addressLine1: 'Calle Colima 187, Roma Norte', addressLine2: 'Cuauhtémoc, 06700 Ciudad de México', addressCountry: 'México' };

/** Renders a map block through the registry on a site with `site` settings, as the page does. */
function render(input: unknown, site: Partial<BlockSite> = {}, type: number = BlockType.MAP) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  const ctx = contextFor(def, createRenderContext(fixturePage([]), fixtureAssets));
  return renderStaticMarkup(<>{def.render!({ id: 'b', data }, { ...ctx, site: { ...ctx.site, ...site } })}</>);
}

describe('map block: schema', () => {
  it('renders types 4 (map) and 10 (geo)', () => {
    expect(blockMeta(BlockType.MAP)).toBe(meta);
    expect(blockMeta(BlockType.GEO)).toBe(meta);
  });
  it('accepts the §3 location and UI options and fills the defaults', () => {
    const data = v.parse(MapData, { location: CAFE, style: 5 });
    expect(data.location.addressTitle).toBe('Café Altura');
    expect(data).toMatchObject({ style: 5, showLabels: true, draggable: true, scrollwheel: false, showControls: true, disableDefaultUI: false, markerDraggable: false, linkOnClick: false });
    expect(v.parse(MapData, {})).toMatchObject({ location: {}, style: 1 });
  });
  it('refuses bad data: latitudes and longitudes out of range, a style outside 1–6, a fractional zoom', () => {
    for (const bad of [{ location: { mapLat: 91 } }, { location: { mapLng: -181 } }, { style: 7 }, { style: 0 }, { location: { mapZoom: 12.5 } }, { location: { mapLat: '19.4' } }, { draggable: 'yes' }]) {
      expect(v.safeParse(MapData, bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('map block: rules', () => {
  it('§9 constants: zoom 12, library timeout 30 s, options debounced 60 ms', () => {
    expect([MAP_ZOOM, MAP_TIMEOUT_MS, MAP_DEBOUNCE_MS]).toEqual([12, 30_000, 60]);
  });
  it('defaults: a fixed city centre at zoom 12, the marker at the map centre', () => {
    const o = mapOptions(v.parse(MapData, {}), { asksConsent: false }, 'x');
    expect(o).toMatchObject({ lat: DEFAULT_CENTRE.lat, lng: DEFAULT_CENTRE.lng, markerLat: DEFAULT_CENTRE.lat, markerLng: DEFAULT_CENTRE.lng, zoom: 12, tiles: undefined });
    const moved = mapOptions(v.parse(MapData, { location: { mapLat: 10, mapLng: 20, markerLat: 11 } }), { asksConsent: true, mapTiles: OSM }, 'x');
    expect(moved).toMatchObject({ markerLat: 11, markerLng: 20, tiles: OSM, asksConsent: true });
  });
  it('hides the zoom buttons with showControls false or disableDefaultUI', () => {
    expect(mapOptions(v.parse(MapData, { showControls: false }), { asksConsent: false }, 'x').controls).toBe(false);
    expect(mapOptions(v.parse(MapData, { disableDefaultUI: true }), { asksConsent: false }, 'x').controls).toBe(false);
  });
  it('the address link goes to OpenStreetMap, at street level at least', () => {
    expect(addressLink(19.4179, -99.1598, 12)).toBe('https://www.openstreetmap.org/?mlat=19.4179&mlon=-99.1598#map=15/19.4179/-99.1598');
  });
  it('tile origins: one host, or a, b and c for {s}; nothing for a host that is no public https one', () => {
    expect(tileOrigins(OSM.url)).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual(['https://a.tile.example.org', 'https://b.tile.example.org', 'https://c.tile.example.org']);
    for (const bad of ['http://tile.example.org/{z}/{x}/{y}.png', 'https://localhost/{z}/{x}/{y}.png', 'https://10.0.0.1/{z}/{x}/{y}', 'https://{z}.example.org/{x}/{y}']) expect(tileOrigins(bad), bad).toEqual([]);
  });
  it("the page allows the site's tile origin as images, consent-bound, only where a map is", () => {
    expect(mapOrigins({ mapTiles: OSM })).toEqual([{ directive: 'img-src', origin: 'https://tile.openstreetmap.org', consent: true }]);
    expect(mapOrigins({})).toEqual([]);
    const site = { ...createRenderContext(fixturePage([]), fixtureAssets).site, mapTiles: OSM };
    expect(pageOrigins([{ id: 'm', type: BlockType.MAP, span: 12, data: { location: CAFE } } as never], site)).toEqual([{ directive: 'img-src', origin: 'https://tile.openstreetmap.org', consent: true }]);
    expect(pageOrigins([{ id: 'q', type: BlockType.QUOTE, span: 12, data: { text: 'x' } } as never], site)).toEqual([]);
  });
  it('the §3 styles 2, 4, 5 and 6 filter the tiles in the block CSS; 1 and 3 (satellite) show them as they are', () => {
    const css = readFileSync(new URL('./map.css', import.meta.url), 'utf8');
    for (const n of [2, 4, 5, 6]) expect(css).toMatch(new RegExp(`\\.map-block--style-${n} \\.leaflet-tile-pane \\{ filter:`));
    for (const n of [1, 3]) expect(css).not.toMatch(new RegExp(`map-block--style-${n}`));
  });
});

describe('map block: debounce and the shared library load', () => {
  afterEach(() => vi.useRealTimers());
  it('applies options once they stop for 60 ms, the last one winning', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const apply = debounce((n: number) => seen.push(n), MAP_DEBOUNCE_MS);
    apply(1);
    vi.advanceTimersByTime(59);
    apply(2);
    vi.advanceTimersByTime(59);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([2]);
  });
  it('loads once for every caller', async () => {
    const load = vi.fn(async () => 'L');
    const get = sharedLoader(load, MAP_TIMEOUT_MS);
    expect(await Promise.all([get(), get()])).toEqual(['L', 'L']);
    expect(await get()).toBe('L');
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('fails after 30 s, and the next call tries again', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const get = sharedLoader(() => (++calls === 1 ? new Promise<string>(() => {}) : Promise.resolve('L')), MAP_TIMEOUT_MS);
    const first = get();
    const failed = expect(first).rejects.toThrow('30000 ms');
    vi.advanceTimersByTime(MAP_TIMEOUT_MS - 1);
    await Promise.resolve();
    vi.advanceTimersByTime(1);
    await failed;
    await Promise.resolve();
    expect(await get()).toBe('L');
    expect(calls).toBe(2);
  });
});

describe('map block: the address card', () => {
  it('renders the address, a link and «Mostrar mapa» with the tile host when the site has tiles', () => {
    const html = render({ location: CAFE, style: 2 }, { mapTiles: OSM, asksConsent: true });
    expect(html).toContain('data-block-script="map"');
    expect(html).toContain('class="map-block map-block--style-2"');
    expect(html).toContain('<p class="map-block__title">Café Altura</p>');
    expect(html).toContain('<span>Calle Colima 187, Roma Norte</span><span>Cuauhtémoc, 06700 Ciudad de México</span><span>México</span>');
    expect(html).toContain('>Mostrar mapa</button>');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=19.4179&amp;mlon=-99.1598#map=16/19.4179/-99.1598"');
    expect(html).toContain('El mapa se carga de tile.openstreetmap.org al hacer clic.');
    expect(html).toContain('data-msg-consent="El mapa se mostrará cuando aceptes las cookies."');
    // Nothing on the page names a tile image: the browser requests none before the click.
    expect(html).not.toMatch(/<img|src=/);
  });
  it('without a tile server: the card and its link only, no button, no script', () => {
    const html = render({ location: CAFE }, {}, BlockType.GEO);
    expect(html).toContain('Ver en OpenStreetMap');
    expect(html).not.toContain('Mostrar mapa');
    expect(html).not.toContain('data-block-script');
  });
  it('a map with no address names the place «Ubicación»', () => {
    expect(render({})).toContain('<p class="map-block__title">Ubicación</p>');
  });
});
