import { useCallback, useEffect, useRef, useState } from 'react';
import { solveCaptcha } from './captcha.ts';

/** Where the captcha stands: not needed or not started, being solved, solved. */
export type CaptchaState = 'off' | 'idle' | 'verifying' | 'done';

/**
 * The captcha of a form with `captcha` on: solved in the background from the visitor's first
 * interaction, awaited at submit; `reset` throws a used or failed solution away (§4 failure).
 */
export function useCaptcha(enabled: boolean) {
  const [state, setState] = useState<CaptchaState>(enabled ? 'idle' : 'off');
  const pending = useRef<Promise<string | undefined> | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    if (!enabled || pending.current) return pending.current;
    setState('verifying');
    abort.current = new AbortController();
    const run = solveCaptcha(abort.current.signal).then((key) => {
      if (pending.current === run) setState(key ? 'done' : 'idle');
      if (!key && pending.current === run) pending.current = null;
      return key;
    });
    pending.current = run;
    return run;
  }, [enabled]);

  /** The captchaKey to send: the background solution, or a fresh one (undefined when it failed). */
  const key = useCallback(async () => (enabled ? ((await start()) ?? undefined) : undefined), [enabled, start]);

  const reset = useCallback(() => {
    abort.current?.abort();
    pending.current = null;
    if (enabled) setState('idle');
  }, [enabled]);

  useEffect(() => () => abort.current?.abort(), []);
  return { state, start, key, reset };
}
