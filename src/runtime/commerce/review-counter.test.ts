// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { counterText, start } from './review-counter.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the characters left under a review', () => {
  it('says how many are left, or how many are over, in Spanish', () => {
    expect(counterText(1000)).toBe('Quedan 1,000 caracteres');
    expect(counterText(1)).toBe('Queda 1 carácter');
    expect(counterText(0)).toBe('Quedan 0 caracteres');
    expect(counterText(-1)).toBe('Sobra 1 carácter');
    expect(counterText(-12)).toBe('Sobran 12 caracteres');
  });

  it('follows the typing and marks the count past the maximum', () => {
    document.body.innerHTML = '<textarea id="r-text" data-review-max="5"></textarea><span id="r-text-count">Hasta 5 caracteres.</span>';
    const area = document.querySelector('textarea')!;
    start(area);
    const hint = document.getElementById('r-text-count')!;
    expect(hint.textContent).toBe('Quedan 5 caracteres');
    area.value = 'hola';
    area.dispatchEvent(new Event('input'));
    expect(hint.textContent).toBe('Queda 1 carácter');
    area.value = 'hola, ¿qué tal?';
    area.dispatchEvent(new Event('input'));
    expect(hint.textContent).toBe('Sobran 10 caracteres');
    expect(hint.classList.contains('checkout-field__error')).toBe(true);
  });
});
