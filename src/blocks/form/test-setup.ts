/** Test helpers of the form island: a page runtime with the real data helper over a scripted fetch, a contact form, and a person filling and sending it. */
import { act, cleanup, fireEvent } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, vi } from 'vitest';
import { FormDefinition, publicDefinition, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import type { FormBlockProps } from './FormBlock.tsx';
import { request } from '../../runtime/data/index.ts';
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from '../../shared/contracts/forms-paths.ts';

/** One call the island made: its path, method, body (parsed JSON) and headers. */
export interface Call {
  path: string;
  method: string;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

/** A scripted server: answers by path; `calls` records every request in order. */
export function fakeServer(routes: Record<string, (body: Record<string, unknown> | undefined) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: URL | string, init: RequestInit = {}) => {
    const target = new URL(String(url), location.href);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ path: target.pathname, method: init.method ?? 'GET', body, headers: init.headers as Record<string, string> });
    const route = routes[target.pathname];
    return route ? route(body) : new Response(JSON.stringify({ error: 'notFound', code: 'notFound' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const track = { formRender: vi.fn(), event: vi.fn() };
  (window as unknown as { Vitrina: unknown }).Vitrina = { data: { request }, track };
  document.cookie = 'crumb=c1; path=/';
  return { calls, track };
}

/** A JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The usual happy server: a key, then a saved submission. */
export const happyRoutes = {
  [FORM_SUBMISSION_KEY_PATH]: () => json(200, { key: 'k-1' }),
  [SAVE_FORM_SUBMISSION_PATH]: () => json(200, { status: 'ok' }),
};

/** A contact form: a required name and email, a message of at most 20 characters, texts after sending. */
export const contact = v.parse(FormDefinition, {
  id: 'c0c0c0c0c0c0c0c0c0c0c0c0',
  name: 'Contacto',
  notificationEmail: 'duena@ejemplo.com',
  submissionText: '¡Gracias por escribirnos!',
  postSubmitHtml: '<p><strong>Te respondemos pronto.</strong></p>',
  fields: [
    { type: 'name', id: 'nombre', label: 'Tu nombre', required: true },
    { type: 'email', id: 'correo', label: 'Correo', required: true },
    { type: 'textarea', id: 'mensaje', label: 'Mensaje', maxLength: 20 },
  ],
});

export const props = (definition: AnyFormDefinition = contact): FormBlockProps => ({
  definition: publicDefinition(definition),
  blockId: 'f',
  page: { collectionId: 'col1', pageId: 'page1' },
});

export const el = <T extends HTMLElement = HTMLInputElement>(id: string) => document.getElementById(id) as T;
export const type = (id: string, value: string) => fireEvent.input(el(id), { target: { value } });
export const form = () => document.querySelector('form')!;
export const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
/**
 * Sends the form as a person does: focus first (the key is asked for then), some time passes
 * (a key younger than 2 s is refused), then submit. Only Date is faked, timers stay real.
 */
export const submit = async () => {
  act(() => form().querySelector<HTMLElement>('input:not([type=hidden]), textarea, select')!.focus());
  // The key's age counts from its answer (submission-key.ts): let it arrive, then the time pass.
  await settle();
  vi.setSystemTime(Date.now() + 3000);
  await act(async () => void fireEvent.submit(form()));
};
export const fillContact = () => {
  type('f-nombre-first', 'Ana');
  type('f-nombre-last', 'Pérez');
  type('f-correo', 'ana@ejemplo.com');
  type('f-mensaje', 'Hola, ¿hay molido?');
};

/** Registers the hooks of a form island test file: React's act environment, a fake Date, the page's address; after each test the page cleaned and the mocks gone. */
export function formIslandPage(): void {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.useFakeTimers({ toFake: ['Date'] });
    window.history.replaceState({}, '', '/contacto');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
