/** The path of the crumb call, as a plain string (the runtime's chunks import it); the call itself is in crumb.ts. */

/** GET. → `{ crumb }`, the visitor's crumb for the site, set in the `crumb` cookie when it was missing (docs/cdn.md). */
export const CRUMB_PATH = '/api/crumb';
