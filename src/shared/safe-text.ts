/**
 * Text the databases can store: PostgreSQL refuses NUL characters and lone UTF-16 surrogates
 * (in text and in jsonb), and one such value would sink a whole batch of rows. Incoming strings
 * are cleaned as they are decoded: NUL removed, a lone surrogate replaced by U+FFFD (what a
 * JavaScript stack cut at 5000 characters can end with).
 */
const UNSAFE = /[\0\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a JSON text holding such a string contains: the character itself or its escape. */
const UNSAFE_JSON = /\\u(?:0000|d[89a-f][0-9a-f]{2})|[\0\ud800-\udfff]/i;

/** `s` without NUL characters or lone surrogates (most strings come back as they are). */
export function safeText(s: string): string {
  return UNSAFE.test(s) ? s.replace(/\0/g, '').replace(LONE_SURROGATE, '\ufffd') : s;
}

/** JSON.parse whose strings (values and keys) are safe text; the clean-up only runs when needed. */
export function parseJsonSafe(text: string): unknown {
  if (!UNSAFE_JSON.test(text)) return JSON.parse(text);
  return JSON.parse(text, (_key, value: unknown) => {
    if (typeof value === 'string') return safeText(value);
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).some((k) => UNSAFE.test(k))) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [safeText(k), v]));
    }
    return value;
  });
}

/** The same object with its string values made safe (form fields, query parameters). */
export function safeFields<T extends Record<string, unknown>>(fields: T): T {
  for (const key of Object.keys(fields)) {
    const value = fields[key];
    if (typeof value === 'string' && UNSAFE.test(value)) (fields as Record<string, unknown>)[key] = safeText(value);
  }
  return fields;
}
