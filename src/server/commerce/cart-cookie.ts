/**
 * The cart's cookies (docs/commerce.md "Cart"): `vitrina_cart` holds the random token (HttpOnly),
 * `vitrina_cart_summary` what the cart indicator draws (`{items}.{subtotalCents}`, readable by
 * scripts, never trusted). Both live as long as the cart (30 days after its last change), are
 * rewritten with every change and cleared together when the cart is gone or purchased.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, CART_LIFETIME_MS, CART_SUMMARY_COOKIE, cartSummaryValue } from '../../shared/commerce.ts';
import { cookieValues } from '../http/cookie-header.ts';
import { CART_TOKEN } from './cart-repo.ts';

/**
 * Every well-formed cart token of the request, at most 3: a sibling subdomain can add a cookie of
 * the same name (Domain=parent); reading only the first would let it hide this site's cart.
 */
export function cartTokens(req: FastifyRequest): string[] {
  return cookieValues(req, CART_COOKIE, 5)
    .filter((token) => CART_TOKEN.test(token))
    .slice(0, 3);
}

/** Whether the request carries any cart cookie at all (well-formed or not). */
export const hasCartCookie = (req: FastifyRequest): boolean => cookieValues(req, CART_COOKIE, 1).length > 0;

const flags = (req: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: req.protocol === 'https' });

/** Sets both cookies after a change: the token and the summary of `totalQuantity` units worth `subtotalCents`. */
export function setCartCookies(req: FastifyRequest, reply: FastifyReply, token: string, summary: { totalQuantity: number; subtotalCents: number }): void {
  const maxAge = CART_LIFETIME_MS / 1000;
  reply.setCookie(CART_COOKIE, token, { ...flags(req), httpOnly: true, maxAge });
  reply.setCookie(CART_SUMMARY_COOKIE, cartSummaryValue(summary.totalQuantity, summary.subtotalCents), { ...flags(req), httpOnly: false, maxAge });
}

/** Clears both cookies (the cart is gone, purchased, or the member signed out with cloneCart=false). */
export function clearCartCookies(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, { ...flags(req), httpOnly: true });
  reply.clearCookie(CART_SUMMARY_COOKIE, { ...flags(req), httpOnly: false });
}
