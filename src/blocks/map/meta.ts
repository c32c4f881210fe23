import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { mapOrigins } from './map-options.ts';
import { MapData } from './map.schema.ts';

/**
 * Map (type 4) and geo (10): the server's address card with a link, and a Leaflet map built in
 * the browser on «Mostrar mapa» (map.script.ts) from the tile server of the site's settings —
 * whose origins the page allows as images, consent-bound, only where a map is.
 */
export default defineBlockMeta({
  name: 'map',
  types: [BlockType.MAP, BlockType.GEO],
  data: MapData,
  origins: (_data, site) => mapOrigins(site),
  reads: ['site'],
});
