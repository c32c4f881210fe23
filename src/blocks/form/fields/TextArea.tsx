import type { FieldOf } from '../../../shared/forms/fields.ts';
import { textLength } from '../../../shared/validate/textarea.ts';
import { formText } from '../text.ts';
import type { ControlAria } from './aria.ts';
import { classList } from '../../../ui/class-list.ts';

/**
 * A textarea; with a limit (§5 maxLength) it shows the live 'current / max' counter below it,
 * which turns to its error style when exceeded. The text may go over the limit (so pasted text is
 * never cut silently); validation then says so.
 */
export function TextArea(props: {
  field: FieldOf<'textarea'>;
  id: string;
  aria: ControlAria;
  counterId: string;
  length: number;
  onLength: (length: number) => void;
}) {
  const { field, id, aria, counterId, length, onLength } = props;
  const max = field.maxLength > 0 ? field.maxLength : 0;
  return (
    <>
      <textarea
        className="form-field__input form-field__textarea"
        id={id}
        name={field.id}
        rows={5}
        placeholder={field.placeholder || undefined}
        required={field.required || undefined}
        onInput={(event) => onLength(textLength(event.currentTarget.value))}
        {...aria}
      />
      {max ? (
        <p className={classList`form-field__counter${length > max ? ' form-field__counter--over' : ''}`} id={counterId}>
          {formText('forms.characterCount', { current: length, max })}
        </p>
      ) : null}
    </>
  );
}

