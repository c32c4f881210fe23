// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_PADDING, CONFIRM_WIDTH, DIALOG_BASE_LAYER, HIDE_TIMEOUT, INFO_POPUP_DURATION } from '../../../shared/dialogs.ts';
import { NOMOTION_CLASS } from '../../../shared/motion.ts';
import { alertDialog, confirmDialog, hideDuration, infoPopup, longestTime, start } from './dialogs.ts';
import { openDialogs } from './stack.ts';

const key = (k: string, shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
const panels = () => Array.from(document.querySelectorAll<HTMLElement>('.ui-dialog__panel'));
const buttons = (panel: Element) => Array.from(panel.querySelectorAll('button'));
const level = (root: Element) => Number((root as HTMLElement).style.getPropertyValue('--ui-dialog-level'));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<button id="opener">Abrir</button>';
  document.getElementById('opener')!.focus();
});
afterEach(async () => {
  // Close whatever a test left open, then let hide timers run.
  for (let i = 0; i < 10 && openDialogs().length; i++) {
    key('Escape');
    vi.advanceTimersByTime(INFO_POPUP_DURATION);
  }
  await vi.runAllTimersAsync();
  vi.useRealTimers();
  document.documentElement.className = '';
});

describe('§9 numbers', () => {
  it('are the spec values, and the dialog base matches the --ui-layer-dialog token', () => {
    expect([CONFIRM_WIDTH, CONFIRM_PADDING, HIDE_TIMEOUT, INFO_POPUP_DURATION, DIALOG_BASE_LAYER]).toEqual([350, 20, 600, 2000, 30000]);
    const tokens = readFileSync(join(import.meta.dirname, '../../../page/styles/tokens.css'), 'utf8');
    expect(tokens).toContain(`--ui-layer-dialog: ${DIALOG_BASE_LAYER};`);
    const css = readFileSync(join(import.meta.dirname, '../../../page/styles/dialogs.css'), 'utf8');
    expect(css).toMatch(/\.ui-dialog__panel \{[^}]*width: min\(350px, 100%\);[^}]*padding: 20px;/);
    expect(css).toContain('z-index: calc(var(--ui-layer-dialog) + var(--ui-dialog-level, 0));');
  });
});

