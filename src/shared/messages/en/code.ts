/** English text of the markdown and code blocks and sandboxed owner code (see ../code.ts). */
import type { codeMessages } from '../code.ts';

export const codeMessagesEn = {
  'code.listing': 'Code',
  'code.listingLanguage': '{language} code',
  'code.frame': 'Interactive site content',
  'code.frameTitled': 'Interactive content: {title}',
  'code.run': 'Show interactive content',
  'code.runTitled': 'Show interactive content: {title}',
  'code.runNote': 'Runs separately from this page, in an isolated frame, when you click.',
  'code.waitingConsent': 'The interactive content will appear once you accept cookies.',
} satisfies Record<keyof typeof codeMessages, string>;
