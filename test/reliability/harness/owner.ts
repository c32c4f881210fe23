import type { FastifyInstance } from 'fastify';
import { MINI_HOST, MINI_ID } from '../../../src/server/forms/test-client.ts';

/** The password of the test owner of the mini site. */
export const OWNER_PASSWORD = 'pan de masa madre';
export const OWNER_EMAIL = 'ana@panaderia.mx';

/** Adds the owner of the mini site (call once per app). */
export const addOwner = (app: FastifyInstance) => app.vitrina.owners.service.addOwner(MINI_ID, { email: OWNER_EMAIL, password: OWNER_PASSWORD, role: 1 });

/**
 * Signs the mini site's owner in through the sign-in form, as a browser does (its crumb first),
 * with `next` and from `ip`: the session cookie (empty when refused) and the answer's Location.
 */
export async function signInOwner(app: FastifyInstance, o: { next?: string; ip?: string } = {}): Promise<{ session: string; location: string | undefined }> {
  const ip = o.ip ?? '127.0.0.1';
  const login = await app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI_HOST }, remoteAddress: ip });
  const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
  const fields: Record<string, string> = { crumb, email: OWNER_EMAIL, password: OWNER_PASSWORD, ...(o.next === undefined ? {} : { next: o.next }) };
  const res = await app.inject({ method: 'POST', url: '/config/login', remoteAddress: ip, headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
  const cookie = res.cookies.find((c) => c.name === 'vitrina_session');
  return { session: cookie ? `vitrina_session=${cookie.value}` : '', location: res.headers.location as string | undefined };
}
