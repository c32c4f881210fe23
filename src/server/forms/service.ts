import type { Kysely } from 'kysely';
import { HONEYPOT_FIELD, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import type { SubmissionPayload } from '../../shared/forms/submission.ts';
import { validateSubmission } from '../../shared/forms/validate.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { Captcha } from './captcha.ts';
import { notificationMail, type MailContext } from './mail.ts';
import { subscribe } from './newsletter.ts';
import { consumeKey, findForm, insertKey, insertSubmission, liveKey, useCaptchaSolution, websiteLook } from './repo.ts';
import { newToken, tokenHash } from './tokens.ts';

/** How long a submission key stays good (docs/forms.md: the island asks for it when the form shows). */
export const KEY_TTL_MS = 24 * 3_600_000;
/** A key used sooner than this after it was issued is refused as too fast (people take longer to fill a form). */
export const MIN_FILL_MS = 2_000;

/** Who sent a submission, and from where (never from the payload). */
export interface Sender {
  websiteId: string;
  /** `https://host` of the request: the origin of the newsletter links. */
  origin: string;
  visitorId: string | null;
  userAgent: string | null;
  now: number;
}

/**
 * Submission keys and SaveFormSubmission (SPEC §3, §7): the checks in order (form, key, fill time,
 * values, honeypot, captcha, rules), then one transaction that uses up the key and the captcha
 * solution and writes the submission (or the subscriber) with its outbox mail. The answer waits for
 * the commit; the mail is sent after it, by the outbox worker, woken by `afterCommit`.
 */
export class FormsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly captcha: Captcha,
    private readonly afterCommit: () => void,
    private readonly opts: { minFillMs?: number } = {},
  ) {}

  /** A new single-use key for a visitor of `websiteId`. */
  async issueKey(websiteId: string, now = Date.now()): Promise<string> {
    const key = newToken();
    await insertKey(this.db, websiteId, tokenHash(key), now, KEY_TTL_MS);
    return key;
  }

  /** Stores a submission; throws a VitrinaError (§8) when it is refused. Spam is accepted and kept aside. */
  async submit(payload: SubmissionPayload, sender: Sender): Promise<void> {
    const { websiteId, now } = sender;
    const form = await findForm(this.db, websiteId, payload.formId);
    if (!form) throw new VitrinaError('formNotConfigured');
    const keyHash = tokenHash(payload.key);
    const key = await liveKey(this.db, websiteId, keyHash, now);
    if (!key) throw new VitrinaError('formKeyInvalid');
    if (now - key.createdAt < (this.opts.minFillMs ?? MIN_FILL_MS)) throw new VitrinaError('formTooFast');

    const raw = parseValues(payload.form);
    const honeypot = raw[HONEYPOT_FIELD];
    const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;
    const definition = form.definition;
    const result = validateSubmission(definition, raw);
    // Spam gets the answer of a success, so the robot learns nothing; it is kept, never mailed.
    const captcha = spam || !definition.captcha ? null : await this.captcha.verify(websiteId, payload.captchaKey);
    if (captcha && !captcha.ok) throw new VitrinaError('captchaRequired');
    if (!spam && !result.ok) throw new VitrinaError('formInvalid', { errors: result.errors });

    const look = await websiteLook(this.db, websiteId);
    const ctx: MailContext & { origin: string } = { websiteId, siteTitle: look?.title ?? '', pagePath: payload.pagePath, pageTitle: payload.pageTitle, now, origin: sender.origin };
    await this.db.transaction().execute(async (trx) => {
      if (!(await consumeKey(trx, websiteId, keyHash, now))) throw new VitrinaError('formKeyInvalid');
      if (captcha?.ok && !(await useCaptchaSolution(trx, websiteId, captcha.solutionId, captcha.expiresAt))) throw new VitrinaError('captchaRequired');
      if (spam || definition.kind === 'form') {
        await insertSubmission(trx, submissionRow(payload, sender, result.values, spam));
        const mail = spam ? null : notificationMail(definition, result.values, ctx);
        if (mail) await enqueueMail(trx, mail, now);
      } else {
        await subscribe(trx, definition, result.values, ctx);
      }
    });
    this.afterCommit();
  }
}

/** The `form` JSON text as an object of values; a 400 when it is not one. */
function parseValues(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new VitrinaError('formUnparsable', { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new VitrinaError('formUnparsable');
  return value as Record<string, unknown>;
}

function submissionRow(p: SubmissionPayload, sender: Sender, values: Record<string, unknown>, spam: boolean) {
  return {
    website_id: sender.websiteId,
    form_id: p.formId,
    collection_id: p.collectionId,
    object_name: p.objectName,
    is_overlay: p.isOverlayForm ? 1 : 0,
    submit_button_text: p.submitButtonText,
    page_title: p.pageTitle,
    page_id: p.pageId,
    content_source: p.contentSource,
    page_path: p.pagePath,
    field_values: toJson(values),
    visitor_id: sender.visitorId,
    user_agent: sender.userAgent?.slice(0, 500) ?? null,
    spam: spam ? 1 : 0,
    created_at: sender.now,
  };
}

export type { AnyFormDefinition };
