import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGalleryState, wrapIndex, type GalleryOptions, type GalleryState } from './state.ts';
import { setup } from './test-gallery.ts';

describe('createGalleryState: options', () => {
  it('starts at index 0, not moving, no autoplay, no loop', () => {
    const { gallery } = setup();
    expect(gallery.snapshot()).toEqual({
      count: 5, currentIndex: 0, inMotion: false, loop: false, autoplay: false, autoplayRunning: false,
      pointerOver: false, videoPlaying: false, controls: { previousDisabled: true, nextDisabled: false },
    });
  });
  it('clamps the start index without loop and wraps it with loop', () => {
    expect(setup({ startIndex: 9 }).gallery.currentIndex).toBe(4);
    expect(setup({ startIndex: -3 }).gallery.currentIndex).toBe(0);
    expect(setup({ startIndex: 7, loop: true }).gallery.currentIndex).toBe(2);
    expect(setup({ startIndex: -1, loop: true }).gallery.currentIndex).toBe(4);
    expect(setup({ startIndex: 2.8 }).gallery.currentIndex).toBe(2);
  });
  it('turns bad values into defaults without throwing', () => {
    const g = createGalleryState({ count: 'x' as unknown as number, startIndex: NaN, autoplayMs: -5, now: undefined as unknown as () => number });
    expect(g.count).toBe(0);
    expect(g.currentIndex).toBe(0);
    expect(g.next()).toBe(false);
    expect(g.goTo(3)).toBe(false);
    expect(g.controls()).toEqual({ previousDisabled: true, nextDisabled: true });
    expect(createGalleryState({ count: '3' as unknown as number, now: () => 0 }).count).toBe(3);
    expect(createGalleryState({ count: 4.9, now: () => 0 }).count).toBe(4);
    expect(createGalleryState(undefined as unknown as GalleryOptions).count).toBe(0);
  });
});

describe('previous / next without loop', () => {
  it('move by one and fire indexChange', () => {
    const { gallery, log } = setup();
    expect(gallery.next()).toBe(true);
    expect(gallery.next()).toBe(true);
    expect(gallery.previous()).toBe(true);
    expect(gallery.currentIndex).toBe(1);
    expect(log.of('indexChange')).toEqual([
      { index: 1, previous: 0, source: 'user' }, { index: 2, previous: 1, source: 'user' }, { index: 1, previous: 2, source: 'user' },
    ]);
  });
  it('clamp at the end: reachedEnd once, no index change, next disabled', () => {
    const { gallery, log } = setup({ startIndex: 3 });
    gallery.next();
    expect(log.of('controlsState')).toEqual([{ previousDisabled: false, nextDisabled: true }]);
    log.clear();
    expect(gallery.next()).toBe(false);
    expect(gallery.currentIndex).toBe(4);
    expect(log.names()).toEqual(['reachedEnd']);
    expect(log.of('reachedEnd')).toEqual([{ index: 4 }]);
  });
  it('clamp at the beginning: reachedBeginning once, previous disabled', () => {
    const { gallery, log } = setup({ startIndex: 1 });
    gallery.previous();
    expect(log.of('controlsState')).toEqual([{ previousDisabled: true, nextDisabled: false }]);
    log.clear();
    expect(gallery.previous()).toBe(false);
    expect(gallery.currentIndex).toBe(0);
    expect(log.names()).toEqual(['reachedBeginning']);
  });
  it('controlsState fires only when a control changes', () => {
    const { gallery, log } = setup({ startIndex: 1 });
    gallery.next(); // 2: both enabled, as at 1
    expect(log.of('controlsState')).toEqual([]);
    gallery.goTo(0);
    gallery.goTo(4);
    expect(log.of('controlsState')).toEqual([
      { previousDisabled: true, nextDisabled: false }, { previousDisabled: false, nextDisabled: true },
    ]);
  });
  it('goTo beyond an end clamps to it and fires the end event', () => {
    const { gallery, log } = setup({ startIndex: 2 });
    expect(gallery.goTo(40)).toBe(true);
    expect(gallery.currentIndex).toBe(4);
    expect(gallery.goTo(-7)).toBe(true);
    expect(gallery.currentIndex).toBe(0);
    expect(log.names().filter((n) => n.startsWith('reached'))).toEqual(['reachedEnd', 'reachedBeginning']);
  });
  it('goTo the current index or a bad value changes nothing', () => {
    const { gallery, log } = setup({ startIndex: 2 });
    expect(gallery.goTo(2)).toBe(false);
    expect(gallery.goTo(NaN)).toBe(false);
    expect(gallery.goTo(Infinity)).toBe(false);
    expect(gallery.goTo('3' as unknown as number)).toBe(false);
    expect(log.all).toEqual([]);
    expect(gallery.goTo(3.7)).toBe(true);
    expect(gallery.currentIndex).toBe(3);
  });
  it('a single slide has both controls disabled', () => {
    const { gallery } = setup({ count: 1 });
    expect(gallery.controls()).toEqual({ previousDisabled: true, nextDisabled: true });
    expect(gallery.next()).toBe(false);
  });
});

