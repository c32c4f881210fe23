// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';

import { afterEach, describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { menuPrice } from './Menu.tsx';
import { MENU_MAX_PRICE_CENTS, MENU_MAX_SECTIONS, MenuData } from './menu.schema.ts';
import startMenus from './menu.script.ts';
import { nextTab } from './menu-tabs.ts';
import meta from './meta.ts';

const DATA = {
  title: 'Carta',
  sections: [
    { title: 'Espresso', items: [{ name: 'Americano', priceCents: 5500 }, { name: 'Capuchino', description: 'Con leche de la casa', priceCents: 6550 }] },
    { title: 'Filtrados', items: [{ name: 'V60', price: '$70 / $85' }] },
    { title: 'Pan dulce', items: [{ name: 'Concha' }] },
  ],
};

afterEach(() => {
  document.body.innerHTML = '';
});

const tabs = () => [...document.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const panels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
const state = () => tabs().map((t) => `${t.getAttribute('aria-selected') === 'true' ? 'S' : '-'}${t.tabIndex}`).join(' ') + ' | ' + panels().map((p) => (p.hidden ? '-' : 'V')).join('');
const key = (el: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('menu block (type 18, §4)', () => {
  it('is the folder of type 18; reads the site (its currency)', () => {
    expect(blockMeta(BlockType.MENU)).toBe(meta);
    expect(meta.reads).toEqual(['site']);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(MenuData, { sections: [{ title: 'A', items: [{ name: 'x' }] }] })).toEqual({ title: '', sections: [{ title: 'A', items: [{ name: 'x', description: '' }] }] });
    const sections = Array.from({ length: MENU_MAX_SECTIONS + 1 }, () => ({ title: 'A', items: [] }));
    for (const bad of [{ sections: [] }, { sections }, { sections: [{ title: '', items: [] }] }, { sections: [{ title: 'A', items: [{ name: 'x', price: '$1', priceCents: 100 }] }] },
      { sections: [{ title: 'A', items: [{ name: 'x', priceCents: 1.5 }] }] }, { sections: [{ title: 'A', items: [{ name: 'x', priceCents: -1 }] }] },
      { sections: [{ title: 'A', items: [{ name: 'x', priceCents: MENU_MAX_PRICE_CENTS + 1 }] }] }, { sections: [{ title: 'A', items: [{ name: '' }] }] }]) {
      expect(v.safeParse(MenuData, bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });

  it('prices: the owner text as written, cents in the site currency without zero cents', () => {
    expect(menuPrice({ name: 'x', description: '', priceCents: 5500 }, 'MXN')).toBe('$55');
    expect(menuPrice({ name: 'x', description: '', priceCents: 6550 }, 'MXN')).toBe('$65.50');
    expect(menuPrice({ name: 'x', description: '', priceCents: 500 }, 'SEK')).toBe('kr\u00a05');
    expect(menuPrice({ name: 'x', description: '', price: 'Precio de temporada' }, 'MXN')).toBe('Precio de temporada');
    expect(menuPrice({ name: 'x', description: '' }, 'MXN')).toBe('');
  });

  it('the server renders the ARIA tabs pattern: the first tab selected, every panel present, the others hidden', () => {
    document.body.innerHTML = renderBlock(BlockType.MENU, DATA);
    expect(document.querySelector('[role="tablist"]')?.getAttribute('aria-label')).toBe('Carta');
    expect(document.querySelector('[data-block-script="menu"]')).not.toBeNull();
    expect(state()).toBe('S0 --1 --1 | V--');
    tabs().forEach((tab, i) => {
      expect(tab.getAttribute('aria-controls')).toBe(panels()[i].id);
      expect(panels()[i].getAttribute('aria-labelledby')).toBe(tab.id);
    });
    expect([...panels()[0].querySelectorAll('.menu-block__price')].map((p) => p.textContent)).toEqual(['$55', '$65.50']);
    expect(panels()[1].querySelector('.menu-block__price')?.textContent).toBe('$70 / $85');
    expect(panels()[2].querySelector('.menu-block__price')).toBeNull();
  });

  it('the arrows cycle with wraparound, Home and End go to the ends', () => {
    expect([nextTab('ArrowRight', 0, 3), nextTab('ArrowRight', 2, 3), nextTab('ArrowLeft', 0, 3), nextTab('ArrowLeft', 2, 3)]).toEqual([1, 0, 2, 1]);
    expect([nextTab('Home', 2, 3), nextTab('End', 0, 3), nextTab('ArrowUp', 0, 3), nextTab('ArrowRight', 0, 0)]).toEqual([0, 2, undefined, undefined]);
  });

  it('its script: arrows move focus (wrapping), Enter/Space (a click) selects; one tab in the tab order', () => {
    document.body.innerHTML = renderBlock(BlockType.MENU, DATA);
    startMenus(document);
    startMenus(document); // a second start adds nothing
    const [espresso, filtrados, pan] = tabs();
    espresso.focus();
    expect(key(espresso, 'ArrowLeft')).toBe(true);
    expect(document.activeElement).toBe(pan);
    expect(state()).toBe('S-1 --1 -0 | V--');
    key(pan, 'ArrowRight');
    expect(document.activeElement).toBe(espresso);
    key(espresso, 'End');
    expect(document.activeElement).toBe(pan);
    key(pan, 'Home');
    key(espresso, 'ArrowRight');
    expect(document.activeElement).toBe(filtrados);
    expect(key(filtrados, 'Enter')).toBe(false); // left to the button, which clicks
    filtrados.click();
    expect(state()).toBe('--1 S0 --1 | -V-');
    pan.click();
    expect(state()).toBe('--1 --1 S0 | --V');
    pan.click();
    expect(state()).toBe('--1 --1 S0 | --V');
    // Focus moved along but nothing chosen: leaving the list puts the selected tab back in the tab order.
    pan.focus();
    key(pan, 'ArrowRight');
    expect(state()).toBe('-0 --1 S-1 | --V');
    espresso.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body }));
    expect(state()).toBe('--1 --1 S0 | --V');
  });
});
