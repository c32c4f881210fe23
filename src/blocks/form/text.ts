import { formBlockMessages } from '../../shared/messages/form-block.ts';
import { formMessages } from '../../shared/messages/forms.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { validationMessages } from '../../shared/messages/validation.ts';

const messages = { ...formMessages, ...formBlockMessages, ...validationMessages };

/** A catalogue key the form island shows: the ones with plain `{name}` arguments only. */
export type FormTextKey = Exclude<keyof typeof messages, 'validation.charactersLeft' | 'validation.subtotalBelowMinimum' | 'validation.tooLong'>;

/**
 * The es-419 text of a form message, `{name}` arguments filled in: the island's stand-in for the
 * catalogue's `t()`, without an ICU parser in the chunk (src/shared/messages/plain.test.ts checks
 * that plain messages come out exactly as `t` gives them).
 * @example formText('forms.characterCount', { current: 12, max: 1000 })
 */
export function formText(key: FormTextKey, values: Record<string, string | number> = {}): string {
  return fillPlain(messages[key], values);
}
