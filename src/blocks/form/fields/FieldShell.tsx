import type { ReactNode } from 'react';
import { formText } from '../text.ts';

/** What every field's frame shows around its control. */
export interface ShellProps {
  /** Field type, for the class name. */
  type: string;
  label: string;
  required: boolean;
  description: string;
  descriptionId: string;
  error?: string;
  errorId: string;
  /** The id of the single control the label names; absent for grouped inputs (a fieldset and legend). */
  htmlFor?: string;
  /** Extra class names (the textarea over its limit). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of one field: its label (a `<label for>`, or the `<legend>` of a fieldset for grouped
 * inputs), the description and, above the control (§5), the error message. A required single
 * control carries `required` itself, so its visible mark is hidden from screen readers; a group's
 * mark is read with the legend.
 */
export function FieldShell({ type, label, required, description, descriptionId, error, errorId, htmlFor, className, children }: ShellProps) {
  const mark = required ? (
    <span className="form-field__required" aria-hidden={htmlFor ? true : undefined}>
      {' '}
      {formText('forms.required')}
    </span>
  ) : null;
  const notes = (
    <>
      {description ? (
        <p className="form-field__description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className="form-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
  const classes = `form-field form-field--${type}${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`;
  if (htmlFor) {
    return (
      <div className={classes}>
        <label className="form-field__label" htmlFor={htmlFor}>
          {label}
          {mark}
        </label>
        {notes}
        {children}
      </div>
    );
  }
  return (
    <fieldset className={classes}>
      <legend className="form-field__label">
        {label}
        {mark}
      </legend>
      {notes}
      {children}
    </fieldset>
  );
}
