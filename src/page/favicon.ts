/**
 * A monogram icon for a site (its initial on its accent colour) as an SVG data URL, so no
 * page makes the browser ask for a /favicon.ico that does not exist. CSP: img-src allows data:.
 */
export function monogramIcon(title: string, background: string, foreground: string): string {
  const key = `${title}\u0000${background}\u0000${foreground}`;
  let icon = icons.get(key);
  if (icon === undefined) {
    icon = drawMonogram(title, background, foreground);
    // Few sites per process; a bound keeps a stream of made-up titles from growing it forever.
    if (icons.size >= 1000) icons.clear();
    icons.set(key, icon);
  }
  return icon;
}

const icons = new Map<string, string>();

function drawMonogram(title: string, background: string, foreground: string): string {
  const initial = (Array.from(title.trim())[0] ?? 'V').toLocaleUpperCase('es-419');
  const letter = initial.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="45" font-family="Georgia,serif" font-size="40" font-weight="700" text-anchor="middle" fill="${foreground}">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
