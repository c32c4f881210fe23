/**
 * Gift card codes (docs/commerce-giftcards.md): 16 characters of an alphabet without 0, 1, I and
 * O (32 symbols, 5 bits each: 80 random bits), shown as XXXX-XXXX-XXXX-XXXX. Only the SHA-256 of
 * the normalised code is stored; lookups go by that hash.
 */
import { createHash, randomBytes } from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 16;

/** A new random code, grouped: `newGiftCardCode()` → "7KQM-2XZP-H9RT-C4WN". */
export function newGiftCardCode(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  // 256 is a multiple of 32: `byte % 32` is uniform.
  for (const b of bytes) code += CODE_ALPHABET[b % 32];
  return code.match(/.{4}/g)!.join('-');
}

/** The code as typed, normalised (upper case, no spaces or dashes); undefined when it cannot be a code. */
export function normaliseCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== LENGTH) return undefined;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return undefined;
  return code;
}

/** The stored hash of a normalised code. */
export const codeHash = (normalised: string) => createHash('sha256').update(`vitrina gift card v1\n${normalised}`).digest('hex');
