import { spawnSync } from 'node:child_process';
import { describe, expect, it, beforeAll } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { useDemo } from './demo.ts';

// Native comments in Chromium on the demo (docs/comments.md): a visitor writes a comment by
// keyboard through the plain form, is told it waits for moderation and does not see it; the
// owner signs in, finds it (and the demo's seeded pending one) in /config/comments and approves
// it; the post then shows it. The demo's V60 post shows its thread through the comments block.
// axe-core finds no violations on the posts and the owner's page.
const demo = useDemo();
const PASSWORD = 'pan de masa madre';
const EMAIL = 'duena@ejemplo.com';
const POST = '/blog/claro-medio-u-oscuro-lo-que-el-tueste-le-hace-a-tu-taza';
const TEXT = 'Me encantó la comparación de tuestes <b>de verdad</b>. Más en https://ejemplo.com/cafe';

beforeAll(() => {
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', EMAIL], {
    env: { ...process.env, DATA_DIR: demo.server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  expect(cli.stdout + cli.stderr).toContain(`Cuenta ${EMAIL} creada en demo`);
});

describe('comments in Chromium', () => {
  it('a visitor comments by keyboard; the owner approves it; the post shows it; axe clean', async () => {
    const visitor = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await visitor.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The blog list links each post to its comments, with the approved count.
    await page.goto(`${demo.server.url}/blog`);
    expect(await page.locator('a.comment-link[href="/blog/como-preparar-un-v60-en-casa#comments"]').textContent()).toContain('2 comentarios');

    await page.goto(`${demo.server.url}${POST}`);
    expect(await page.locator('#comments-heading').textContent()).toBe('Comentarios');
    // The demo's pending comment is for the owner only.
    expect(await page.locator('#comments').textContent()).not.toContain('Yo prefiero el tueste medio');
    await expectNoAxeViolations(page);

    await page.locator('#comment-name').focus();
    await page.keyboard.type('Renata');
    await page.keyboard.press('Tab');
    await page.keyboard.type('renata@ejemplo.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(TEXT);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Publicar comentario');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#comment-sent$/);
    expect(await page.locator('#comment-sent').isVisible()).toBe(true);
    expect(await page.locator('#comments').textContent()).not.toContain('Me encantó');

    // The owner signs in and approves it.
    const ownerContext = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await ownerContext.newPage();
    await owner.goto(`${demo.server.url}/config/comments`);
    await owner.fill('#login-email', EMAIL);
    await owner.fill('#login-password', PASSWORD);
    await owner.keyboard.press('Enter');
    await owner.waitForURL(/\/config\/comments$/);
    expect(await owner.locator('h1').textContent()).toBe('Comentarios');
    const items = owner.locator('.owner-comment');
    expect(await items.count()).toBe(2);
    expect(await owner.locator('.owner-comments').textContent()).toContain('Yo prefiero el tueste medio');
    const mine = items.filter({ hasText: 'Renata' });
    expect(await mine.textContent()).toContain('<b>de verdad</b>');
    await expectNoAxeViolations(owner);
    await mine.getByRole('button', { name: 'Aprobar' }).click();
    await owner.waitForURL(/\/config\/comments\?status=pending$/);
    expect(await owner.locator('.owner-comment').count()).toBe(1);

    // The visitor's next look shows it, as text, its link nofollow.
    await page.goto(`${demo.server.url}${POST}`);
    const shown = page.locator('.comment', { hasText: 'Renata' });
    expect(await shown.locator('.comment__text').textContent()).toBe(TEXT);
    expect(await shown.locator('.comment__text a').getAttribute('rel')).toBe('nofollow ugc');
    expect(await page.locator('#comments-heading').textContent()).toBe('1 comentario');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await visitor.close();
    await ownerContext.close();
  }, 60_000);

  it('the comments block (16) on the V60 post shows the seeded thread and the form, axe clean', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${demo.server.url}/blog/como-preparar-un-v60-en-casa`);
    const thread = page.locator('.block--comments #comments');
    expect(await thread.locator('#comments-heading').textContent()).toBe('2 comentarios');
    expect(await thread.locator('.comment').count()).toBe(2);
    expect(await page.locator('#comments').count()).toBe(1);
    expect(await page.locator('#comment-name').count()).toBe(1);
    await expectNoAxeViolations(page);
    await context.close();
  }, 30_000);
});
