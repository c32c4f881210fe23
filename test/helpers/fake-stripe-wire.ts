/**
 * The wire side of the fake Stripe (fake-stripe.ts): its list pages and error bodies in Stripe's
 * shapes, request bodies read in Stripe's form encoding, and its ids.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type Json = Record<string, any>;

/** One page of a Stripe list (`limit`, default 10), in the order given. */
export function list(items: Json[], params: Json, url: string): [number, Json] {
  const limit = Math.min(100, Number(params.limit ?? 10) || 10);
  return [200, { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url }];
}

/** Stripe's error body: `{ error: { type, message, … } }`. */
export function stripeError(type: string, message: string, extra: Json = {}): Json {
  return { error: { type, message, ...extra } };
}

export function missing(kind: string, id: string, param?: string): [number, Json] {
  return [400, stripeError('invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) })];
}

export const token = () => randomBytes(12).toString('hex');

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Stripe's form encoding read back: `metadata[orderId]=x&items[0][sku]=y` →
 * `{ metadata: { orderId: 'x' }, items: [{ sku: 'y' }] }`.
 */
export function parseForm(text: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((p) => p.replace(/\]$/, ''))];
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part];
    });
  }
  return out;
}
