/**
 * How analytics calls leave the page. Not the data helper (src/runtime/data): that one shows
 * failures and retries; analytics answers and failures are ignored (§7).
 */

/** How long an analytics call may take before it is dropped (§7 census timeout). */
export const SEND_TIMEOUT_MS = 2500;

/**
 * Sends one call and forgets it: a keepalive fetch (a call made as the visitor follows a link
 * still leaves), aborted after 2500 ms, failures ignored.
 */
export function fire(url: string, init: RequestInit = {}): void {
  fetch(url, { method: 'POST', keepalive: true, signal: AbortSignal.timeout?.(SEND_TIMEOUT_MS), ...init }).catch(() => {});
}

/** Hands `body` to navigator.sendBeacon (it outlives the page); a keepalive fetch when it is missing or refuses. */
export function beacon(url: string, body: string | URLSearchParams): void {
  if (!navigator.sendBeacon?.(url, body)) fire(url, { body });
}

/** A form body: absent values left out, objects as JSON text, everything else as text. */
export function formBody(fields: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value != null) body.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return body;
}

/**
 * Calls `flush` whenever the page is hidden or left (visibilitychange to hidden, pagehide): the
 * last moments a beacon is sure to leave. Both may come on one unload; a flush finds nothing the
 * second time.
 */
export function onPageHidden(flush: () => void): void {
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
}

/** `text` cut to `max` characters (the server's caps, docs/analytics.md): a longer value would sink the call. */
export const clip = (text: string, max = 2000): string => text.slice(0, max);
