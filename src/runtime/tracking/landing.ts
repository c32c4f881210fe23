import { TRACK_PATH } from '../../shared/contracts/analytics-paths.ts';
import { clip, fire } from './send.ts';

/** The campaign parameters of §7, read from the page address… */
export const CAMPAIGN_PARAMS = ['source', 'campaign', 'subcampaign', 'channel', 'subchannel', 'variation', 'mkwid'];
/** …or else from these utm_* equivalents, by position (none for subchannel and mkwid). */
const UTM = ['utm_source', 'utm_campaign', 'utm_term', 'utm_medium', '', 'utm_content'];

/** The campaign parameters of a query string (§7 names first, utm_* equivalents otherwise); empty ones left out. */
export function campaignParams(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  CAMPAIGN_PARAMS.forEach((name, i) => {
    const value = query.get(name) || query.get(UTM[i]);
    if (value) found[name] = clip(value, 200);
  });
  return found;
}

/** The landing call (§7): GET /api/track/Track with landing, refer, rk (random), lang, screen and the campaign parameters. */
export function sendLanding(campaign: Record<string, string>): void {
  const query = new URLSearchParams({
    landing: clip(location.href),
    refer: clip(document.referrer),
    rk: String(Math.random()).slice(2, 14),
    lang: navigator.language,
    screen: `${screen.width}x${screen.height}`,
    ...campaign,
  });
  fire(`${TRACK_PATH}?${query}`, { method: 'GET' });
}
