import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp } from '../helpers/app.ts';

// Issue 10, defects 1 and 4: sign-in limits that hold under concurrency and that a stranger
// cannot turn into a lock on the owner (docs/owner.md, "Sign-in limits").
let t: Awaited<ReturnType<typeof createTestApp>>;
const MINI = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PASSWORD = 'pan de masa madre';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

async function addOwner(email: string) {
  await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role: SiteUserRole.ADMIN });
}

/** A crumb of the sign-in form (cookie and field hold the same value). */
async function crumbFor(ip: string) {
  const res = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI }, remoteAddress: ip });
  return /name="crumb" value="([^"]+)"/.exec(res.body)![1];
}

/** POST /config/login from `ip`, with a crumb and any extra cookie (the known-device cookie). */
async function signIn(email: string, password: string, ip: string, o: { crumb?: string; cookie?: string } = {}) {
  const crumb = o.crumb ?? (await crumbFor(ip));
  return t.app.inject({
    method: 'POST',
    url: '/config/login',
    headers: { host: MINI, 'content-type': 'application/x-www-form-urlencoded', cookie: [`crumb=${crumb}`, o.cookie].filter(Boolean).join('; ') },
    payload: new URLSearchParams({ crumb, email, password }).toString(),
    remoteAddress: ip,
  });
}

describe('concurrent sign-in guesses (defect 1)', () => {
  it('300 simultaneous guesses, the right one last: at most the limit are checked and the right one does not sign in', async () => {
    const email = 'rafaga@panaderia.mx';
    await addOwner(email);
    const ip = '10.50.0.1';
    const crumb = await crumbFor(ip);
    const guesses = Array.from({ length: 300 }, (_, i) => (i === 299 ? PASSWORD : `incorrecta ${i}`));
    const started = Date.now();
    const results = await Promise.all(guesses.map((password) => signIn(email, password, ip, { crumb })));
    const codes = results.map((r) => r.statusCode);
    const checked = codes.filter((c) => c === 401 || c === 303).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(295);
    expect(codes[299]).toBe(429);
    expect(results.some((r) => cookieOf(r, 'vitrina_session'))).toBe(false);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    // The refusals cost no scrypt: the whole burst ends in a few password checks' time (before: 300 scrypts, over a minute).
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('a full password-check queue answers 429 at once rather than waiting; /healthz stays responsive meanwhile', async () => {
    const email = 'cola@panaderia.mx';
    await addOwner(email);
    // 40 different addresses and accounts-unknown emails: no per-key limit applies, only the queue.
    const pending = Promise.all(Array.from({ length: 40 }, async (_, i) => signIn(`nadie${i}@panaderia.mx`, 'incorrecta!!', `10.51.${i}.1`)));
    // While the password checks run, the health check keeps answering (scrypt runs off the event loop, 2 at a time).
    let done = false;
    void pending.then(() => (done = true));
    const healthMs: number[] = [];
    await new Promise((r) => setTimeout(r, 300));
    while (!done && healthMs.length < 10) {
      const t0 = Date.now();
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      healthMs.push(Date.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
    const results = await pending;
    expect(healthMs.length).toBeGreaterThan(0);
    expect(Math.max(...healthMs)).toBeLessThan(1000);
    const codes = results.map((r) => r.statusCode);
    expect(codes.every((c) => c === 401 || c === 429)).toBe(true);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThan(0);
    const busy = results.find((r) => r.statusCode === 429)!;
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(busy.body).toContain('Demasiados intentos de inicio de sesión');
  }, 60_000);
});

describe('a stranger cannot lock the owner out (defect 4)', () => {
  it("a stranger's 50 failures do not stop the owner signing in from a device that signed in before", async () => {
    const email = 'duena@panaderia.mx';
    await addOwner(email);
    const first = await signIn(email, PASSWORD, '10.60.0.1');
    expect(first.statusCode).toBe(303);
    const device = cookieOf(first, 'vitrina_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/config/login' });
    for (let i = 0; i < 50; i++) {
      const res = await signIn(email, `incorrecta ${i}`, `10.61.${i % 5}.1`);
      expect([401, 429]).toContain(res.statusCode);
    }
    // From the same address the owner used, and from a new one (a phone on another network).
    for (const ip of ['10.60.0.1', '10.62.0.1']) {
      const res = await signIn(email, PASSWORD, ip, { cookie: `vitrina_device=${device.value}` });
      expect(res.statusCode, ip).toBe(303);
    }
  }, 60_000);

  it('a sign-in from a known device waits its turn when strangers fill the password-check queue, never refused', async () => {
    const email = 'paciente@panaderia.mx';
    await addOwner(email);
    const first = await signIn(email, PASSWORD, '10.65.0.1');
    const device = cookieOf(first, 'vitrina_device')!.value;
    const crumb = await crumbFor('10.65.0.1');
    const crumbs = await Promise.all(Array.from({ length: 30 }, (_, i) => crumbFor(`10.66.${i}.1`)));
    const strangers = crumbs.map((c, i) => signIn(`extrano${i}@panaderia.mx`, 'incorrecta!!', `10.66.${i}.1`, { crumb: c }));
    // The owner comes after them, with the queue already full.
    await new Promise((r) => setTimeout(r, 50));
    const owner = signIn(email, PASSWORD, '10.65.0.1', { crumb, cookie: `vitrina_device=${device}` });
    const codes = (await Promise.all(strangers)).map((r) => r.statusCode);
    expect(codes).toContain(429);
    expect((await owner).statusCode).toBe(303);
  }, 60_000);

  it('failures from one address do not lock the account for another address', async () => {
    const email = 'vecina@panaderia.mx';
    await addOwner(email);
    for (let i = 0; i < 5; i++) expect((await signIn(email, 'incorrecta!!', '10.63.0.1')).statusCode).toBe(401);
    const blocked = await signIn(email, PASSWORD, '10.63.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(email, PASSWORD, '10.64.0.1')).statusCode).toBe(303);
  }, 30_000);

  it('brute force from many addresses is still stopped: past the account limit, a new device gets 429 even with the right password', async () => {
    const email = 'objetivo@panaderia.mx';
    await addOwner(email);
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) codes.push((await signIn(email, `incorrecta ${i}`, `10.70.${i}.1`)).statusCode);
    expect(codes.filter((c) => c === 401).length).toBe(20);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
    const res = await signIn(email, PASSWORD, '10.71.0.1');
    expect(res.statusCode).toBe(429);
    expect(cookieOf(res, 'vitrina_session')).toBeUndefined();
  }, 60_000);

  it("a device cookie of another account, or a forged one, is a stranger's", async () => {
    const email = 'otra@panaderia.mx';
    await addOwner(email);
    const mine = await signIn('vecina@panaderia.mx', PASSWORD, '10.72.0.1');
    expect(mine.statusCode).toBe(303);
    const foreign = cookieOf(mine, 'vitrina_device')!.value;
    for (let i = 0; i < 20; i++) await signIn(email, `incorrecta ${i}`, `10.73.${i}.1`);
    for (const cookie of [`vitrina_device=${foreign}`, 'vitrina_device=AAAAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await signIn(email, PASSWORD, '10.74.0.1', { cookie })).statusCode, cookie).toBe(429);
    }
  }, 60_000);
});
