import { chromium } from 'playwright-core';
const [,, url, name, width, selector, click] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.evaluate(() => document.querySelectorAll('.cookie-banner, [class*=popup-overlay], .announcement-bar, .mobile-info-bar').forEach((e) => ((e as HTMLElement).style.display = 'none')));
if (click) { await page.locator(click).first().click(); await page.keyboard.press('ArrowRight'); }
await page.locator(selector).first().screenshot({ path: `/tmp/shots/${name}.png` });
await browser.close();
