import { solveChallenge, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/**
 * Solves an ALTCHA v2 challenge with Web Crypto SHA (altcha-lib, as the server verifies it).
 * Imported on demand, so forms without a captcha never load it. Null when aborted or timed out.
 */
export function solveAltcha(challenge: Challenge, signal?: AbortSignal): Promise<Solution | null> {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  return solveChallenge({ challenge, deriveKey, controller });
}
