/**
 * The checkout's form parts (docs/commerce.md, "Checkout and orders"): labelled inputs and selects
 * whose errors are tied to them (aria-invalid, aria-describedby), and the error summary that takes
 * the focus when a form comes back with errors. No script needed.
 */
import type { ReactNode } from 'react';
import { createRenderValue } from '../../page/static-markup/render-value.ts';
import { t } from '../../shared/messages/index.ts';
import { classList } from '../../ui/class-list.ts';

/** The id of a checkout field's input. */
export const fieldId = (name: string) => `checkout-${name}`;

interface FieldProps {
  name: string;
  label: string;
  value?: string;
  error?: string;
  hint?: string;
  autoComplete: string;
  type?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  required?: boolean;
  maxLength?: number;
}

/** Ids of a field's hint and error, for aria-describedby. */
function described(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <span className="checkout-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span className="checkout-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </>
  );
}

/** A labelled text input. */
export function TextField({ name, label, value = '', error, hint, autoComplete, type = 'text', inputMode, required = true, maxLength = 200 }: FieldProps) {
  const id = fieldId(name);
  return (
    <p className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value}
        autoComplete={autoComplete}
        required={required || undefined}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </p>
  );
}

/** A labelled select; `groups` gives optgroups (label → options). */
export function SelectField({ name, label, value = '', error, autoComplete, options, groups, placeholder }: Omit<FieldProps, 'type' | 'inputMode' | 'maxLength'> & { options?: Array<[string, string]>; groups?: Array<{ label: string; options: Array<[string, string]> }>; placeholder?: string }) {
  const id = fieldId(name);
  const render = (opts: Array<[string, string]>) =>
    opts.map(([v, text]) => (
      <option key={v} value={v}>
        {text}
      </option>
    ));
  return (
    <p className="checkout-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} autoComplete={autoComplete} required aria-invalid={error ? true : undefined} aria-describedby={described(id, undefined, error)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options ? render(options) : null}
        {groups?.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {render(g.options)}
          </optgroup>
        ))}
      </select>
      <Messages id={id} error={error} />
    </p>
  );
}

/**
 * The error summary of a form that came back: its message and a link to each field in error.
 * It takes the focus (autofocus), so a keyboard or screen-reader user lands on it.
 */
export function ErrorSummary({ message, fields }: { message: string; fields?: Record<string, string | undefined> }) {
  const entries = Object.entries(fields ?? {}).filter((e): e is [string, string] => Boolean(e[1]));
  return (
    <div className="checkout-alert" role="alert" id="checkout-error" tabIndex={-1} autoFocus>
      <p className="checkout-alert__title">{message}</p>
      {entries.length ? (
        <ul>
          {entries.map(([name, text]) => (
            <li key={name}>
              <a href={`#${fieldId(name)}`}>{text}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Where the checkout's forms post: /checkout, or a one-line cart's own checkout (/checkout/subscribe?cartToken=…). */
export const CheckoutTarget = createRenderValue('/checkout');

/** A checkout form: POST to the checkout target with the crumb and its action. */
export function CheckoutForm({ action, crumb, className, label, children, hidden = {} }: { action: string; crumb: string; className?: string; label?: string; children: ReactNode; hidden?: Record<string, string> }) {
  return (
    <form className={classList`checkout-form ${className ?? ''}`.trim()} method="post" action={CheckoutTarget.read()} noValidate aria-label={label}>
      <input type="hidden" name="crumb" value={crumb} />
      <input type="hidden" name="action" value={action} />
      {Object.entries(hidden).map(([n, v]) => (
        <input key={n} type="hidden" name={n} value={v} />
      ))}
      {children}
    </form>
  );
}

/** The field names whose errors a form may show. */
export const summaryMessage = () => t('checkout.errorSummary');
