import type { Field, FieldOf } from '../../../shared/forms/fields.ts';
import { describedBy, inputId, noteId } from '../ids.ts';
import { controlAria } from './aria.ts';
import { OptionList, SelectInput } from './ChoiceInput.tsx';
import { FieldShell } from './FieldShell.tsx';
import { LikertInput } from './LikertInput.tsx';
import { PartsInput } from './PartsInput.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';
import { classList } from '../../../ui/class-list.ts';

/** One field as the form shows it. */
export interface FieldViewProps {
  field: Field;
  blockId: string;
  /** The es-419 message of its error, if it has one. */
  error?: string;
  /** A textarea's current length in characters (for its counter). */
  length?: number;
  onLength?: (fieldId: string, length: number) => void;
}

/**
 * Renders any field of §3 with its label, description and error: single controls get a
 * `<label for>`, grouped inputs (name, address, date, time, phone, radio, checkbox, likert) a
 * fieldset and legend. A section is a heading; a hidden field an `<input type="hidden">` (its
 * value is read from the query string when the form is sent).
 */
export function FieldView({ field, blockId, error, length = 0, onLength }: FieldViewProps) {
  if (field.type === 'section') {
    return (
      <div className={classList`form-section${field.underline ? ' form-section--underline' : ''}`}>
        {field.label ? <h3 className="form-section__title">{field.label}</h3> : null}
        {field.description ? <p className="form-section__description">{field.description}</p> : null}
      </div>
    );
  }
  if (field.type === 'hidden') return <input type="hidden" name={field.id} defaultValue={field.value} />;

  const id = inputId(blockId, field.id);
  const ids = { descriptionId: noteId(blockId, field.id, 'description'), errorId: noteId(blockId, field.id, 'error') };
  const counterId = noteId(blockId, field.id, 'counter');
  const hasCounter = field.type === 'textarea' && field.maxLength > 0;
  const aria = controlAria(describedBy(error && ids.errorId, field.description && ids.descriptionId, hasCounter && counterId), Boolean(error));
  const shell = { type: field.type, label: field.label, required: field.required, description: field.description, error, ...ids };

  // The contract's schemas give some fields a union `type` (text | email | …), which a switch does
  // not narrow: each case names its type once, below.
  switch (field.type) {
    case 'textarea': {
      const over = field.maxLength > 0 && length > field.maxLength;
      return (
        <FieldShell {...shell} htmlFor={id} className={over ? 'form-field--over-limit' : undefined}>
          <TextArea field={field} id={id} aria={aria} counterId={counterId} length={length} onLength={(n) => onLength?.(field.id, n)} />
        </FieldShell>
      );
    }
    case 'select':
      return (
        <FieldShell {...shell} htmlFor={id}>
          <SelectInput field={field as FieldOf<'select'>} id={id} aria={aria} />
        </FieldShell>
      );
    case 'radio':
    case 'checkbox':
      return (
        <FieldShell {...shell}>
          <OptionList field={field as FieldOf<'radio' | 'checkbox'>} blockId={blockId} aria={aria} />
        </FieldShell>
      );
    case 'likert':
      return (
        <FieldShell {...shell}>
          <LikertInput field={field} blockId={blockId} aria={aria} />
        </FieldShell>
      );
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return (
        <FieldShell {...shell}>
          <PartsInput field={field as FieldOf<'name' | 'address' | 'date' | 'time' | 'phone'>} blockId={blockId} aria={aria} />
        </FieldShell>
      );
    default:
      return (
        <FieldShell {...shell} htmlFor={id}>
          <TextInput field={field as FieldOf<'text' | 'email' | 'number' | 'website' | 'currency' | 'password' | 'twitter'>} id={id} aria={aria} />
        </FieldShell>
      );
  }
}