describe('confirmDialog', () => {
  it('is a labelled, described modal dialog with the catalogue texts, focus on the confirm button', () => {
    void confirmDialog({ message: '¿Eliminar el producto?' });
    const [panel] = panels();
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('¿Quieres continuar?');
    expect(document.getElementById(panel.getAttribute('aria-describedby')!)!.textContent).toBe('¿Eliminar el producto?');
    expect(buttons(panel).map((b) => b.textContent)).toEqual(['Aceptar', 'Cancelar']);
    expect(document.activeElement).toBe(buttons(panel)[0]);
  });

  it.each([
    [0, 'confirm'],
    [1, 'reject'],
    [2, 'cancel'],
  ] as const)('button %i resolves %s and gives focus back', async (index, result) => {
    const answer = confirmDialog({ title: 'Borrar', message: 'Seguro', confirmText: 'Sí', rejectText: 'No', cancelText: 'Volver' });
    const [panel] = panels();
    expect(buttons(panel).map((b) => b.textContent)).toEqual(['Sí', 'No', 'Volver']);
    buttons(panel)[index].click();
    await expect(answer).resolves.toBe(result);
    expect(document.activeElement!.id).toBe('opener');
  });

  it('Escape and a click on the backdrop cancel', async () => {
    const first = confirmDialog({ message: 'a' });
    key('Escape');
    await expect(first).resolves.toBe('cancel');
    await vi.runAllTimersAsync();
    const second = confirmDialog({ message: 'b' });
    document.querySelector<HTMLElement>('.ui-dialog')!.click();
    await expect(second).resolves.toBe('cancel');
  });

  it('keeps Tab inside the dialog', () => {
    void confirmDialog({ message: 'a', rejectText: 'No' });
    const [confirm, reject, cancel] = buttons(panels()[0]);
    expect(document.activeElement).toBe(confirm);
    cancel.focus();
    key('Tab');
    expect(document.activeElement).toBe(confirm);
    key('Tab', true);
    expect(document.activeElement).toBe(cancel);
    expect(reject.textContent).toBe('No');
  });

  it('plays the hide animation for at most 600 ms, then removes the element', async () => {
    const answer = confirmDialog({ message: 'a' });
    const root = document.querySelector<HTMLElement>('.ui-dialog')!;
    root.style.setProperty('transition-duration', '5s');
    buttons(panels()[0])[0].click();
    await answer;
    expect(root.classList.contains('is-hiding')).toBe(true);
    vi.advanceTimersByTime(HIDE_TIMEOUT - 1);
    expect(root.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(root.isConnected).toBe(false);
  });

  it('a shorter hide animation removes it sooner; keep hides it instead of removing it', async () => {
    const answer = confirmDialog({ message: 'a', keep: true });
    const root = document.querySelector<HTMLElement>('.ui-dialog')!;
    root.style.setProperty('transition-duration', '200ms');
    key('Escape');
    await answer;
    vi.advanceTimersByTime(199);
    expect(root.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(root.isConnected).toBe(true);
    expect(root.hidden).toBe(true);
  });

  it('a second answer is ignored (the first one counts)', async () => {
    const answer = confirmDialog({ message: 'a' });
    const [confirm, cancel] = buttons(panels()[0]);
    confirm.click();
    cancel.click();
    await expect(answer).resolves.toBe('confirm');
  });
});

describe('hide duration', () => {
  it('reads the longest CSS time, in ms', () => {
    expect(longestTime('0.3s, 150ms')).toBe(300);
    expect(longestTime('0s')).toBe(0);
    expect(longestTime('')).toBe(0);
  });

  it('is capped at 600 ms and 0 without motion', () => {
    const el = document.createElement('div');
    document.body.append(el);
    el.style.setProperty('transition-duration', '2s');
    expect(hideDuration(el)).toBe(600);
    el.style.setProperty('transition-duration', '0.25s');
    expect(hideDuration(el)).toBe(250);
    document.documentElement.classList.add(NOMOTION_CLASS);
    expect(hideDuration(el)).toBe(0);
  });
});

describe('alertDialog', () => {
  it('is an alertdialog with one button; Enter on it confirms', async () => {
    const answer = alertDialog({ message: 'Se guardaron los cambios.' });
    const [panel] = panels();
    expect(panel.getAttribute('role')).toBe('alertdialog');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('Aviso');
    expect(buttons(panel).map((b) => b.textContent)).toEqual(['Aceptar']);
    (document.activeElement as HTMLElement).click();
    await expect(answer).resolves.toBe('confirm');
  });
});

describe('stacking', () => {
  it('puts each dialog above the one before; only the top one holds focus, the one below gets it back', async () => {
    const first = confirmDialog({ message: 'uno' });
    const [p1] = panels();
    const firstCancel = buttons(p1)[1];
    firstCancel.focus();
    const second = alertDialog({ message: 'dos' });
    const [r1, r2] = Array.from(document.querySelectorAll('.ui-dialog'));
    expect(level(r1)).toBe(0);
    expect(level(r2)).toBe(1);
    const [, p2] = panels();
    expect(document.activeElement).toBe(buttons(p2)[0]);
    key('Tab');
    expect(p2.contains(document.activeElement)).toBe(true);
    // Escape closes the top one only.
    key('Escape');
    await expect(second).resolves.toBe('cancel');
    expect(r1.isConnected).toBe(true);
    expect(document.activeElement).toBe(firstCancel);
    void infoPopup({ title: 'tres' });
    expect(level(document.querySelector('.ui-dialog--info')!)).toBe(1);
    key('Escape');
    await expect(first).resolves.toBe('cancel');
    expect(document.activeElement!.id).toBe('opener');
  });
});

describe('infoPopup', () => {
  it('is announced without taking focus, hides after 2000 ms and resolves as confirmed', async () => {
    let result: string | undefined;
    void infoPopup({ title: 'Guardado', message: 'Tus cambios se guardaron.' }).then((r) => (result = r));
    const root = document.querySelector<HTMLElement>('.ui-dialog--info')!;
    expect(root.querySelector('[role="status"]')!.textContent).toBe('GuardadoTus cambios se guardaron.');
    expect(document.activeElement!.id).toBe('opener');
    await vi.advanceTimersByTimeAsync(INFO_POPUP_DURATION - 1);
    expect(root.classList.contains('is-hiding')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(root.classList.contains('is-hiding')).toBe(true);
    await vi.runAllTimersAsync();
    expect(root.isConnected).toBe(false);
    expect(result).toBe('confirm');
  });

  it('the chrome part hides a server-drawn popup after 2000 ms', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div class="ui-dialog ui-dialog--info" data-chrome="info-popup"><div class="ui-dialog__panel" role="status"><p>x</p></div></div>');
    const root = document.querySelector<HTMLElement>('[data-chrome="info-popup"]')!;
    start(root);
    await vi.advanceTimersByTimeAsync(INFO_POPUP_DURATION - 1);
    expect(root.isConnected).toBe(true);
    await vi.advanceTimersByTimeAsync(1 + HIDE_TIMEOUT);
    expect(root.isConnected).toBe(false);
  });
});
