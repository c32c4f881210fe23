/**
 * English messages of the error catalogue, the data-call table and the system error overlay
 * (see ../errors.ts). The data-call and overlay texts are SPEC §8's own English wording.
 */
import type { errorMessages } from '../errors.ts';

export const errorMessagesEn = {
  'error.authorizationFail': 'Unauthorized request.',
  'error.internalError': 'Internal server error. Try again later.',
  'error.serviceUnavailable': 'This service is temporarily unavailable. Try again later.',
  'error.connection': 'Could not connect to the server. Check your connection and try again.',
  'error.unparsable': 'Internal error: cannot parse response from {url} as JSON',

  'error.overlay.title': 'An error occurred',
  'error.overlay.generic': 'Something went wrong. Reload the page or try again later.',
  'error.overlay.url': 'URL',
  'error.overlay.format': 'Format',
  'error.overlay.message': 'Message',
  'error.overlay.reload': 'Reload page',
  'error.overlay.close': 'Close',

  'error.badRequest': 'The request isn’t valid. Check the details and try again.',
  'error.loginRequired': 'Log in to continue.',
  'error.crumbFail': 'This page was open for too long. Reload it and try again.',
  'error.notFound': 'Not found.',
  'error.requestTimeout': 'The request took too long. Try again.',
  'error.payloadTooLarge': 'The request is too large.',
  'error.headersTooLarge': 'The request’s URL or headers are too long.',
  'error.unsupportedMediaType': 'Unsupported content type.',
  'error.rateLimited': 'Too many requests. Try again later.',
  'error.badGateway': 'An external service didn’t respond. Try again later.',
  'error.databaseUnavailable': 'The database isn’t responding. Try again later.',
  'error.formNotConfigured': 'This form is not yet configured.',
  'error.formInvalid': 'One or more fields are invalid. Please review your entries.',
  'error.formUnparsable': 'The form fields couldn’t be parsed. Please review your entries.',
  'error.formKeyInvalid': 'The submission key is invalid, already used or expired. Refresh the page and try again.',
  'error.formTooFast': 'The form was submitted too quickly. Wait a few seconds and try again.',
  'error.captchaRequired': 'Complete the CAPTCHA before submitting.',
  'error.siteUnavailable': 'This site isn’t available.',
  'error.siteRemoved': 'This site no longer exists.',
  'error.siteMoving': 'This site is changing hands. Please try again later.',
  'error.placesNotConfigured': 'Place search isn’t set up on this site. Type the address yourself.',
} satisfies Record<keyof typeof errorMessages, string>;