describe('previous / next with loop', () => {
  it('wrap at both ends, controls never disabled', () => {
    const { gallery, log } = setup({ loop: true, startIndex: 4 });
    expect(gallery.controls()).toEqual({ previousDisabled: false, nextDisabled: false });
    gallery.next();
    expect(gallery.currentIndex).toBe(0);
    gallery.previous();
    expect(gallery.currentIndex).toBe(4);
    expect(log.names()).toEqual(['indexChange', 'indexChange']);
  });
  it('goTo takes targets modulo the count, negatives too', () => {
    const { gallery } = setup({ loop: true });
    gallery.goTo(-1);
    expect(gallery.currentIndex).toBe(4);
    gallery.goTo(-6);
    expect(gallery.currentIndex).toBe(4);
    gallery.goTo(12);
    expect(gallery.currentIndex).toBe(2);
    gallery.goTo(-13);
    expect(gallery.currentIndex).toBe(2);
  });
  it('a single looping slide has both controls disabled and never moves', () => {
    const { gallery, log } = setup({ count: 1, loop: true });
    expect(gallery.controls()).toEqual({ previousDisabled: true, nextDisabled: true });
    expect(gallery.next()).toBe(false);
    expect(log.all).toEqual([]);
  });
  it('wrapIndex is always in [0, count) (property)', () => {
    fc.assert(fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (i, n) => {
      const w = wrapIndex(i, n);
      expect(w).toBeGreaterThanOrEqual(0);
      expect(w).toBeLessThan(n);
      expect((w - i) % n === 0 || Object.is((w - i) % n, -0)).toBe(true);
    }));
  });
});

describe('motion lock', () => {
  it('refuses every index change while the gallery is in motion', () => {
    const { gallery, log } = setup({ loop: true });
    gallery.setInMotion(true);
    expect(gallery.inMotion).toBe(true);
    expect(gallery.next()).toBe(false);
    expect(gallery.previous()).toBe(false);
    expect(gallery.goTo(3)).toBe(false);
    expect(gallery.key('ArrowRight')).toBe(true);
    expect(gallery.currentIndex).toBe(0);
    expect(log.all).toEqual([]);
    gallery.setInMotion(false);
    expect(gallery.next()).toBe(true);
  });
  it('does not fire reachedEnd for a refused move', () => {
    const { gallery, log } = setup({ startIndex: 4 });
    gallery.setInMotion(true);
    gallery.next();
    expect(log.all).toEqual([]);
  });
  it('allows a move while a linked gallery with the same index is in motion, and the moving one follows', () => {
    const c = createGalleryState({ count: 5, startIndex: 1, now: () => 0 });
    const d = createGalleryState({ count: 5, startIndex: 1, now: () => 0 });
    c.link(d);
    d.setInMotion(true);
    expect(c.locked()).toBe(false);
    expect(c.next()).toBe(true);
    expect(d.currentIndex).toBe(2);
  });
  it('refuses while a linked gallery with a different index is in motion', () => {
    const c = createGalleryState({ count: 5, now: () => 0 });
    const d = createGalleryState({ count: 3, now: () => 0, startIndex: 2 });
    c.link(d); // d takes 0
    c.goTo(4); // d clamps to its own last slide, 2: the indexes now differ
    expect(d.currentIndex).toBe(2);
    d.setInMotion(true);
    expect(c.locked()).toBe(true);
    expect(c.previous()).toBe(false);
    expect(c.currentIndex).toBe(4);
    d.setInMotion(false);
    expect(c.locked()).toBe(false);
    expect(c.previous()).toBe(true);
  });
});

describe('linked galleries', () => {
  it('stay in sync both ways, the follower reporting source link', () => {
    const show = setup();
    const strip = setup();
    show.gallery.link(strip.gallery);
    show.gallery.next();
    expect(strip.gallery.currentIndex).toBe(1);
    strip.gallery.goTo(3);
    expect(show.gallery.currentIndex).toBe(3);
    expect(strip.log.of('indexChange')).toEqual([{ index: 1, previous: 0, source: 'link' }, { index: 3, previous: 1, source: 'user' }]);
    expect(show.log.of('indexChange')).toEqual([{ index: 1, previous: 0, source: 'user' }, { index: 3, previous: 1, source: 'link' }]);
  });
  it('link makes the other take this index, transitively, and unlink stops the sync', () => {
    const a = setup({ startIndex: 2 }).gallery;
    const b = setup().gallery;
    const c = setup({ startIndex: 4 }).gallery;
    b.link(c);
    expect(c.currentIndex).toBe(0);
    a.link(b);
    expect([b.currentIndex, c.currentIndex]).toEqual([2, 2]);
    c.next();
    expect([a.currentIndex, b.currentIndex]).toEqual([3, 3]);
    a.unlink(b);
    a.next();
    expect([a.currentIndex, b.currentIndex, c.currentIndex]).toEqual([4, 3, 3]);
  });
  it('linking to itself or to nothing is ignored', () => {
    const a = setup().gallery;
    a.link(a);
    a.link(null as unknown as GalleryState);
    expect(a.next()).toBe(true);
  });
  it('every linked gallery always shows the same index (property)', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom('next', 'previous', 'goTo'), fc.integer({ min: -20, max: 20 }))), fc.boolean(), (ops, loop) => {
      const a = createGalleryState({ count: 6, loop, now: () => 0 });
      const b = createGalleryState({ count: 6, loop, now: () => 0 });
      a.link(b);
      for (const [onA, op, i] of ops) {
        const g = onA ? a : b;
        if (op === 'goTo') g.goTo(i);
        else g[op]();
        expect(a.currentIndex).toBe(b.currentIndex);
      }
    }));
  });
});

