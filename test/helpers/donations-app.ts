import { afterAll, beforeAll } from 'vitest';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from './app.ts';
import { GOOD_CARD } from './checkout.ts';
import { donateClient, donationKey, donationSite, FUND } from './donations.ts';
import { FlakyProvider } from './flaky-provider.ts';
import { Inbox } from './inbox.ts';

// The donations tests (test/api/donations.test.ts, donations-receipts.test.ts): the donation site
// on an app whose provider can lose or delay its answers, with a mail server, and the reads they use.

/** The provider and the mail server of the file's app, new for each file. */
export let provider: FlakyProvider;
export let inbox: Inbox;
export let t: Awaited<ReturnType<typeof createTestApp>>;
export let c: ReturnType<typeof donateClient>;

/** Registers the hooks of a donations test file: a mail server, the donation site on an app paying through `provider`, and `c` to send the donation form. */
export function donationsApp(): void {
  beforeAll(async () => {
    provider = new FlakyProvider();
    inbox = new Inbox();
    await inbox.start();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 }, payments: provider, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } });
    await t.publish(donationSite());
    c = donateClient(t.app);
  });
  afterAll(async () => {
    await t.close();
    await inbox.stop();
  });
}

export const DONOR = { name: 'Lucía Ramírez', email: 'lucia@ejemplo.com' };
export const donate = (fields: Record<string, string>, opts?: Parameters<typeof c.post>[1]) => c.post({ donatePageId: FUND.id, key: donationKey(), ...DONOR, ...GOOD_CARD, ...fields }, opts);
export const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
export const donationOfKey = (key: string) => t.db.selectFrom('donations').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).executeTakeFirst();
export const count = async () => Number((await t.db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).where('website_id', '=', MINI_ID).executeTakeFirstOrThrow()).n);
