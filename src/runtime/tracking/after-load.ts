/**
 * What tracking runs once the page has loaded, as a script of its own (tracking/index.ts imports it
 * then, so none of it weighs on the always-loaded runtime): the page-speed collector, the landing
 * call (at load, or when the visitor accepts cookies later), and the event-tracking clients,
 * which take over from the runtime's queue. Built
 * self-contained: it reaches the runtime only through window.Vitrina.track.
 */
import { CONSENT_EVENT } from '../../shared/consent.ts';
import { readPageContext } from '../page-context.ts';
import { createEventClients } from './events.ts';
import { createExternalEvents } from './external-events.ts';
import { campaignParams, sendLanding } from './landing.ts';
import { startPageSpeed } from './page-speed.ts';

startPageSpeed();

const track = window.Vitrina?.track;
if (track) {
  const page = readPageContext(document);
  // The landing call (§7): when a visit begins, or a campaign brought the visitor mid-visit.
  const campaign = campaignParams(location.search);
  const land = () => {
    const visit = track.visit();
    // A search page's visit carries only its site-search event: no landing (§7: /search page views are not recorded).
    const lands = Boolean(visit && !visit.searchOnly && (visit.isNewSession || Object.keys(campaign).length));
    if (lands) sendLanding(campaign);
    return lands;
  };
  // A visitor held back by a restrictive cookie policy who accepts later on this page (the cookie
  // banner: consent, then CONSENT_EVENT) begins the visit then, and lands then, once.
  if (!track.visit()) {
    let landed = false;
    document.addEventListener(CONSENT_EVENT, () => {
      landed ||= land();
    });
  } else land();
  const common = () => {
    const v = track.visit();
    return v && {
      websiteId: page.website?.id,
      templateId: page.templateId,
      website_locale: document.documentElement.lang,
      pagePath: location.pathname,
      sessionId: `${v.record.id}.${v.record.visitCount}`,
      isFirstSession: v.record.visitCount === 1,
      isFirstLanding: v.isNewSession,
    };
  };
  const clients = createEventClients(common);
  // The external events collector (§7, docs/platform-calls.md): each event also goes there, batched, with analytics consent only.
  const collector = page.eventsCollector;
  const external = collector ? createExternalEvents(collector, common, () => track.visit()?.record.id) : undefined;
  track.attachEventClients(
    external
      ? {
          ...clients,
          event(event, data) {
            clients.event(event, data);
            external.event(event, data);
          },
        }
      : clients,
  );
}
