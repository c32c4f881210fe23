import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route of the app: a method and its path template (`:param` and `*` as Fastify wrote them). */
export interface AppRoute {
  method: HTTPMethods;
  path: string;
}

/**
 * Every route the app serves, read from Fastify itself (its printed route tree), so a route added
 * tomorrow is fuzzed tomorrow without touching the suite. Each one is checked with `hasRoute`,
 * so a change in the printed format fails here rather than silently listing nothing.
 * Call after `app.ready()`.
 */
export function listRoutes(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // "│   ├── /forms (GET, HEAD)": 4 characters of tree per level, then the segment and its methods.
    const m = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    stack.push(m[2]);
    for (const method of m[3]?.split(', ') ?? []) {
      // The tree prints a wildcard without the slash before it ("/config" then "*").
      const path = [stack.join(''), stack.join('').replace(/\/?\*$/, '/*')].find((p) => app.hasRoute({ method: method as HTTPMethods, url: p }));
      if (!path) throw new Error(`listRoutes misread the route tree: ${method} ${stack.join('')}`);
      routes.push({ method: method as HTTPMethods, path });
    }
  }
  if (routes.length === 0) throw new Error('listRoutes found no routes');
  return routes;
}

/** A concrete URL for a route template: each `:param` and `*` filled by `fill`. */
export function concretePath(template: string, fill: (name: string) => string): string {
  return template.replace(/:(\w+)/g, (_, name: string) => fill(name)).replace(/\*/g, () => fill('*'));
}
