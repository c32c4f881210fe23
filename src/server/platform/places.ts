import type { Place } from '../../shared/contracts/platform.ts';

/** How a places look-up failed: no answer in time or a bad answer (503 to the caller), or nothing found (404). */
export class PlacesError extends Error {
  constructor(readonly kind: 'unavailable' | 'notFound', message: string) {
    super(message);
  }
}

/** What a Nominatim-compatible server answers per place (`format=jsonv2`); only these fields are read. */
interface NominatimPlace {
  osm_type?: unknown;
  osm_id?: unknown;
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

const TYPE_LETTER: Record<string, string> = { node: 'N', way: 'W', relation: 'R', N: 'N', W: 'W', R: 'R' };
/** Largest answer read from the provider (a search of 5 places is a few KB). */
const MAX_ANSWER_BYTES = 256 * 1024;

/**
 * A client of a Nominatim-compatible server (PLACES_URL; docs/platform-calls.md): `/search` for
 * suggestions, `/lookup` for one place by its `N123`/`W123`/`R123` id. Every call has a timeout; an
 * answer that is late, not 200, too large or not the expected JSON is `PlacesError('unavailable')`.
 */
export class PlacesProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly timeoutMs: number,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** Up to 5 places matching `q`. */
  async autocomplete(q: string, lang?: string): Promise<Place[]> {
    const rows = await this.get('/search', { q, format: 'jsonv2', limit: '5', ...(lang ? { 'accept-language': lang } : {}) });
    return rows.map(toPlace).filter((p): p is Place => p !== undefined);
  }

  /** The place with this id; `PlacesError('notFound')` when the server knows none. */
  async details(placeId: string, lang?: string): Promise<Place> {
    const rows = await this.get('/lookup', { osm_ids: placeId, format: 'jsonv2', ...(lang ? { 'accept-language': lang } : {}) });
    const place = rows.map(toPlace).find((p) => p?.placeId === placeId);
    if (!place) throw new PlacesError('notFound', `no place ${placeId}`);
    return place;
  }

  private async get(path: string, query: Record<string, string>): Promise<NominatimPlace[]> {
    const url = `${this.baseUrl}${path}?${new URLSearchParams(query)}`;
    let res: Response;
    try {
      // Nominatim's usage policy asks for an identifying User-Agent.
      res = await this.fetchFn(url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { 'user-agent': 'Vitrina places proxy', accept: 'application/json' }, redirect: 'error' });
    } catch (err) {
      throw new PlacesError('unavailable', `places provider unreachable: ${(err as Error).name}`);
    }
    if (res.status !== 200) throw new PlacesError('unavailable', `places provider answered ${res.status}`);
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw new PlacesError('unavailable', `places provider answer unreadable: ${(err as Error).name}`);
    }
    if (text.length > MAX_ANSWER_BYTES) throw new PlacesError('unavailable', 'places provider answer too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PlacesError('unavailable', 'places provider answer is not JSON');
    }
    if (!Array.isArray(body)) throw new PlacesError('unavailable', 'places provider answer is not a list');
    return body as NominatimPlace[];
  }
}

/** One provider row as a Place; undefined when a field is missing or malformed. */
function toPlace(row: NominatimPlace): Place | undefined {
  if (!row || typeof row !== 'object') return undefined;
  const letter = typeof row.osm_type === 'string' ? TYPE_LETTER[row.osm_type] : undefined;
  const id = typeof row.osm_id === 'number' || typeof row.osm_id === 'string' ? String(row.osm_id) : '';
  const lat = Number(row.lat);
  const lon = Number(row.lon);
  if (!letter || !/^\d{1,15}$/.test(id) || typeof row.display_name !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  return { placeId: `${letter}${id}`, description: row.display_name.slice(0, 300), lat, lon };
}
