import { dataCallMessages } from '../../shared/messages/errors.ts';
import { fillPlain } from '../../shared/messages/plain.ts';

/** A key of the messages the runtime shows itself (part of the catalogue's `error.` domain). */
export type ErrorTextKey = keyof typeof dataCallMessages;

/**
 * The es-419 text of an error message, `{name}` arguments filled in: the always-loaded runtime's
 * stand-in for the catalogue's `t()`, reading the same messages without an ICU parser in the
 * bundle (the one filler of plain messages, shared/messages/plain.ts). These messages use plain
 * arguments only; text.test.ts checks it answers exactly as `t`.
 * @example text('error.unparsable', { url: '/api/x' })
 */
export function text(key: ErrorTextKey, values: Record<string, string | number> = {}): string {
  return fillPlain(dataCallMessages[key], values);
}
