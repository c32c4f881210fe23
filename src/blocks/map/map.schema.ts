import * as v from 'valibot';

const Text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const Lat = v.pipe(v.number(), v.finite(), v.minValue(-90), v.maxValue(90));
const Lng = v.pipe(v.number(), v.finite(), v.minValue(-180), v.maxValue(180));

/** The §3 map styles by number: 1 original, 2 grayscale, 3 satellite, 4 minimal light, 5 minimal dark, 6 minimal blue. */
export const MAP_STYLES = { ORIGINAL: 1, GRAYSCALE: 2, SATELLITE: 3, MINIMAL_LIGHT: 4, MINIMAL_DARK: 5, MINIMAL_BLUE: 6 } as const;

/** §3 map location: the map's centre and zoom, the marker, and the address the card shows. */
export const MapLocation = v.object({
  mapLat: v.optional(Lat),
  mapLng: v.optional(Lng),
  /** The marker; defaults to the map's centre (§3). */
  markerLat: v.optional(Lat),
  markerLng: v.optional(Lng),
  mapZoom: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(19))),
  addressTitle: Text(200),
  addressLine1: Text(200),
  addressLine2: Text(200),
  addressCountry: Text(100),
});

/** Map (block type 4) and geo (10): the §3 location and UI options. */
export const MapData = v.object({
  location: v.optional(MapLocation, {}),
  style: v.optional(v.picklist(Object.values(MAP_STYLES)), MAP_STYLES.ORIGINAL),
  showLabels: v.optional(v.boolean(), true),
  showTerrain: v.optional(v.boolean(), false),
  draggable: v.optional(v.boolean(), true),
  /** Off by default: a page that scrolls should not zoom a map on the way past. */
  scrollwheel: v.optional(v.boolean(), false),
  showControls: v.optional(v.boolean(), true),
  disableDefaultUI: v.optional(v.boolean(), false),
  markerDraggable: v.optional(v.boolean(), false),
  linkOnClick: v.optional(v.boolean(), false),
});
export type MapData = v.InferOutput<typeof MapData>;
