/**
 * An owner's link a visitor may follow: an absolute http(s) URL (no credentials) or a path of the
 * site (`/…`, not `//…`); anything else (`javascript:`, `data:`, relative text) gives undefined.
 * With `mailto`, a `mailto:` address passes too (an unsubscribe by email).
 * @example safeHref('/correo/marzo') → '/correo/marzo'; safeHref('javascript:x') → undefined
 */
export function safeHref(url: string, options: { mailto?: boolean } = {}): string | undefined {
  const trimmed = url.trim();
  if (/^mailto:/i.test(trimmed)) return options.mailto && /^mailto:[^\s@<>"?]+@[^\s@<>"?]+\.[^\s@<>"?]+(\?[^\s<>"]*)?$/i.test(trimmed) ? trimmed : undefined;
  if (/^\/(?![/\\])/.test(trimmed)) return /[\s<>"]/.test(trimmed) ? undefined : trimmed;
  try {
    const parsed = new URL(trimmed);
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname && !parsed.username && !parsed.password) return parsed.href;
  } catch {
    // not a URL
  }
  return undefined;
}
