import { formBlockMessages } from '../../shared/messages/form-block.ts';
import { formMessages } from '../../shared/messages/forms.ts';
import { validationMessages } from '../../shared/messages/validation.ts';

const messages = { ...formMessages, ...formBlockMessages, ...validationMessages };

/** A catalogue key the form island shows: the ones with plain `{name}` arguments only. */
export type FormTextKey = Exclude<keyof typeof messages, 'validation.charactersLeft' | 'validation.subtotalBelowMinimum'>;

/**
 * The es-419 text of a form message, `{name}` arguments filled in: the island's stand-in for
 * the catalogue's `t()`, reading the same messages without shipping an ICU parser in the chunk
 * (text.test.ts checks it answers exactly as `t`).
 * @example formText('forms.characterCount', { current: 12, max: 1000 })
 */
export function formText(key: FormTextKey, values: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
