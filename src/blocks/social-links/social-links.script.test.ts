// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import start from './social-links.script.ts';

const markup = `<div class="share-buttons" data-block-script="social-links"><ul><li data-share-copy hidden><button type="button" data-share-url="https://cafe.example/bloques">Copiar enlace</button></li></ul><p role="status" data-share-status data-copied="Enlace copiado." data-failed="No se pudo copiar."></p></div>`;

describe('the copy-link script', () => {
  it('shows the button where there is a clipboard; a click copies the URL and says so politely', async () => {
    document.body.innerHTML = markup;
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    start(document);
    start(document); // starting twice binds once
    expect(document.querySelector<HTMLElement>('[data-share-copy]')!.hidden).toBe(false);
    document.querySelector('button')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('https://cafe.example/bloques');
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Enlace copiado.');
  });
  it('a refused copy says how to copy by hand', async () => {
    document.body.innerHTML = markup;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('no')) }, configurable: true });
    start(document);
    document.querySelector('button')!.click();
    await new Promise((r) => setTimeout(r, 0));
    expect(document.querySelector('[role="status"]')!.textContent).toBe('No se pudo copiar.');
  });
  it('without a clipboard the button stays hidden', () => {
    document.body.innerHTML = markup;
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    start(document);
    expect(document.querySelector<HTMLElement>('[data-share-copy]')!.hidden).toBe(true);
  });
});
