/**
 * What a visitor sees of a site by its status and kind (SPEC §3): the one table of docs/site-states.md.
 * Pure: the server's gate (src/server/sites/state-gate.ts) answers pages and calls from it, and the
 * renderer draws the trial notice from it. Nothing else decides a site's availability.
 */
import type { ErrorCode } from './errors.ts';
import { SiteKind, SiteStatus } from './enums/site.ts';
import type { MessageKey } from './messages/index.ts';

/** How the site answers: served as published, or one page (and one call error) instead of it. */
export type SiteStateName = 'open' | 'trial' | 'unavailable' | 'removed' | 'moving' | 'parking' | 'hidden';

/** One row of the table. */
export interface SiteState {
  name: SiteStateName;
  /** The site's own pages and calls are served (open, trial); otherwise the state page and `code`. */
  serves: boolean;
  /** The status of the state page at the site's root (other paths of a parking page: 404). */
  status: number;
  /** The §8 error every `/api/` call of the site answers (absent when the site serves). */
  code?: ErrorCode;
  /** Headers of every answer (pages and calls). */
  headers: Readonly<Record<string, string>>;
  /** The state page's heading (also its title) and text (absent: served, or the unknown-site page for `hidden`). */
  page?: { heading: MessageKey; text: MessageKey };
  /** Pages carry the «sitio de prueba» notice. */
  notice?: boolean;
}

/** Seconds a client is asked to wait before trying a site in its resold grace period again. */
export const RETRY_AFTER_SECONDS = 3600;

const NOINDEX = { 'x-robots-tag': 'noindex' } as const;

const STATES: Record<SiteStateName, SiteState> = {
  open: { name: 'open', serves: true, status: 200, headers: {} },
  trial: { name: 'trial', serves: true, status: 200, headers: NOINDEX, notice: true },
  unavailable: { name: 'unavailable', serves: false, status: 402, code: 'siteUnavailable', headers: NOINDEX, page: { heading: 'siteStates.unavailableHeading', text: 'siteStates.unavailableText' } },
  removed: { name: 'removed', serves: false, status: 410, code: 'siteRemoved', headers: NOINDEX, page: { heading: 'siteStates.removedHeading', text: 'siteStates.removedText' } },
  moving: { name: 'moving', serves: false, status: 503, code: 'siteMoving', headers: { ...NOINDEX, 'retry-after': String(RETRY_AFTER_SECONDS) }, page: { heading: 'siteStates.movingHeading', text: 'siteStates.movingText' } },
  parking: { name: 'parking', serves: false, status: 200, code: 'notFound', headers: NOINDEX, page: { heading: 'siteStates.parkingHeading', text: 'siteStates.parkingText' } },
  hidden: { name: 'hidden', serves: false, status: 404, code: 'notFound', headers: {} },
};

/** Every §3 status → its state. Past due (2) is served: it is the payment's grace, ended by expired (1). */
const BY_STATUS: Record<SiteStatus, SiteStateName> = {
  [SiteStatus.EXPIRED]: 'unavailable',
  [SiteStatus.PAST_DUE]: 'open',
  [SiteStatus.TRIAL]: 'trial',
  [SiteStatus.BETA]: 'open',
  [SiteStatus.REMOVED]: 'removed',
  [SiteStatus.INTERNAL]: 'hidden',
  [SiteStatus.COMPED]: 'open',
  [SiteStatus.PAID]: 'open',
  [SiteStatus.LINKED]: 'open',
  [SiteStatus.ACTIVE_PARKING_PAGE]: 'parking',
  [SiteStatus.RESOLD]: 'open',
  [SiteStatus.RESOLD_GRACE_PERIOD]: 'moving',
  [SiteStatus.ENTERPRISE]: 'open',
};

/**
 * The state of a site: its status decides first; a site that serves but is of the parking-page
 * kind (3) shows the parking page. No status: a site in good standing.
 * @example siteState({ status: SiteStatus.REMOVED }).status // 410
 */
export function siteState(website: { kind?: SiteKind; status?: SiteStatus }): SiteState {
  const byStatus = website.status === undefined ? 'open' : (BY_STATUS[website.status] ?? 'open');
  if (STATES[byStatus].serves && website.kind === SiteKind.PARKING_PAGE) return STATES.parking;
  return STATES[byStatus];
}
