import { createElement, type ReactElement, type ReactNode } from 'react';

/**
 * One field of an owner form: its label, its control and its error tied to it
 * (`aria-invalid`, `aria-describedby` → the error's id). The control is given without `id` or
 * aria attributes; this part sets them, so every owner form labels and describes alike.
 * @example <OwnerField id="invite-email" label={t('roles.inviteEmail')} error={errors.email}><input name="email" type="email" /></OwnerField>
 */
export function OwnerField({ id, label, error, describedBy, children }: { id: string; label: ReactNode; error?: string; describedBy?: string; children: ReactElement<Record<string, unknown>> }) {
  const errorId = `${id}-error`;
  return (
    <div className="owner-field">
      <label htmlFor={id}>{label}</label>
      {createElement(children.type, { id, ...children.props, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : describedBy })}
      {error ? (
        <p className="owner-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
