import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { Captcha, CHALLENGE_TTL_MS } from './captcha.ts';

const captcha = new Captcha('s'.repeat(40));
const keyOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved(websiteId: string, now = Date.now()) {
  const challenge = await captcha.challenge(websiteId, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution, key: keyOf({ challenge, solution }) };
}

describe('the ALTCHA captcha', () => {
  it('verifies a solved challenge of the same site, with an id that names the challenge', async () => {
    const { key } = await solved('sitio-a');
    const check = await captcha.verify('sitio-a', key);
    expect(check).toMatchObject({ ok: true, solutionId: expect.stringMatching(/^[\w-]{43}$/) });
    expect(await captcha.verify('sitio-a', key)).toEqual(check); // single use is the caller's table
  });

  it('refuses another site, another secret, an expired challenge and a tampered one', async () => {
    const { key, challenge, solution } = await solved('sitio-a');
    expect((await captcha.verify('sitio-b', key)).ok).toBe(false);
    expect((await new Captcha('t'.repeat(40)).verify('sitio-a', key)).ok).toBe(false);
    const old = await solved('sitio-a', Date.now() - CHALLENGE_TTL_MS - 1_000);
    expect((await captcha.verify('sitio-a', old.key)).ok).toBe(false);
    const tampered = { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution };
    expect((await captcha.verify('sitio-a', keyOf(tampered))).ok).toBe(false);
  });

  it.each([undefined, '', 'no-es-base64!', keyOf(null), keyOf([]), keyOf({ challenge: {} }), keyOf({ challenge: { parameters: {} }, solution: {} }), 'x'.repeat(20_000)])(
    'refuses %j without throwing',
    async (key) => {
      expect(await captcha.verify('sitio-a', key)).toEqual({ ok: false });
    },
  );
});
