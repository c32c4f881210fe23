/**
 * Names and ids of a form's inputs. Ids start with the block id, so two forms on a page never
 * clash; names are what value collection reads (collect.ts): the field id, `id.part` for the parts
 * of grouped fields, `id.N` for the N-th likert question.
 */

/** The DOM id of a field's input (or of one of its parts). */
export function inputId(blockId: string, fieldId: string, part?: string | number): string {
  return part === undefined ? `${blockId}-${fieldId}` : `${blockId}-${fieldId}-${part}`;
}

/** The id of a field's error message, description, or counter. */
export function noteId(blockId: string, fieldId: string, kind: 'error' | 'description' | 'counter' | 'label'): string {
  return `${blockId}-${fieldId}--${kind}`;
}

/** The `name` of a part input: `phone.areaCode`, `likert.0`. */
export function partName(fieldId: string, part: string | number): string {
  return `${fieldId}.${part}`;
}

/** Space-separated ids for aria-describedby, or undefined when there are none (never an empty attribute). */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}
