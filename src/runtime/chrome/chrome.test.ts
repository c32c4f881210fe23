// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => ({ info: vi.fn(), tooltip: vi.fn(), scroll: vi.fn(), app: vi.fn() }));
vi.mock('./dialogs/dialogs.ts', () => ({ start: started.info }));
vi.mock('./tooltip.ts', () => ({ start: started.tooltip }));
vi.mock('./scroll.ts', () => ({ start: started.scroll }));
vi.mock('./mobile-app.ts', () => ({ start: started.app }));

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  vi.clearAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startChrome', () => {
  it('starts each part once, however often the chrome script is started or imported', async () => {
    document.body.innerHTML = '<div data-chrome="info-popup"></div><span data-tooltip="Hola">?</span><a href="#fin">Ir</a><p id="fin">Fin</p>';
    history.replaceState(null, '', '/?platform=mobile-app');
    const chrome = await import('./chrome.ts'); // starts the page's chrome
    chrome.startChrome(document);
    await import('./chrome.ts');
    await settle();
    expect(started.info).toHaveBeenCalledTimes(1);
    expect(started.info.mock.calls[0][0]).toBe(document.querySelector('[data-chrome="info-popup"]'));
    expect(started.tooltip).toHaveBeenCalledTimes(1);
    expect(started.scroll).toHaveBeenCalledTimes(1);
    expect(started.app).toHaveBeenCalledTimes(1);
  });

  it('starts tooltips and anchor scrolling only where the page has them (the skip link and "#" do not count)', async () => {
    vi.resetModules();
    document.body.innerHTML = '<a class="skip-link" href="#contenido">Saltar</a><a href="#">Arriba</a><main id="contenido"></main>';
    await import('./chrome.ts');
    await settle();
    expect(started.tooltip).not.toHaveBeenCalled();
    expect(started.scroll).not.toHaveBeenCalled();
    expect(started.app).not.toHaveBeenCalled();
  });
});