describe('keyboard', () => {
  it('ArrowLeft and ArrowRight navigate; other keys are not the gallery\'s', () => {
    const { gallery } = setup({ startIndex: 2 });
    expect(gallery.key('ArrowRight')).toBe(true);
    expect(gallery.currentIndex).toBe(3);
    expect(gallery.key('ArrowLeft')).toBe(true);
    expect(gallery.key('ArrowLeft')).toBe(true);
    expect(gallery.currentIndex).toBe(1);
    expect(gallery.key('Enter')).toBe(false);
    expect(gallery.key('ArrowUp')).toBe(false);
    expect(gallery.currentIndex).toBe(1);
  });
});

describe('listeners', () => {
  it('on() returns the function that stops listening', () => {
    const { gallery } = setup();
    const seen: number[] = [];
    const off = gallery.on('indexChange', (e) => seen.push(e.index));
    gallery.next();
    off();
    gallery.next();
    expect(seen).toEqual([1]);
  });
});

describe('properties', () => {
  const op = fc.oneof(
    fc.constant<['next']>(['next']), fc.constant<['previous']>(['previous']),
    fc.tuple(fc.constant('goTo' as const), fc.integer({ min: -1000, max: 1000 })),
    fc.tuple(fc.constant('motion' as const), fc.boolean()),
  );
  function run(g: GalleryState, o: ['next'] | ['previous'] | ['goTo', number] | ['motion', boolean]) {
    if (o[0] === 'goTo') g.goTo(o[1]);
    else if (o[0] === 'motion') g.setInMotion(o[1]);
    else g[o[0]]();
  }

  it('with loop the index always stays in [0, count)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: -100, max: 100 }), fc.array(op, { maxLength: 60 }), (count, start, ops) => {
      const g = createGalleryState({ count, startIndex: start, loop: true, now: () => 0 });
      for (const o of ops) {
        run(g, o);
        expect(g.currentIndex).toBeGreaterThanOrEqual(0);
        expect(g.currentIndex).toBeLessThan(count);
      }
    }));
  });

  it('without loop, next at the end never changes the index and fires reachedEnd once', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 5 }), (count, presses) => {
      const g = createGalleryState({ count, startIndex: count - 1, now: () => 0 });
      for (let k = 0; k < presses; k++) {
        const events: string[] = [];
        const offs = [g.on('reachedEnd', () => events.push('end')), g.on('indexChange', () => events.push('change'))];
        expect(g.next()).toBe(false);
        expect(g.currentIndex).toBe(count - 1);
        expect(events).toEqual(['end']);
        offs.forEach((off) => off());
      }
    }));
  });

  it('without loop, previous at the start never changes the index and fires reachedBeginning once', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), (count) => {
      const g = createGalleryState({ count, now: () => 0 });
      const events: string[] = [];
      g.on('reachedBeginning', () => events.push('beginning'));
      g.on('indexChange', () => events.push('change'));
      expect(g.previous()).toBe(false);
      expect(g.currentIndex).toBe(0);
      expect(events).toEqual(['beginning']);
    }));
  });

  it('the index moves by exactly one step per accepted next/previous, and never while in motion', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 30 }), fc.boolean(), fc.array(op, { maxLength: 60 }), (count, loop, ops) => {
      const g = createGalleryState({ count, loop, now: () => 0 });
      for (const o of ops) {
        const before = g.currentIndex;
        const moving = g.inMotion;
        run(g, o);
        if (moving && o[0] !== 'motion') expect(g.currentIndex).toBe(before);
        if (o[0] === 'next' && !moving) expect(g.currentIndex).toBe(loop ? (before + 1) % count : Math.min(before + 1, count - 1));
        if (o[0] === 'previous' && !moving) expect(g.currentIndex).toBe(loop ? (before - 1 + count) % count : Math.max(before - 1, 0));
      }
    }));
  });

  it('controls match the index: disabled exactly at the reached end without loop', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 30 }), fc.array(op, { maxLength: 40 }), (count, ops) => {
      const g = createGalleryState({ count, now: () => 0 });
      let last = g.controls();
      g.on('controlsState', (c) => { last = c; });
      for (const o of ops) {
        run(g, o);
        expect(last).toEqual({ previousDisabled: g.currentIndex === 0, nextDisabled: g.currentIndex === count - 1 });
      }
    }));
  });
});
