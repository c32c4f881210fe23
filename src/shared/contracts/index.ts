/**
 * Every call between the browser and the server, by domain: what the server registers and what
 * the contract test checks against the app's routes. The runtime imports `<domain>-paths.ts`, not this.
 */
import { analyticsCalls } from './analytics.ts';
import { authCalls } from './auth.ts';
import { captchaCalls } from './captcha.ts';
import { commentsCalls } from './comments.ts';
import { commerceCalls } from './commerce.ts';
import type { Contract } from './contract.ts';
import { crumbCalls } from './crumb.ts';
import { formsCalls } from './forms.ts';
import { locksCalls } from './locks.ts';
import { multilingualCalls } from './multilingual.ts';
import { newsletterCalls } from './newsletter.ts';
import { platformCalls } from './platform.ts';
import { siteUsersCalls } from './site-users.ts';
import { widgetCalls } from './widgets.ts';

export const ALL_CALLS: Readonly<Record<string, Readonly<Record<string, Contract>>>> = {
  analytics: analyticsCalls,
  auth: authCalls,
  captcha: captchaCalls,
  comments: commentsCalls,
  commerce: commerceCalls,
  crumb: crumbCalls,
  forms: formsCalls,
  locks: locksCalls,
  multilingual: multilingualCalls,
  newsletter: newsletterCalls,
  platform: platformCalls,
  siteUsers: siteUsersCalls,
  widgets: widgetCalls,
};
