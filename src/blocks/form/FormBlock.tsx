import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HONEYPOT_FIELD, type PublicDefinition } from '../../shared/forms/fields.ts';
import { OVERLAY_FORM_ATTRIBUTE } from '../../shared/overlays.ts';
import { validateSubmission } from '../../shared/forms/validate.ts';
import { collectValues } from './collect.ts';
import { FieldView } from './fields/FieldView.tsx';
import { inputId } from './ids.ts';
import { pageRuntime } from './runtime.ts';
import { sendSubmission, type SubmissionResult } from './submit.ts';
import { createKeyHolder } from './submission-key.ts';
import { formText } from './text.ts';
import { useCaptcha } from './useCaptcha.ts';
import { classList } from '../../ui/class-list.ts';

/** Island props of the form and newsletter blocks: plain JSON, never a server-only setting. */
export interface FormBlockProps {
  /** The form without notificationEmail (publicDefinition). */
  definition: PublicDefinition;
  /** The block id: prefix of every DOM id, and the submission's objectName. */
  blockId: string;
  /** The page the form is on (§7 page fields; title and path are read in the browser). */
  page: { collectionId: string; pageId: string };
  /** A newsletter's heading and text above its fields. */
  heading?: string;
  text?: string;
}

/** The event a successful newsletter subscription fires on `window` (§4). */
export const NEWSLETTER_EVENT = 'vitrina:newsletter-subscribe';

type Status = 'idle' | 'submitting' | 'success';

/** The success text when the owner wrote none: a newsletter with double opt-in asks to confirm by mail. */
function defaultSubmissionText(definition: PublicDefinition) {
  if (definition.kind !== 'newsletter') return 'forms.submissionText';
  return definition.doubleOptIn ? 'forms.newsletterSubmissionText' : 'formBlock.newsletterSubscribed';
}

/**
 * The form block (§3, §4, §5): every field type, validated in the browser, sent with the two calls
 * of §7, one submission at a time. Idle → submitting (locked, in-progress button text) → success
 * (redirect, or the submission text in place of the form, focused) or back to idle with the errors
 * shown and focus on the first one. Without JavaScript the button stays disabled (a key is needed).
 */
