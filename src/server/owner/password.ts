import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { WorkQueue } from './work-queue.ts';
import { trimChar } from '../../shared/trim.ts';

/**
 * Passwords as scrypt hashes in a PHC-style string: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`
 * (salt and hash in unpadded base64). The parameters travel with the hash, so they can be
 * raised later without invalidating stored passwords.
 */

const PARAMS = { ln: 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]{16,})\$([A-Za-z0-9+/]{43})$/;

/**
 * Every scrypt of the process goes through this queue: 2 at once (2 of libuv's 4 threads stay
 * free for files, compression and DNS; 64 MB at most), 8 waiting (about 2 s of work), and the
 * rest refused with `rateLimited` (429) at once.
 */
export const SCRYPT_QUEUE = new WorkQueue(2, 8);

function derive(password: string, salt: Buffer, ln: number, r: number, p: number, priority = false): Promise<Buffer> {
  // maxmem above 128·N·r (32 MB for ln=15, r=8), Node's default limit being exactly that.
  const options: ScryptOptions = { N: 2 ** ln, r, p, maxmem: 256 * 2 ** ln * r };
  return SCRYPT_QUEUE.run(
    () => new Promise<Buffer>((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)))),
    priority,
  );
}

const b64 = (buf: Buffer) => trimChar(buf.toString('base64'), '=', 'end');

/** Hashes a password with a fresh 16-byte salt. @example await hashPassword('correcto caballo') */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.ln, PARAMS.r, PARAMS.p);
  return `$scrypt$ln=${PARAMS.ln},r=${PARAMS.r},p=${PARAMS.p}$${b64(salt)}$${b64(key)}`;
}

/** Whether `value` is a hash this file wrote (a site file may carry one instead of a plaintext password). */
export function isPasswordHash(value: string): boolean {
  return PHC.test(value);
}

/**
 * True when `password` matches `stored`; compared in constant time. A malformed hash never matches.
 * Throws VitrinaError('rateLimited') when the scrypt queue is full (see SCRYPT_QUEUE), unless
 * `priority` (a known device's sign-in) puts it at the front of the queue.
 */
export async function verifyPassword(password: string, stored: string, priority = false): Promise<boolean> {
  const m = PHC.exec(stored);
  if (!m) return false;
  const [ln, r, p] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (ln < 10 || ln > 20 || r < 1 || p < 1) return false;
  const expected = Buffer.from(m[5], 'base64');
  const key = await derive(password, Buffer.from(m[4], 'base64'), ln, r, p, priority);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash of no one's password, verified when an email is unknown, so a sign-in costs the same
 * work (one scrypt) whether the account exists or not.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('base64')));
}
