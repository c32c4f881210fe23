/** English text of the cookie banner (see ../cookies.ts; the §5 defaults, translated). */
import type { cookieMessages } from '../cookies.ts';

export const cookieMessagesEn = {
  'cookies.bannerText':
    'By using this website, you agree to our use of cookies. We use cookies to provide you with a great experience and to help our website run effectively.',
  'cookies.ctaText': 'Accept',
  'cookies.optOutText': 'Decline',
  'cookies.bannerLabel': 'Cookie notice',
  'cookies.acceptLabel': 'Accept cookies',
  'cookies.closeLabel': 'Close the cookie notice',
  'cookies.preferences': 'Cookie preferences',
} satisfies Record<keyof typeof cookieMessages, string>;
