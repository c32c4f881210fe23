// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { dismissalCookie, start } from './announcement-bar.ts';

function setUp(version = 'envio-1') {
  document.body.innerHTML = `<a class="skip-link" href="#contenido">Saltar</a>
    <section class="announcement-bar" data-chrome="announcement-bar" data-version="${version}" aria-label="Anuncio">
      <p>Envío gratis <a href="/tienda">Tienda</a></p><button type="button" class="announcement-bar__dismiss" aria-label="Cerrar el anuncio">x</button>
    </section>
    <header><a id="logo" href="/">Café</a></header><main id="contenido" tabindex="-1"></main>`;
  const element = document.querySelector<HTMLElement>('.announcement-bar')!;
  start(element);
  return { element, button: element.querySelector<HTMLButtonElement>('button')! };
}

afterEach(() => {
  document.cookie = 'ss_announcementDismissed=; path=/; max-age=0';
});

describe('the announcement bar runtime', () => {
  it('dismissing stores the version for a year on path /, removes the bar and moves focus to what follows it', () => {
    const { element, button } = setUp();
    button.focus();
    button.click();
    expect(document.cookie).toContain('ss_announcementDismissed=envio-1');
    expect(element.isConnected).toBe(false);
    expect(document.activeElement!.id).toBe('logo');
  });

  it('the cookie text: path /, one year, Lax, Secure on https', () => {
    expect(dismissalCookie('v1', false)).toBe('ss_announcementDismissed=v1; path=/; max-age=31536000; samesite=lax');
    expect(dismissalCookie('v1', true)).toMatch(/; secure$/);
  });

  it('a version the cookie cannot hold is never written', () => {
    const { element, button } = setUp('a;b=c');
    button.click();
    expect(document.cookie).not.toContain('ss_announcementDismissed');
    expect(element.isConnected).toBe(true);
  });
});
