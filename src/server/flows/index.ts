/**
 * The flows that cross server domains, each step with its undo (see flow.ts). Callers outside
 * the server's domains (the CLI, main.ts, tests) publish through here.
 */
export { runFlow, undoneByRollback, type Step } from './flow.ts';
export { PUBLISH_STEPS, publishSite, type PublishContext, type PublishResult } from './publish-site.ts';
export { GIVE_UP_MS, orderFlows, REPLAYED_PAYMENT, type OrderFlowDeps } from './place-order.ts';
export { donateFlows, type DonateFlowDeps } from './donate.ts';
