import { createRenderValue } from '../static-markup/render-value.ts';
import { ownerDateTime } from './forms/values.ts';

/**
 * The site's time zone on the owner's pages (settings.timeZone, 'UTC' when unset): sendOwnerPage
 * (src/server/owner/page.tsx) provides it, so every table shows dates where the owner lives.
 */
export const OwnerTimeZone = createRenderValue('UTC');

/** The time zone of the owner's dates, read while the page renders. */
export function ownerTimeZone(): string {
  return OwnerTimeZone.read();
}

/** A date and time in the site's time zone, e.g. "22 nov 2026, 12:30". */
export function OwnerDateTime({ ms }: { ms: number | null }) {
  return <>{ownerDateTime(ms, ownerTimeZone())}</>;
}
