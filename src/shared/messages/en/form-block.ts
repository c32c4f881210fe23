/** English text of the form and newsletter blocks (see ../form-block.ts). Plain `{name}` messages only. */
import type { formBlockMessages } from '../form-block.ts';

export const formBlockMessagesEn = {
  'formBlock.noscript': 'To submit this form, you need to enable JavaScript in your browser.',
  'formBlock.selectPlaceholder': 'Select an option',
  'formBlock.likertQuestion': 'Question',
  'formBlock.am': 'AM',
  'formBlock.pm': 'PM',
  'formBlock.newsletterSubscribed': 'Thanks for subscribing! You’ll hear from us soon.',
  'formBlock.captchaVerifying': 'Verifying you’re human…',
  'formBlock.captchaDone': 'Verification complete.',
} satisfies Record<keyof typeof formBlockMessages, string>;
