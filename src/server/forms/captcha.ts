import { createHash, createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The ALTCHA proof of work (altcha-lib v2, SHA-256) of forms whose captcha setting is on: no
 * third-party service. A challenge is signed with a key derived from the session secret and the
 * website id, so it is only good on the site that issued it; it expires after CHALLENGE_TTL_MS.
 * The browser solves it (`solveChallenge` with `altcha-lib/algorithms/web/sha`) and sends
 * base64(JSON({ challenge, solution })) as the submission's captchaKey. Single use is enforced by
 * the caller, which records `solutionId` (captcha_solutions table) in the submission's transaction.
 */

/** How long a challenge may be solved and sent, in milliseconds. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** Work per challenge: the solver tries this many SHA-256 keys (about 0.1–0.5 s in a browser). */
const COUNTER_MIN = 5_000;
const COUNTER_MAX = 20_000;

/** What checking a captchaKey found. */
export type CaptchaCheck = { ok: true; solutionId: string; expiresAt: number } | { ok: false };

/** Issues and checks challenges for every website of this server. */
export class Captcha {
  private readonly root: Buffer;

  constructor(sessionSecret: string) {
    // A key of its own, so a captcha signature can never be mistaken for another signed value.
    this.root = createHmac('sha256', sessionSecret).update('vitrina altcha v1').digest();
  }

  /** A new signed challenge for a visitor of `websiteId`. */
  async challenge(websiteId: string, now = Date.now()): Promise<Challenge> {
    const keys = this.keys(websiteId);
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(COUNTER_MAX, COUNTER_MIN),
      deriveKey,
      expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
      hmacSignatureSecret: keys.signature,
      hmacKeySignatureSecret: keys.key,
    });
  }

  /** Checks a captchaKey (base64 JSON of { challenge, solution }) for `websiteId`. Never throws. */
  async verify(websiteId: string, captchaKey: string | undefined): Promise<CaptchaCheck> {
    const payload = decodePayload(captchaKey);
    if (!payload) return { ok: false };
    const keys = this.keys(websiteId);
    try {
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: keys.signature,
        hmacKeySignatureSecret: keys.key,
      });
      const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
      // A challenge without an expiry was not issued here (ours always carry one).
      if (!result.verified || expiresAt === 0) return { ok: false };
      const solutionId = createHash('sha256').update(`${payload.challenge.parameters.nonce}\n${payload.challenge.parameters.salt}`).digest('base64url');
      return { ok: true, solutionId, expiresAt };
    } catch {
      return { ok: false };
    }
  }

  private keys(websiteId: string) {
    const derive = (purpose: string) => createHmac('sha256', this.root).update(`${purpose}\n${websiteId}`).digest('base64url');
    return { signature: derive('signature'), key: derive('key') };
  }
}

/** The { challenge, solution } of a captchaKey, or null when it is not one. */
function decodePayload(captchaKey: string | undefined): Payload | null {
  if (!captchaKey || captchaKey.length > 10_000) return null;
  try {
    const value = JSON.parse(Buffer.from(captchaKey, 'base64').toString('utf8')) as Payload;
    const ok = typeof value?.challenge?.parameters === 'object' && value.challenge.parameters !== null && typeof value.solution === 'object' && value.solution !== null;
    return ok ? value : null;
  } catch {
    return null;
  }
}
