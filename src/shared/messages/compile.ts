import { IntlMessageFormat } from 'intl-messageformat';
import { LOCALE } from './intl.ts';

/** A message of the catalogue whose ICU source is malformed (§8: invalid plural key throws). */
export class MessageFormatError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MessageFormatError';
  }
}

/** The parts of the ICU syntax tree this module looks at (type 5 select, 6 plural). */
interface AstNode {
  type: number;
  value?: string;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: AstNode[] }>;
}
const PLURAL = 6;
const SELECT = 5;

const categoriesByLocale = new Map<string, { cardinal: Set<string>; ordinal: Set<string> }>();

/** The plural categories of a locale (es-419: one, many, other; en: one, other). */
function categoriesOf(locale: string) {
  let found = categoriesByLocale.get(locale);
  if (!found) {
    found = {
      cardinal: new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories),
      ordinal: new Set<string>(new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories),
    };
    categoriesByLocale.set(locale, found);
  }
  return found;
}

/** Throws when a plural branch is neither `=N` nor a plural category of the locale. */
function checkPluralKeys(nodes: AstNode[], source: string, locale: string): void {
  const categories = categoriesOf(locale);
  for (const node of nodes) {
    if (node.type !== PLURAL && node.type !== SELECT) continue;
    for (const [key, branch] of Object.entries(node.options ?? {})) {
      const allowed = node.type === SELECT || /^=\d+$/.test(key) || categories[node.pluralType ?? 'cardinal'].has(key);
      if (!allowed) throw new MessageFormatError(`Invalid plural key "${key}" for ${locale} in "${source}"`);
      checkPluralKeys(branch.value, source, locale);
    }
  }
}

/**
 * Parses one ICU message for a locale (es-419 by default) and checks it:
 * `compileMessage('{n, plural, one {#} other {#}}')`. Throws MessageFormatError on a syntax error
 * or an invalid plural key. Tags (`<b>`) are plain text.
 */
export function compileMessage(source: string, locale: string = LOCALE): IntlMessageFormat {
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
  } catch (cause) {
    throw new MessageFormatError(`Malformed message "${source}": ${(cause as Error).message}`, { cause });
  }
  checkPluralKeys(format.getAst() as unknown as AstNode[], source, locale);
  return format;
}
