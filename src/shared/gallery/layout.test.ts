import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTOPLAY_DEFAULT_MS, CAROUSEL_GUTTER_PERCENT, CAROUSEL_PER_ROW, IMAGE_QUEUE_DESKTOP, IMAGE_QUEUE_MOBILE,
  LIGHTBOX_AUTOPLAY_MS, START_INDEX, SWIPE_DISTANCE_PX, SWIPE_TIME_MS,
} from './constants.ts';
import {
  carouselGroupAfterResize, carouselLayout, carouselPerRow, imageQueueSize, stackedClickDirection, swipeDirection,
} from './layout.ts';

describe('§9 gallery constants', () => {
  it('has the numbers of the spec', () => {
    expect([AUTOPLAY_DEFAULT_MS, LIGHTBOX_AUTOPLAY_MS, START_INDEX]).toEqual([5000, 1000, 0]);
    expect([SWIPE_DISTANCE_PX, SWIPE_TIME_MS]).toEqual([50, 250]);
    expect([CAROUSEL_PER_ROW, CAROUSEL_GUTTER_PERCENT]).toEqual([3, 1]);
    expect([IMAGE_QUEUE_DESKTOP, IMAGE_QUEUE_MOBILE]).toEqual([16, 1]);
  });
});

describe('carouselPerRow', () => {
  it('is 3 by default on a wide container', () => {
    expect(carouselPerRow(1200)).toBe(3);
    expect(carouselPerRow(1200, undefined)).toBe(3);
  });
  it('takes the block option on a wide container', () => {
    expect(carouselPerRow(1200, 5)).toBe(5);
    expect(carouselPerRow(724, '4')).toBe(4);
    expect(carouselPerRow(1200, 1)).toBe(1);
    expect(carouselPerRow(1200, 4.7)).toBe(4);
  });
  it('shows at most 3 below 724 px and at most 2 below 480 px', () => {
    expect(carouselPerRow(723, 5)).toBe(3);
    expect(carouselPerRow(480, 5)).toBe(3);
    expect(carouselPerRow(479, 5)).toBe(2);
    expect(carouselPerRow(0, 5)).toBe(2);
    expect(carouselPerRow(479, 1)).toBe(1);
    expect(carouselPerRow(600, 2)).toBe(2);
  });
  it('falls back to 3 for a bad option and ignores a bad width', () => {
    for (const bad of [0, -2, 'tres', null, NaN, Infinity, {}, '0.5']) expect(carouselPerRow(1000, bad)).toBe(3);
    expect(carouselPerRow('ancho', 6)).toBe(6);
    expect(carouselPerRow(undefined, 6)).toBe(6);
  });
  it('is always between 1 and the option, and never over 2 below 480 px (property)', () => {
    fc.assert(fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 50 }), (w, option) => {
      const n = carouselPerRow(w, option);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(option);
      if (w < 480) expect(n).toBeLessThanOrEqual(2);
      else if (w < 724) expect(n).toBeLessThanOrEqual(3);
      else expect(n).toBe(option);
    }));
  });
});

describe('carouselLayout', () => {
  it('hides the controls when all slides fit', () => {
    expect(carouselLayout(1000, 3, 3)).toEqual({ perRow: 3, groups: 1, controlsHidden: true });
    expect(carouselLayout(1000, 3, 2)).toEqual({ perRow: 3, groups: 1, controlsHidden: true });
    expect(carouselLayout(1000, 3, 0)).toEqual({ perRow: 3, groups: 1, controlsHidden: true });
  });
  it('shows them when slides overflow, grouping by the row', () => {
    expect(carouselLayout(1000, 3, 4)).toEqual({ perRow: 3, groups: 2, controlsHidden: false });
    expect(carouselLayout(400, 3, 3)).toEqual({ perRow: 2, groups: 2, controlsHidden: false });
    expect(carouselLayout(400, 3, 9)).toEqual({ perRow: 2, groups: 5, controlsHidden: false });
  });
  it('treats a bad count as no slides', () => {
    expect(carouselLayout(1000, 3, 'x')).toEqual({ perRow: 3, groups: 1, controlsHidden: true });
    expect(carouselLayout(1000, 3, -4)).toEqual({ perRow: 3, groups: 1, controlsHidden: true });
  });
});

