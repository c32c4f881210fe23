import { createHmac, timingSafeEqual } from 'node:crypto';

/** The token of an order's reviews link: an HMAC of the order id under the session secret, with its own purpose (never an order link's token). */
export const reviewToken = (secret: string, orderId: string) => createHmac('sha256', secret).update(`vitrina review request v1\n${orderId}`).digest('base64url');

/** Whether `token` is the reviews token of `orderId` (compared in constant time). */
export function reviewTokenOpens(secret: string, orderId: string, token: unknown): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(reviewToken(secret, orderId)), Buffer.from(token));
}
