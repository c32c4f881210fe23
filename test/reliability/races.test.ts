import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, MINI_HOST, payload, requestKey, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { recordFigure } from './harness/figures.ts';
import { race } from './harness/race.ts';

// Issue 10, "races": a submission key replayed concurrently stores one row; a rate limit of L
// accepts exactly L of 1,000 concurrent calls. The harness (race.ts) is the one the stock,
// coupon and gift-card races of the commerce issues use.
const L = 60;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ FORMS_IP_PER_MINUTE: String(L), FORMS_VISITOR_PER_MINUTE: '1000000' });
  await t.publish(siteWithForms(readSite()));
});
afterAll(() => t.close());

const rowsWith = async (marker: string) => (await t.db.selectFrom('form_submissions').select('field_values').where('form_id', '=', everyFieldForm.id).execute()).filter((r) => JSON.stringify(r.field_values).includes(marker)).length;

describe('races', () => {
  it('one submission key replayed by 50 concurrent calls: one accepted, one row', async () => {
    const key = await agedKey(t.app, t.db, 5_000, { ip: '10.0.0.1' });
    const body = payload(everyFieldForm.id, key, { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], text: 'replay-race' });
    // From 50 addresses, so that the rate limit is not what refuses them.
    const r = await race(50, (i) => save(t.app, body, { ip: `10.0.1.${i + 1}` }), (res) => res.statusCode === 200);
    recordFigure('races', 'key replayed by 50 concurrent calls: accepted', r.winners);
    expect(r.winners).toBe(1);
    expect(r.results.filter((res) => res.statusCode !== 200).map((res) => res.json().code)).toEqual(Array(49).fill('formKeyInvalid'));
    expect(await rowsWith('replay-race')).toBe(1);
  });

  it(`a rate limit of ${L} per address under 1,000 concurrent calls: exactly ${L} accepted, the rest 429`, async () => {
    const r = await race(1_000, () => requestKey(t.app, { ip: '10.9.9.9', host: MINI_HOST }), (res) => res.statusCode === 200);
    recordFigure('races', `rate limit ${L} under 1,000 concurrent calls: accepted`, r.winners);
    // The bucket refills one token a second; the limit is judged before any awaited work, so all
    // 1,000 are judged within the first second even when the answers take longer.
    recordFigure('races', 'rate-limit race, ms until the last answer', Math.round(r.elapsedMs));
    expect(r.winners).toBe(L);
    expect(r.results.filter((res) => res.statusCode === 429)).toHaveLength(1_000 - L);
  });
});
