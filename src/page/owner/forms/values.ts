import { valueFields, type AnyFormDefinition, type Field } from '../../../shared/forms/fields.ts';
import { formatDate, formatTime } from '../../../shared/messages/intl.ts';
import { isMessageKey, t } from '../../../shared/messages/index.ts';

/**
 * Submitted values as readable text for the owner (the submissions table and the CSV): one
 * column per value field of the definition, labelled with the field's label.
 */

/** A column of the submissions table: a value field of the definition. */
export interface FieldColumn {
  id: string;
  label: string;
  field: Field;
}

/** The value fields of a form, in order, with their labels (a hidden field without one: its key). */
export function fieldColumns(definition: Pick<AnyFormDefinition, 'fields'>): FieldColumn[] {
  return valueFields(definition).map((f) => ({ id: f.id, label: f.label || (f.type === 'hidden' ? f.key : f.id), field: f }));
}

const parts = (value: unknown[]) => value.filter((p): p is string => typeof p === 'string' && p.trim() !== '').map((p) => p.trim());

/** A likert answer ('-2'…'2') as its scale text. */
function likertAnswer(answer: string): string {
  const key = `forms.likert.${answer}`;
  return isMessageKey(key) ? t(key) : answer;
}

/**
 * One value as text: lists joined readably (name "Ana Pérez", address "Calle 1, Ciudad", date
 * "3/15/2025", time "10:30 p. m.", checkbox "Arte, Música"), likert as "question: answer" lines;
 * '' when empty. Never HTML: the view escapes it, the CSV quotes it.
 */
export function valueText(field: Field, value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (field.type === 'date') return parts(value).join('/');
    if (field.type === 'time') {
      const [hour = '', minute = '', second = '', ampm = ''] = value.map((p) => (typeof p === 'string' ? p.trim() : ''));
      const clock = [hour, minute, second].filter((p) => p !== '').join(':');
      return [clock, ampm].filter((p) => p !== '').join(' ');
    }
    return parts(value).join(field.type === 'name' || field.type === 'phone' ? ' ' : ', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, answers]) => Array.isArray(answers) && answers.length > 0)
      .map(([question, answers]) => `${question}: ${(answers as unknown[]).map((a) => likertAnswer(String(a))).join(', ')}`)
      .join('\n');
  }
  return '';
}

/** Values of keys the definition no longer has (a field the owner removed), as "id: value" lines. */
export function otherValuesText(columns: FieldColumn[], values: Record<string, unknown>): string {
  const known = new Set(columns.map((c) => c.id));
  return Object.entries(values)
    .filter(([id]) => !known.has(id))
    .map(([id, value]) => `${id}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

/**
 * A date and time for the owner's tables, e.g. "22 nov 2026, 12:30", in the site's time zone
 * (pages take it from OwnerTimeZone, src/page/owner/time-zone.tsx).
 */
export function ownerDateTime(ms: number | null, timeZone = 'UTC'): string {
  if (ms == null) return '';
  return `${formatDate(ms, 'medium', timeZone)}, ${formatTime(ms, timeZone)}`;
}
