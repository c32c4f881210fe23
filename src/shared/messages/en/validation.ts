/** English validation messages (see ../validation.ts; the SPEC §5 form rules, translated). */
import type { validationMessages } from '../validation.ts';

export const validationMessagesEn = {
  'validation.maxLengthExceeded': 'You’ve exceeded the character limit.',
  'validation.invalidEmail': 'Email is not valid. Email addresses should follow the format {email}.',
  'validation.invalidForm': 'One or more fields are invalid. Please review your entries.',
  'validation.required': 'This field is required.',
  'validation.emailRequired': 'Enter a valid email address.',
  'validation.mailingListRequired': 'Select a mailing list.',
  'validation.fileNameRequired': 'Enter a file name.',
  'validation.datasetEmpty': 'The data needs at least one column and one row.',
  'validation.invalidPageUrl': 'Enter a valid page URL.',
  'validation.subtotalBelowMinimum': 'Your subtotal must be at least {amount} to check out.',
  'validation.tagDuplicate': 'This tag already exists.',
  'validation.tagEditOneAtATime': 'You can only edit one tag at a time.',
  'validation.ratingRequired': 'Select a star rating.',
  'validation.invalidNumber': 'Enter a valid number.',
  'validation.invalidUrl': 'Enter a valid web address, for example {url}.',
  'validation.invalidOption': 'Choose one of the available options.',
  'validation.invalidValue': 'This field’s value isn’t valid.',
  'validation.tooLong': 'The text is too long (maximum {max, number} characters).',
  'validation.charactersLeft': '{count, plural, one {# character left} other {# characters left}}',
} satisfies Record<keyof typeof validationMessages, string>;
