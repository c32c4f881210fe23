/** English general messages: SPEC §8 translated messages and shared controls (see ../general.ts). */
import type { generalMessages } from '../general.ts';

export const generalMessagesEn = {
  'general.networkError': 'Network error. Check your connection and try again.',
  'general.somethingWentWrong': 'Something went wrong.',
  'general.tryAgain': 'Try again.',
  'general.loadResultsFailed': 'Unable to load results.',
  'general.loadCollectionsFailed': 'Could not load collections.',
  'general.loadFontsFailed': 'Could not load fonts.',
  'general.loadTimeZoneFailed': 'Could not load the time zone.',
  'general.fontPreviewFailed': 'The font preview couldn’t be displayed.',
  'general.noJobResponse': 'No response data from the job request.',
  'general.codeEditingAndroid': 'It’s not possible to edit code on Android.',

  'general.close': 'Close',
  'general.previous': 'Previous',
  'general.next': 'Next',
  'general.ok': 'OK',
  'general.cancel': 'Cancel',
  'general.confirm': 'Confirm',
  'general.showCaption': 'Show caption',
  'general.hideCaption': 'Hide caption',
  'general.slideOf': 'Image {index, number} of {count, number}',
  'general.loading': 'Loading…',

  'general.previewOnlyTitle': 'Preview Only',
  'general.previewOnlyText': 'Log out of your account to use this block.',

  'general.justNow': 'Just now',
  'general.secondsAgo': '{count, plural, one {# second ago} other {# seconds ago}}',
} satisfies Record<keyof typeof generalMessages, string>;
