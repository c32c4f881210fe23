/**
 * What every browser ↔ server call is made of: a method and a path. The paths the always-loaded
 * runtime needs are plain strings in `<domain>-paths.ts` (no schema library, no object to carry
 * along: a few bytes each); the calls with their payload schemas are in `<domain>.ts`.
 */

/** The API root of SPEC §7: every call of the runtime to the server lives under it. */
export const API_ROOT = '/api/';

/** The REST root of SPEC §7 ("Constants: API root /api/, REST root /api/rest/"): resource-style calls live under it. */
export const REST_ROOT = `${API_ROOT}rest/` as const;

/** An HTTP method a call may use. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call: its method and path (`:name` marks a path parameter, as Fastify writes it). */
export interface Call<M extends Method = Method, P extends string = string> {
  readonly method: M;
  readonly path: P;
}
