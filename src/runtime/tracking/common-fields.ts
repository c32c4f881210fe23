/** The types of the common fields of the §3 analytics event payload. */
const COMMON_TYPES: Record<string, string> = {
  eventName: 'string', websiteId: 'string', memberAccountId: 'string', templateId: 'string', variantId: 'string',
  website_locale: 'string', member_locale: 'string', pageHash: 'string', pagePath: 'string', sessionId: 'string',
  isFirstLanding: 'boolean', isFirstSession: 'boolean',
};

/**
 * An analytics payload with its common fields type-checked (§5): a common field of the wrong
 * type is dropped with a console warning; null and other fields pass as they are.
 * @example checkCommonFields({ pagePath: 3, x: 1 }) // { x: 1 }, and a warning about pagePath
 */
export function checkCommonFields(data: Record<string, unknown>): Record<string, unknown> {
  const checked = { ...data };
  for (const [name, value] of Object.entries(checked)) {
    const type = COMMON_TYPES[name];
    if (type && value != null && typeof value !== type) {
      console.warn(`Vitrina: analytics field ${name} is not a ${type}, dropped`);
      delete checked[name];
    }
  }
  return checked;
}
