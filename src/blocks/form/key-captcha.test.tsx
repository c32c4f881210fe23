// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormBlock } from './FormBlock.tsx';
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { contact, el, fakeServer, fillContact, form, formIslandPage, happyRoutes, json, props, settle, submit } from './test-setup.ts';

// The form island's submission key (one per send) and its CAPTCHA (ALTCHA, solved in the browser).
formIslandPage();

describe('form island: key and captcha', () => {
  it('asks for the key when the form is first focused and uses that one key to send', async () => {
    const { calls } = fakeServer(happyRoutes);
    render(<FormBlock {...props()} />);
    act(() => el('f-correo').focus());
    expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey']);
    fillContact();
    await submit();
    await settle();
    expect(calls.map((c) => c.path)).toEqual(['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
    expect(calls[1].body!.key).toBe('k-1');
  });

  it('after a failed send a new key is used for the next one (a key is good once)', async () => {
    let n = 0;
    const { calls } = fakeServer({
      '/api/form/FormSubmissionKey': () => json(200, { key: `k-${++n}` }),
      '/api/form/SaveFormSubmission': () => json(400, { error: 'La clave de envío ya se usó.', code: 'formKeyInvalid' }),
    });
    render(<FormBlock {...props()} />);
    fillContact();
    await submit();
    await settle();
    await submit();
    await settle();
    expect(calls.filter((c) => c.path === '/api/form/SaveFormSubmission').map((c) => c.body!.key)).toEqual(['k-1', 'k-2']);
  });

  it('solves the server\'s ALTCHA challenge in the browser; the server verifies the captchaKey', async () => {
    const secrets = { hmacSignatureSecret: 'firma', hmacKeySignatureSecret: 'clave' };
    let verified: boolean | undefined;
    const { calls } = fakeServer({
      ...happyRoutes,
      '/api/form/CaptchaChallenge': async () =>
        json(200, await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(400, 100), deriveKey, ...secrets })),
      '/api/form/SaveFormSubmission': async (body) => {
        const payload = JSON.parse(atob(body!.captchaKey as string)) as Payload;
        verified = (await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, ...secrets })).verified;
        return verified ? json(200, { status: 'ok' }) : json(400, { error: 'Completa el CAPTCHA antes de enviar.', code: 'captchaRequired' });
      },
    });
    render(<FormBlock {...props({ ...contact, captcha: true })} />);
    fillContact();
    await submit();
    await vi.waitFor(() => expect(document.querySelector('.form-block__success')).not.toBeNull(), { timeout: 5000 });
    expect(verified).toBe(true);
    expect(calls.map((c) => c.path)).toContain('/api/form/CaptchaChallenge');
  });

  it('a failed browser check keeps the solution; a failed send solves a fresh challenge for the next one', async () => {
    let saves = 0;
    const { calls } = fakeServer({
      ...happyRoutes,
      '/api/form/CaptchaChallenge': async () => json(200, await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: randomInt(50, 10), deriveKey, hmacSignatureSecret: 'f' })),
      '/api/form/SaveFormSubmission': () => (++saves === 1 ? json(429, { error: 'x', code: 'rateLimited' }) : json(200, { status: 'ok' })),
    });
    render(<FormBlock {...props({ ...contact, captcha: true })} />);
    await submit(); // the browser check fails: nothing sent, the captcha kept
    await vi.waitFor(() => expect(screen.getByText('Verificación completa.')).toBeTruthy());
    fillContact();
    await submit(); // 429
    await vi.waitFor(() => expect(screen.getByText('Se superó el límite de envíos. Intenta nuevamente más tarde.')).toBeTruthy());
    await submit();
    await vi.waitFor(() => expect(document.querySelector('.form-block__success')).not.toBeNull());
    const challenges = calls.filter((c) => c.path === '/api/form/CaptchaChallenge').length;
    const sent = calls.filter((c) => c.path === '/api/form/SaveFormSubmission').map((c) => c.body!.captchaKey);
    expect(challenges).toBe(2);
    expect(sent).toHaveLength(2);
    expect(sent[0]).not.toBe(sent[1]);
  });

  it('a captcha that cannot be done gives the §8 captcha message and sends nothing', async () => {
    const { calls } = fakeServer({ ...happyRoutes, '/api/form/CaptchaChallenge': () => json(500, { error: 'x', code: 'internalError' }) });
    render(<FormBlock {...props({ ...contact, captcha: true })} />);
    fillContact();
    await submit();
    await vi.waitFor(() => expect(screen.getByText('Completa el CAPTCHA antes de enviar.')).toBeTruthy());
    expect(calls.map((c) => c.path)).not.toContain('/api/form/SaveFormSubmission');
  });
});
