/** The accessibility attributes every control of one field shares. */
export interface ControlAria {
  /** Error, description (and counter) ids, or undefined. */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** The shared attributes of a field's controls: described by its notes, invalid while it has an error. */
export function controlAria(describedBy: string | undefined, invalid: boolean): ControlAria {
  return { 'aria-describedby': describedBy, ...(invalid ? { 'aria-invalid': true as const } : {}) };
}
