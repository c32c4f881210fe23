import type { Challenge } from 'altcha-lib';
import { captchaCalls } from '../../shared/contracts/captcha.ts';
import { call } from './runtime.ts';

/**
 * Fetches the server's ALTCHA challenge and solves it in the browser (proof of work, no
 * third-party service); resolves with the captchaKey the server verifies, base64 of the JSON
 * `{ challenge, solution }` (docs/forms.md), or undefined when it could not be done.
 */
export async function solveCaptcha(signal?: AbortSignal): Promise<string | undefined> {
  const answer = await call<Challenge>(captchaCalls.captchaChallenge.method, captchaCalls.captchaChallenge.path);
  if (!('data' in answer) || !answer.data?.parameters) return undefined;
  const { solveAltcha } = await import('./altcha.ts');
  const solution = await solveAltcha(answer.data, signal);
  return solution && !signal?.aborted ? btoa(JSON.stringify({ challenge: answer.data, solution })) : undefined;
}