export function FormBlock({ definition, blockId, page, heading, text }: FormBlockProps) {
  const newsletter = definition.kind === 'newsletter';
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [lengths, setLengths] = useState<Record<string, number>>({});
  const [focusTurn, setFocusTurn] = useState(0);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const captcha = useCaptcha(definition.captcha);
  const [keys] = useState(createKeyHolder);
  const buttonText = definition.submitButtonText || formText(newsletter ? 'forms.newsletterSubmit' : 'forms.submit');

  useEffect(() => {
    setReady(true);
    pageRuntime()?.track?.formRender?.(definition.id); // §7 form-render census
  }, [definition.id]);

  // After a failure: focus the first field in error, else the message (§4).
  useEffect(() => {
    if (!focusTurn || !form.current) return;
    const first = definition.fields.find((f) => errors[f.id]);
    const control = first && Array.from(form.current.elements).find((el) => (el as HTMLInputElement).name === first.id || (el as HTMLInputElement).name?.startsWith(`${first.id}.`));
    (control as HTMLElement | undefined ?? messageRef.current)?.focus();
  }, [focusTurn]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (status !== 'success' || !success.current) return;
    success.current.focus({ preventScroll: true });
    success.current.scrollIntoView?.({ block: 'center', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  }, [status]);

  const fail = (result: Exclude<SubmissionResult, { ok: true }>) => {
    // Errors of fields that show them; any other (a hidden field, an unknown id) becomes the form's message.
    const shown = (id: string) => definition.fields.some((f) => f.id === id && f.type !== 'hidden' && f.type !== 'section');
    const known = Object.fromEntries(Object.entries(result.errors).filter(([id]) => shown(id)));
    const stray = Object.entries(result.errors).find(([id]) => !(id in known))?.[1];
    const fieldErrors = Object.keys(known).length > 0;
    setErrors(known);
    setMessage(result.message ?? stray ?? (fieldErrors && !newsletter ? formText('validation.invalidForm') : ''));
    setStatus('idle');
    busy.current = false;
    setFocusTurn((n) => n + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current || !form.current) return; // §5: one submission at a time
    busy.current = true;
    const values = collectValues(definition, form.current, location.search);
    const checked = validateSubmission(definition, values);
    if (!checked.ok) return fail({ ok: false, errors: checked.errors });
    setStatus('submitting');
    setErrors({});
    setMessage('');
    const [key, captchaKey] = await Promise.all([keys.take(), captcha.key()]);
    // A key is good once: after any failure from here the next send needs a new one (asked now, so it is old enough by then).
    // Same for a captcha solution (§4 "reset a present captcha"); a failure of the browser check above spends neither.
    const failAfterKey = (r: Exclude<SubmissionResult, { ok: true }>) => (keys.prefetch(), captcha.reset(), fail(r));
    if (definition.captcha && !captchaKey) return failAfterKey({ ok: false, errors: {}, message: formText('forms.captchaRequired') });
    const context = {
      formId: definition.id,
      collectionId: page.collectionId,
      objectName: blockId,
      // The popup overlay draws its newsletter inside an element carrying this mark (src/page/chrome/PopupOverlay.tsx).
      isOverlayForm: form.current?.closest(`[${OVERLAY_FORM_ATTRIBUTE}]`) != null,
      submitButtonText: buttonText,
      pageTitle: document.title.slice(0, 500),
      pageId: page.pageId,
      contentSource: 'c',
      pagePath: location.pathname.slice(0, 2000),
    };
    const result = await sendSubmission(context, values, key, captchaKey);
    if (!result.ok) return failAfterKey(result);
    busy.current = false;
    if (newsletter) {
      dispatchEvent(new CustomEvent(NEWSLETTER_EVENT, { detail: { formId: definition.id, blockId } }));
      pageRuntime()?.track?.event?.('newsletter-subscribe', { formId: definition.id });
    }
    // The address is the owner's (validated at publish), never one taken from the request.
    if (definition.successRedirect) return location.assign(definition.successRedirect);
    setStatus('success');
  };

  const kind = newsletter ? 'newsletter' : 'form';
  if (status === 'success') {
    return (
      <div className={classList`form-block form-block--${kind}`}>
        <div className="form-block__success" ref={success} tabIndex={-1}>
          <p className="form-block__success-text">
            {definition.submissionText || formText(defaultSubmissionText(definition))}
          </p>
          {definition.postSubmitHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: definition.postSubmitHtml }} /> : null}
        </div>
      </div>
    );
  }

  const submitting = status === 'submitting';
  const fieldErrors = !newsletter && definition.fields.some((f) => errors[f.id]);
  return (
    <div className={classList`form-block form-block--${kind}`}>
      {heading ? <h2 className="form-block__heading">{heading}</h2> : null}
      {text ? <p className="form-block__text">{text}</p> : null}
      <form className={classList`form-block__form${submitting ? ' form-block__form--locked' : ''}`} ref={form} noValidate onSubmit={submit} onFocus={() => (keys.prefetch(), captcha.start())} aria-busy={submitting || undefined}>
        <div className="form-block__fields">
          {definition.fields.map((field) => (
            <FieldView
              key={field.id}
              field={field}
              blockId={blockId}
              error={errors[field.id]}
              length={lengths[field.id]}
              onLength={(id, n) => setLengths((all) => ({ ...all, [id]: n }))}
            />
          ))}
          <div className="form-block__trap" aria-hidden="true">
            <label htmlFor={inputId(blockId, HONEYPOT_FIELD)}>{formText('forms.honeypotLabel')}</label>
            <input id={inputId(blockId, HONEYPOT_FIELD)} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
          </div>
          <div className="form-block__actions">
            <button className="btn btn--primary form-block__submit" type="submit" disabled={!ready} aria-disabled={submitting || undefined}>
              {submitting ? formText('forms.submitting') : buttonText}
            </button>
          </div>
        </div>
        {captcha.state === 'verifying' || captcha.state === 'done' ? (
          <p className="form-block__captcha" role="status">
            {formText(captcha.state === 'done' ? 'formBlock.captchaDone' : 'formBlock.captchaVerifying')}
          </p>
        ) : null}
        <div className="form-block__status" aria-live="polite">
          {message ? (
            <p className="form-block__message" ref={messageRef} tabIndex={-1}>
              {message}
            </p>
          ) : null}
          {fieldErrors ? <p className="form-block__notice">{formText('forms.errorsAbove')}</p> : null}
        </div>
        <noscript>
          <p className="form-block__noscript">{formText('formBlock.noscript')}</p>
        </noscript>
      </form>
    </div>
  );
}
