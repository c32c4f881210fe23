import type { BlockScript } from '../block-script.ts';
import { solveCaptcha } from '../form/captcha.ts';

/**
 * The captcha of the plain comment form (docs/comments.md), on sites with `commentsCaptcha`: the
 * forms domain's ALTCHA challenge (`GET /api/form/CaptchaChallenge`) is solved in the browser from
 * the visitor's first focus in the form, and at the latest on submit, which waits for it, puts it
 * in the `captchaKey` field and sends the form as the browser would. A key is good once: one
 * brought back by the history (back from a refusal) is thrown away. Texts come from the server's
 * markup (`data-verifying`, `data-failed`), so this chunk carries no catalogue.
 */
const start: BlockScript = (root) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-block-script="comments"][data-captcha]')) {
    const field = form.querySelector<HTMLInputElement>('input[name="captchaKey"]');
    const status = form.querySelector<HTMLElement>('[data-captcha-status]');
    if (!field || !status || form.dataset.captchaReady) continue;
    form.dataset.captchaReady = 'true';
    field.value = '';
    let pending: Promise<string | undefined> | null = null;
    const solve = () =>
      (pending ??= solveCaptcha()
        .catch(() => undefined)
        .then((key) => {
          if (!key) pending = null; // a failure is tried again on the next submit
          return key;
        }));
    form.addEventListener('focusin', () => void solve(), { once: true });
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted) return;
      field.value = '';
      pending = null;
    });
    let waiting = false;
    form.addEventListener('submit', (event) => {
      if (field.value) return; // solved: the browser posts the form
      event.preventDefault();
      if (waiting) return;
      waiting = true;
      status.textContent = status.dataset.verifying ?? '';
      void solve().then((key) => {
        waiting = false;
        if (!key) {
          status.textContent = status.dataset.failed ?? '';
          return;
        }
        field.value = key;
        pending = null; // this key goes with this post; another post solves anew
        status.textContent = '';
        form.submit();
      });
    });
  }
};
export default start;
