import { CAPTCHA_CHALLENGE_PATH } from '../../shared/forms/submission.ts';
import { call } from './runtime.ts';

/** An ALTCHA challenge as the server sends it (altcha-lib's v1 format). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

const hex = (buffer: ArrayBuffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Finds the number n (0 … max) whose digest of `salt + n` is the challenge: ALTCHA's proof of
 * work, with Web Crypto instead of the library (same result, a few hundred bytes in the chunk).
 * Each digest is awaited, so the page stays responsive. Null when no number matches or aborted.
 */
export async function solveChallenge(c: Challenge, signal?: AbortSignal): Promise<number | null> {
  const encoder = new TextEncoder();
  const max = c.maxnumber ?? 1_000_000;
  for (let n = 0; n <= max; n++) {
    if (signal?.aborted) return null;
    if (hex(await crypto.subtle.digest(c.algorithm, encoder.encode(c.salt + n))) === c.challenge) return n;
  }
  return null;
}

/** The captchaKey of a solved challenge: base64 of the JSON ALTCHA payload the server verifies. */
export function captchaPayload(c: Challenge, number: number): string {
  return btoa(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number, salt: c.salt, signature: c.signature }));
}

/** Fetches a challenge and solves it; the captchaKey, or undefined when it could not be done. */
export async function solveCaptcha(signal?: AbortSignal): Promise<string | undefined> {
  const answer = await call<Challenge>('GET', CAPTCHA_CHALLENGE_PATH);
  if (!('data' in answer) || !answer.data?.challenge) return undefined;
  const number = await solveChallenge(answer.data, signal);
  return number === null ? undefined : captchaPayload(answer.data, number);
}
