/**
 * What tracking runs once the page has loaded, as a script of its own (tracking/index.ts imports it
 * then, so none of it weighs on the always-loaded runtime): the page-speed collector, the landing
 * call, and the event-tracking clients, which take over from the runtime's queue. Built
 * self-contained: it reaches the runtime only through window.Vitrina.track.
 */
import { readPageContext } from '../page-context.ts';
import { createEventClients } from './events.ts';
import { campaignParams, sendLanding } from './landing.ts';
import { startPageSpeed } from './page-speed.ts';

startPageSpeed();

const track = window.Vitrina?.track;
if (track) {
  const page = readPageContext(document);
  // The landing call (§7): when a visit begins, or a campaign brought the visitor mid-visit.
  const campaign = campaignParams(location.search);
  const visit = track.visit();
  if (visit && (visit.isNewSession || Object.keys(campaign).length)) sendLanding(campaign);
  track.attachEventClients(
    createEventClients(() => {
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
    }),
  );
}
