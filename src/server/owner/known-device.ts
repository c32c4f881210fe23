import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Crumbs } from '../http/crumb.ts';

/** The cookie that marks a browser where an account signed in before (issue 10, defect 4). */
export const DEVICE_COOKIE = 'vitrina_device';
/** How long a browser stays known after its last successful sign-in. */
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * Known devices: a successful sign-in leaves a signed `vitrina_device` cookie bound to that
 * account of that website, and a sign-in that presents it is limited on its own (per device),
 * never by the failures strangers piled up on the account or the address. The value is a crumb
 * minted for the purpose string `owner-device\n<website>\n<email>`: the same HMAC as crumbs, over
 * an input no crumb of a website can have, so one is never taken for the other.
 */
export class KnownDevices {
  constructor(private readonly crumbs: Crumbs) {}

  /** The device id when the request carries a device cookie of this account, else null. */
  idOf(req: FastifyRequest, websiteId: string, email: string): string | null {
    const value = req.cookies[DEVICE_COOKIE];
    return value && this.crumbs.verify(purpose(websiteId, email), value) ? value.slice(0, value.indexOf('.')) : null;
  }

  /** Marks the browser as known for the account (after a successful sign-in); keeps an existing id. */
  remember(req: FastifyRequest, reply: FastifyReply, websiteId: string, email: string): void {
    const value = this.idOf(req, websiteId, email) ? req.cookies[DEVICE_COOKIE]! : this.crumbs.mint(purpose(websiteId, email));
    reply.setCookie(DEVICE_COOKIE, value, {
      path: '/config/login',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: DEVICE_MAX_AGE_S,
    });
  }
}

const purpose = (websiteId: string, email: string) => `owner-device\n${websiteId}\n${email}`;
