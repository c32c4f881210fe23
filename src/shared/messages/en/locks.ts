/** English text of password locks (see ../locks.ts; docs/locks.md). */
import type { lockMessages } from '../locks.ts';

export const lockMessagesEn = {
  'locks.protectedTitle': 'Protected page',
  'locks.protectedHeading': 'This page is password-protected',
  'locks.protectedText': 'Enter the password to view its content.',
  'locks.siteTitle': 'Protected site',
  'locks.siteText': 'Enter the password to access the site.',
  'locks.formLabel': 'Unlock with password',
  'locks.password': 'Password',
  'locks.submit': 'Unlock',
  'locks.passwordRequired': 'Enter the password.',
  'locks.wrongPassword': 'That password isn’t correct. Check it and try again.',
  'locks.tooManyAttempts': 'Too many attempts. Wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  'locks.formExpired': 'We couldn’t verify where the form came from. Reload the page and try again.',
} satisfies Record<keyof typeof lockMessages, string>;
