import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import { siteWithForms } from '../forms/test-client.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from '../sites/test-site.ts';
import { PUBLISH_STEPS, publishSite, type PublishContext } from './publish-site.ts';
import type { Step } from './flow.ts';

let t: TestDb;
let dirs: { siteDir: string; mediaDir: string; appDomain: string };
beforeAll(async () => {
  t = await createTestDb();
  dirs = { siteDir: await makeSiteDir(400, 300), mediaDir: makeMediaDir(), appDomain: 'vitrina.localhost' };
});
afterAll(() => t.destroy());

const forms = async (websiteId: string) => (await t.db.selectFrom('forms').select('id').where('website_id', '=', websiteId).orderBy('id').execute()).map((r) => r.id);
const website = (websiteId: string) => t.db.selectFrom('websites').select(['version', 'title']).where('id', '=', websiteId).executeTakeFirstOrThrow();

describe('the publish flow (sites → forms index)', () => {
  it('publishes the site rows and the forms index together', async () => {
    const r = await publishSite(t.db, siteWithForms(makeSite('a'), [everyFieldForm]), dirs);
    expect(r.version).toBe(1);
    expect(await forms(r.websiteId)).toEqual([everyFieldForm.id]);
  });

  it('a failing step undoes the earlier ones: the site rows, version and forms index stay as they were', async () => {
    const changed = siteWithForms(makeSite('a'), [newsletterForm]);
    changed.website.title = 'No debe quedar';
    const failing: Step<PublishContext> = { name: 'falla', run: async () => { throw new Error('paso roto'); }, undo: async () => {} };
    await expect(publishSite(t.db, changed, dirs, [...PUBLISH_STEPS, failing])).rejects.toThrow('paso roto');
    expect(await website(hexId('a'))).toMatchObject({ version: 1 });
    expect((await website(hexId('a'))).title).not.toBe('No debe quedar');
    expect(await forms(hexId('a'))).toEqual([everyFieldForm.id]);
  });

  it('a failing forms index step undoes the site step', async () => {
    const changed = siteWithForms(makeSite('a'), [newsletterForm]);
    changed.website.title = 'Tampoco';
    const [siteStep] = PUBLISH_STEPS;
    const brokenIndex: Step<PublishContext> = { ...PUBLISH_STEPS[1], run: async () => { throw new Error('índice roto'); } };
    await expect(publishSite(t.db, changed, dirs, [siteStep, brokenIndex])).rejects.toThrow('índice roto');
    expect(await website(hexId('a'))).toMatchObject({ version: 1 });
    expect(await forms(hexId('a'))).toEqual([everyFieldForm.id]);
  });
});
