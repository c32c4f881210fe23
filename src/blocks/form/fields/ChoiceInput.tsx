import type { FieldOf } from '../../../shared/forms/fields.ts';
import { inputId } from '../ids.ts';
import { formText } from '../text.ts';
import type { ControlAria } from './aria.ts';
import { classList } from '../../../ui/class-list.ts';

/** A radio group or a checkbox list: one labelled input per option, inside the field's fieldset. */
export function OptionList({ field, blockId, aria }: { field: FieldOf<'radio' | 'checkbox'>; blockId: string; aria: ControlAria }) {
  return (
    <div className="form-field__options">
      {field.options.map((option, i) => {
        const id = inputId(blockId, field.id, i);
        return (
          <div className="form-field__option" key={i}>
            <input
              className={classList`form-field__${field.type}`}
              id={id}
              type={field.type}
              name={field.id}
              value={option}
              // A required radio group is one native control; a required checkbox list is not (any one will do).
              required={field.type === 'radio' && field.required ? true : undefined}
              {...aria}
            />
            <label htmlFor={id}>{option}</label>
          </div>
        );
      })}
    </div>
  );
}

/** A select with an empty first choice, so nothing is chosen for the visitor. */
export function SelectInput({ field, id, aria }: { field: FieldOf<'select'>; id: string; aria: ControlAria }) {
  return (
    <select className="form-field__input form-field__select" id={id} name={field.id} required={field.required || undefined} defaultValue="" {...aria}>
      <option value="">{formText('formBlock.selectPlaceholder')}</option>
      {field.options.map((option, i) => (
        <option value={option} key={i}>
          {option}
        </option>
      ))}
    </select>
  );
}
