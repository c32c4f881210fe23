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

const categories = {
  cardinal: new Set<string>(new Intl.PluralRules(LOCALE).resolvedOptions().pluralCategories),
  ordinal: new Set<string>(new Intl.PluralRules(LOCALE, { type: 'ordinal' }).resolvedOptions().pluralCategories),
};

/** Throws when a plural branch is neither `=N` nor a plural category of es-419 (one, many, other). */
function checkPluralKeys(nodes: AstNode[], source: string): void {
  for (const node of nodes) {
    if (node.type !== PLURAL && node.type !== SELECT) continue;
    for (const [key, branch] of Object.entries(node.options ?? {})) {
      const allowed = node.type === SELECT || /^=\d+$/.test(key) || categories[node.pluralType ?? 'cardinal'].has(key);
      if (!allowed) throw new MessageFormatError(`Invalid plural key "${key}" for ${LOCALE} in "${source}"`);
      checkPluralKeys(branch.value, source);
    }
  }
}

/**
 * Parses one ICU message for es-419 and checks it: `compileMessage('{n, plural, one {#} other {#}}')`.
 * Throws MessageFormatError on a syntax error or an invalid plural key. Tags (`<b>`) are plain text.
 */
export function compileMessage(source: string): IntlMessageFormat {
  let format: IntlMessageFormat;
  try {
    format = new IntlMessageFormat(source, LOCALE, undefined, { ignoreTag: true });
  } catch (cause) {
    throw new MessageFormatError(`Malformed message "${source}": ${(cause as Error).message}`, { cause });
  }
  checkPluralKeys(format.getAst() as unknown as AstNode[], source);
  return format;
}
