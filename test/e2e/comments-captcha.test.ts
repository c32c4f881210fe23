import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { demoSiteCopy, useDemo } from './demo.ts';

// The comment form's captcha in Chromium (docs/comments.md): the demo with `commentsCaptcha` on.
// With script, the comments block script solves the forms domain's ALTCHA challenge and the
// plain form posts it as captchaKey: the comment is taken (pending). Without script, the form
// says it needs JavaScript, and a post without a solution is refused with the captcha message.
const demo = useDemo({
  DEMO_SITE: demoSiteCopy((site) => {
    site.settings = { ...site.settings, commentsEnabled: true, commentsCaptcha: true };
  }, 'vitrina-demo-captcha-'),
});
const POST = '/blog/claro-medio-u-oscuro-lo-que-el-tueste-le-hace-a-tu-taza';

describe('the comment captcha in Chromium', () => {
  it('with script: solved in the browser, sent as captchaKey, the comment waits for moderation; axe clean', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const posted: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/comments/SaveComment')) posted.push(r.postData() ?? '');
    });
    await page.goto(`${demo.server.url}${POST}`);
    const form = page.locator('form.comments__form');
    expect(await form.getAttribute('data-captcha')).toBe('altcha');
    expect(await page.getByText('necesitas JavaScript').count()).toBe(0); // the <noscript> note stays out
    await expectNoAxeViolations(page);

    await page.locator('#comment-name').focus();
    await page.keyboard.type('Ximena');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('¿Y para espresso cuál recomiendan?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#comment-sent$/, { timeout: 30_000 });
    expect(await page.locator('#comment-sent').isVisible()).toBe(true);
    expect(posted).toHaveLength(1);
    const key = new URLSearchParams(posted[0]).get('captchaKey') ?? '';
    expect(key.length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('without script: the form says it needs JavaScript, and a post without a solution is refused', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${demo.server.url}${POST}`);
    expect(await page.locator('.comments__captcha-note').textContent()).toContain('Para publicar un comentario necesitas JavaScript');
    await page.fill('#comment-name', 'Sin script');
    await page.fill('#comment-text', 'Hola');
    const [answer] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/comments/SaveComment')), page.locator('form.comments__form button[type="submit"]').click()]);
    expect(answer.status()).toBe(400);
    expect(await page.locator('body').textContent()).toContain('Completa el CAPTCHA antes de enviar.');
    await context.close();
  }, 60_000);
});