describe('carouselGroupAfterResize', () => {
  it('keeps the first slide of the shown group in view', () => {
    expect(carouselGroupAfterResize(2, 3, 2, 9)).toBe(3); // slides 6–8 → group of slides 6–7
    expect(carouselGroupAfterResize(3, 2, 3, 9)).toBe(2); // slides 6–7 → group of slides 6–8
    expect(carouselGroupAfterResize(0, 3, 2, 9)).toBe(0);
    expect(carouselGroupAfterResize(1, 3, 3, 9)).toBe(1);
  });
  it('never goes past the last group', () => {
    expect(carouselGroupAfterResize(4, 2, 5, 9)).toBe(1);
    expect(carouselGroupAfterResize(7, 2, 2, 4)).toBe(1);
    expect(carouselGroupAfterResize(1, 3, 2, 0)).toBe(0);
  });
  it('the new group holds the first slide of the old one whenever it exists (property)', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(20), (count, a, b, g) => {
      const group = g % Math.ceil(count / a);
      const first = group * a;
      const after = carouselGroupAfterResize(group, a, b, count);
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThan(Math.ceil(count / b));
      expect(first >= after * b && first < (after + 1) * b).toBe(true);
    }));
  });
  it('treats bad numbers as group 0 and 3 per row', () => {
    expect(carouselGroupAfterResize(NaN, NaN, 2, 9)).toBe(0);
    expect(carouselGroupAfterResize(2, NaN, 2, 9)).toBe(3);
  });
});

describe('swipeDirection', () => {
  it('moves on 50 px or more whatever the time', () => {
    expect(swipeDirection({ dx: -50, dt: 2000 })).toBe('next');
    expect(swipeDirection({ dx: 50, dt: 2000 })).toBe('previous');
    expect(swipeDirection({ dx: -300, dt: 900, velocity: 0.01 })).toBe('next');
  });
  it('does not move on a slow short drag', () => {
    expect(swipeDirection({ dx: -49, dt: 251 })).toBeNull();
    expect(swipeDirection({ dx: -49, dt: 1000, velocity: 5 })).toBeNull();
  });
  it('moves on a short flick within 250 ms fast enough (50 px in 250 ms)', () => {
    expect(swipeDirection({ dx: -30, dt: 100 })).toBe('next'); // 0.3 px/ms
    expect(swipeDirection({ dx: 20, dt: 100 })).toBe('previous'); // 0.2 px/ms
    expect(swipeDirection({ dx: 19, dt: 100 })).toBeNull(); // 0.19 px/ms
    expect(swipeDirection({ dx: -10, dt: 250, velocity: -0.5 })).toBe('next');
    expect(swipeDirection({ dx: -10, dt: 250, velocity: 0.1 })).toBeNull();
    expect(swipeDirection({ dx: 5, dt: 0 })).toBe('previous');
  });
  it('ignores a tap and bad input', () => {
    expect(swipeDirection({ dx: 0, dt: 10, velocity: 3 })).toBeNull();
    expect(swipeDirection({ dx: NaN, dt: 10 })).toBeNull();
    expect(swipeDirection({ dx: -80, dt: -1 })).toBeNull();
    expect(swipeDirection({ dx: 'a' as unknown as number, dt: 10 })).toBeNull();
    expect(swipeDirection(null as unknown as { dx: number; dt: number })).toBeNull();
  });
  it('a drag of 50 px or more always moves, towards the side opposite the drag (property)', () => {
    fc.assert(fc.property(fc.double({ min: 50, max: 5000, noNaN: true }), fc.boolean(), fc.double({ min: 0, max: 1e5, noNaN: true }), (d, left, dt) => {
      expect(swipeDirection({ dx: left ? -d : d, dt })).toBe(left ? 'next' : 'previous');
    }));
  });
  it('a drag under 50 px that lasts over 250 ms never moves (property)', () => {
    fc.assert(fc.property(fc.double({ min: -49.99, max: 49.99, noNaN: true }), fc.double({ min: 250.01, max: 1e5, noNaN: true }), fc.double({ noNaN: true }), (dx, dt, velocity) => {
      expect(swipeDirection({ dx, dt, velocity })).toBeNull();
    }));
  });
});

describe('stackedClickDirection', () => {
  it('left half goes back, right half forward', () => {
    expect(stackedClickDirection(0, 800)).toBe('previous');
    expect(stackedClickDirection(399.9, 800)).toBe('previous');
    expect(stackedClickDirection(400, 800)).toBe('next');
    expect(stackedClickDirection(800, 800)).toBe('next');
  });
  it('is null outside the gallery or for bad numbers', () => {
    expect(stackedClickDirection(-1, 800)).toBeNull();
    expect(stackedClickDirection(801, 800)).toBeNull();
    expect(stackedClickDirection(10, 0)).toBeNull();
    expect(stackedClickDirection(NaN, 800)).toBeNull();
    expect(stackedClickDirection(10, Infinity)).toBeNull();
  });
});

describe('imageQueueSize', () => {
  it('loads 16 images at once on a desktop and 1 on a phone', () => {
    expect(imageQueueSize(false)).toBe(16);
    expect(imageQueueSize(true)).toBe(1);
  });
});
