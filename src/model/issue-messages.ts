import type * as v from 'valibot';

/** Names of valibot's schema types as a site owner reads them. */
const TYPES: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  literal: 'un valor fijo',
  picklist: 'uno de los valores permitidos',
  variant: 'un tipo conocido',
};

/**
 * The Spanish message of a validation issue that its schema did not name itself, for
 * `vitrina import` and the API. Passed as `message` in the parse config (no global state).
 */
export function spanishIssueMessage(issue: v.BaseIssue<unknown>): string {
  const got = `se recibió ${issue.received}`;
  switch (issue.type) {
    case 'min_length':
      return `Demasiado corto: se esperaba una longitud ${issue.expected}, ${got}`;
    case 'max_length':
      return `Demasiado largo: se esperaba una longitud ${issue.expected}, ${got}`;
    case 'min_value':
      return `Valor demasiado pequeño: se esperaba ${issue.expected}, ${got}`;
    case 'max_value':
      return `Valor demasiado grande: se esperaba ${issue.expected}, ${got}`;
    case 'integer':
      return `Se esperaba un número entero, ${got}`;
    case 'regex':
      return `Formato no válido, ${got}`;
    case 'iso_timestamp':
      return `Se esperaba una fecha ISO-8601 con hora, ${got}`;
    case 'hex_color':
      return `Se esperaba un color hexadecimal (#rrggbb), ${got}`;
    case 'object':
      return issue.expected && issue.expected.startsWith('"')
        ? `Falta el campo ${issue.expected}`
        : `Se esperaba un objeto, ${got}`;
    default:
      if (issue.kind === 'schema') {
        const what = TYPES[issue.type] ?? issue.expected ?? issue.type;
        return issue.expected && (issue.type === 'literal' || issue.type === 'picklist' || issue.type === 'variant')
          ? `Valor no válido: se esperaba ${issue.expected}, ${got}`
          : `Tipo no válido: se esperaba ${what}, ${got}`;
      }
      return `Valor no válido, ${got}`;
  }
}
