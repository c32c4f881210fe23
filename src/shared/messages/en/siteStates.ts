/** English text of what a visitor sees of a site by its status and kind (see ../siteStates.ts; docs/site-states.md). */
import type { siteStateMessages } from '../siteStates.ts';

export const siteStateMessagesEn = {
  'siteStates.trialNotice': 'Trial site: this site is still being built.',
  'siteStates.trialLabel': 'Notice',
  'siteStates.ownerNotice': 'Only the people who manage this site see it like this. Visitors see “{heading}”.',
  'siteStates.ownerNoticeHidden': 'Internal site: only the people who manage it can see it.',
  'siteStates.unavailableHeading': 'This site isn’t available',
  'siteStates.unavailableText': 'The site is paused for now. If you manage it, sign in to its settings to bring it back.',
  'siteStates.removedHeading': 'This site no longer exists',
  'siteStates.removedText': 'Its owner removed it, and it won’t be back online at this address.',
  'siteStates.movingHeading': 'This site is changing hands',
  'siteStates.movingText': 'It will be available again soon. Please try again later.',
  'siteStates.parkingHeading': 'Coming soon',
  'siteStates.parkingText': 'This address is already reserved. The site will be published here soon.',
} satisfies Record<keyof typeof siteStateMessages, string>;
