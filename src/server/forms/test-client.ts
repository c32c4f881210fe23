import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { captchaCalls } from '../../shared/contracts/captcha.ts';
import { formsCalls } from '../../shared/contracts/forms.ts';

const { formSubmissionKey, saveFormSubmission } = formsCalls;
const { captchaChallenge } = captchaCalls;
import type { AnyFormDefinition } from '../../shared/forms/fields.ts';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import type { Database } from '../db/schema.ts';
import { tokenHash } from './tokens.ts';

/**
 * Test helpers: form calls as the island sends them, and a test site with forms (tests only;
 * nothing in the server imports this). The mini test site answers on `mini.vitrina.test`.
 */

export const MINI_HOST = 'mini.vitrina.test';
export const MINI_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** A form whose captcha is on. */
export const captchaForm: AnyFormDefinition = {
  ...everyFieldForm,
  id: 'c0c0c0c0c0c0c0c0c0c0c0c0',
  name: 'Con captcha',
  captcha: true,
  fields: [{ type: 'email', id: 'email', label: 'Correo', description: '', required: true, placeholder: '' }],
};
/** A newsletter without double opt-in, that notifies the owner. */
export const directNewsletter: AnyFormDefinition = { ...newsletterForm, id: 'b2b2b2b2b2b2b2b2b2b2b2b2', name: 'Novedades', doubleOptIn: false, notificationEmail: 'duena@ejemplo.com' };

/** The mini site (parsed JSON) with a "contacto" page holding the test forms; `forms` replaces them. */
export function siteWithForms(site: any, forms: AnyFormDefinition[] = [everyFieldForm, captchaForm, newsletterForm, directNewsletter]): any {
  const blocks = forms.map((f, i) => ({ id: `form-${i}`, type: f.kind === 'newsletter' ? 51 : 9, data: f }));
  const contact = { id: 'aaaaaaaaaaaaaaaaaaaaaa99', urlId: 'contacto', title: 'Contacto', type: 10, layout: { sections: [{ id: 'forms', rows: blocks.map((b) => ({ blocks: [b] })) }] } };
  return { ...site, collections: [...site.collections.filter((c: any) => c.urlId !== 'contacto'), contact] };
}

/** Cookie and header of a valid crumb for the site. */
export function crumbHeaders(app: FastifyInstance, websiteId = MINI_ID): Record<string, string> {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  return { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
}

/** Options of one call: host, client address, extra headers. */
export interface CallOptions {
  host?: string;
  ip?: string;
  headers?: Record<string, string>;
  websiteId?: string;
}

/** POST /api/form/FormSubmissionKey with a valid crumb. */
export function requestKey(app: FastifyInstance, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: formSubmissionKey.method, url: formSubmissionKey.path, headers: { host: o.host ?? MINI_HOST, ...crumbHeaders(app, o.websiteId), ...o.headers }, remoteAddress: o.ip ?? '127.0.0.1' });
}

/** A key issued `ageMs` ago (its issue time moved back in the database, past the minimum fill time). */
export async function agedKey(app: FastifyInstance, db: Kysely<Database>, ageMs = 5_000, o: CallOptions = {}): Promise<string> {
  const { key } = (await requestKey(app, o)).json();
  await db.updateTable('form_keys').set((eb) => ({ created_at: eb('created_at', '-', ageMs) })).where('key_hash', '=', tokenHash(key)).execute();
  return key;
}

/** The payload of a submission of `values` to `formId`, page fields included. */
export function payload(formId: string, key: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { key, formId, collectionId: 'aaaaaaaaaaaaaaaaaaaaaa99', objectName: 'form-0', isOverlayForm: false, submitButtonText: 'Enviar', form: JSON.stringify(values), pageTitle: 'Contacto', pageId: 'aaaaaaaaaaaaaaaaaaaaaa99', contentSource: 'c', pagePath: '/contacto', ...extra };
}

/** POST /api/form/SaveFormSubmission (JSON) with a valid crumb. */
export function save(app: FastifyInstance, body: unknown, o: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({
    method: saveFormSubmission.method,
    url: saveFormSubmission.path,
    headers: { host: o.host ?? MINI_HOST, 'content-type': 'application/json', ...crumbHeaders(app, o.websiteId), ...o.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: o.ip ?? '127.0.0.1',
  });
}

/** A captchaKey for the site: a challenge from the server, solved as the browser does. */
export async function solvedCaptcha(app: FastifyInstance, o: CallOptions = {}): Promise<string> {
  const challenge = (await app.inject({ method: captchaChallenge.method, url: captchaChallenge.path, headers: { host: o.host ?? MINI_HOST }, remoteAddress: o.ip ?? '127.0.0.1' })).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
