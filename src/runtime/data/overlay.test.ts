// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showSystemError } from './overlay.ts';
import { text } from './text.ts';

const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === label)!;
const key = (k: string, shiftKey = false) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the system error overlay (§8)', () => {
  it('is a labelled, described alert dialog with the generic message when given nothing', () => {
    showSystemError();
    const d = dialog()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent).toBe('Ocurrió un error');
    expect(document.getElementById(d.getAttribute('aria-describedby')!)?.textContent).toBe(text('error.overlay.generic'));
    expect(button('Recargar la página')).toBeDefined();
    expect(button('Cerrar')).toBeDefined();
  });

  it('shows a message (e.g. the network message) as text, never as HTML', () => {
    showSystemError({ message: '<img src=x onerror=alert(1)>' });
    expect(dialog()!.querySelector('img')).toBeNull();
    expect(dialog()!.textContent).toContain('<img src=x');
  });

  it('shows url, format and message as a list of details', () => {
    showSystemError({ url: '/api/x', format: 'JSON', message: 'no se pudo interpretar' });
    const terms = [...dialog()!.querySelectorAll('dt')].map((n) => n.textContent);
    const values = [...dialog()!.querySelectorAll('dd')].map((n) => n.textContent);
    expect(terms).toEqual(['Dirección', 'Formato', 'Mensaje']);
    expect(values).toEqual(['/api/x', 'JSON', 'no se pudo interpretar']);
  });

  it('moves focus into the dialog, keeps Tab inside, and gives focus back on close', () => {
    document.body.innerHTML = '<button id="before">Enviar</button>';
    document.getElementById('before')!.focus();
    showSystemError();
    expect(document.activeElement).toBe(button('Cerrar'));
    key('Tab');
    expect(document.activeElement).toBe(button('Recargar la página'));
    key('Tab', true);
    expect(document.activeElement).toBe(button('Cerrar'));
    button('Cerrar').click();
    expect(dialog()).toBeNull();
    expect(document.activeElement?.id).toBe('before');
  });

  it('Escape closes it', () => {
    showSystemError();
    key('Escape');
    expect(dialog()).toBeNull();
  });

  it('"Recargar la página" reloads', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    showSystemError();
    button('Recargar la página').click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a second error replaces the first: one dialog at a time', () => {
    showSystemError({ message: 'uno' });
    const close = showSystemError({ message: 'dos' });
    expect(document.querySelectorAll('[role="alertdialog"]')).toHaveLength(1);
    expect(dialog()!.textContent).toContain('dos');
    close();
    expect(dialog()).toBeNull();
  });
});
