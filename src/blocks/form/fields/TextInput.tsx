import type { FieldOf } from '../../../shared/forms/fields.ts';
import type { ControlAria } from './aria.ts';

type TextLike = FieldOf<'text' | 'email' | 'number' | 'website' | 'currency' | 'password' | 'twitter'>;

/** Input type, keyboard and autofill hint of each one-line field type. */
const KIND: Record<TextLike['type'], { type: string; inputMode?: 'decimal' | 'email' | 'url'; autoComplete?: string }> = {
  text: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  // Text with a decimal keyboard: a number input would silently empty what it cannot parse.
  number: { type: 'text', inputMode: 'decimal' },
  currency: { type: 'text', inputMode: 'decimal', autoComplete: 'transaction-amount' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text', autoComplete: 'username' },
};

/** A one-line field: text, email, number, website, currency (with its symbol), password, twitter (with '@'). */
export function TextInput({ field, id, aria }: { field: TextLike; id: string; aria: ControlAria }) {
  const kind = KIND[field.type];
  const input = (
    <input
      className="form-field__input"
      id={id}
      name={field.id}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      placeholder={'placeholder' in field && field.placeholder ? field.placeholder : undefined}
      required={field.required || undefined}
      spellCheck={field.type === 'email' || field.type === 'website' ? false : undefined}
      {...aria}
    />
  );
  const affix = field.type === 'currency' ? field.currencySymbol : field.type === 'twitter' ? '@' : '';
  if (!affix) return input;
  return (
    <div className="form-field__affixed">
      <span className="form-field__affix" aria-hidden="true">
        {affix}
      </span>
      {input}
    </div>
  );
}
