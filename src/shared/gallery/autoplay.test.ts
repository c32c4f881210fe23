import { describe, expect, it } from 'vitest';
import { setup } from './test-gallery.ts';

describe('autoplay', () => {
  it('advances every 5000 ms by default, on tick', () => {
    const { gallery, clock, log } = setup({ autoplay: true, loop: true });
    expect(gallery.nextAutoplayAt()).toBe(6000);
    clock.t = 5999;
    expect(gallery.tick()).toBe(false);
    clock.t = 6000;
    expect(gallery.tick()).toBe(true);
    expect(gallery.currentIndex).toBe(1);
    expect(log.of('indexChange')).toEqual([{ index: 1, previous: 0, source: 'autoplay' }]);
    expect(gallery.nextAutoplayAt()).toBe(11000);
  });
  it('uses autoplayMs (the lightbox passes 1000)', () => {
    const { gallery, clock } = setup({ autoplay: true, autoplayMs: 1000 });
    clock.t = 2000;
    expect(gallery.tick()).toBe(true);
  });
  it('a manual change restarts the period', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true });
    clock.t = 4000;
    gallery.next();
    expect(gallery.nextAutoplayAt()).toBe(9000);
    clock.t = 6000;
    expect(gallery.tick()).toBe(false);
  });
  it('wraps with loop and stops at the last slide without loop, firing nothing more', () => {
    const looping = setup({ autoplay: true, loop: true, startIndex: 4 });
    looping.clock.t = 6000;
    looping.gallery.tick();
    expect(looping.gallery.currentIndex).toBe(0);
    const { gallery, clock, log } = setup({ autoplay: true, startIndex: 3 });
    clock.t = 6000;
    expect(gallery.tick()).toBe(true);
    log.clear();
    expect(gallery.autoplayRunning()).toBe(false);
    expect(gallery.nextAutoplayAt()).toBeNull();
    clock.t = 60000;
    expect(gallery.tick()).toBe(false);
    expect(log.all).toEqual([]);
  });
  it('pauses while the pointer is over the container or the controls, resumes with a full period', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true });
    gallery.pointerEnter();
    gallery.pointerEnter('controls');
    clock.t = 7000;
    expect(gallery.tick()).toBe(false);
    expect(gallery.snapshot().pointerOver).toBe(true);
    gallery.pointerLeave('container');
    clock.t = 8000;
    expect(gallery.tick()).toBe(false); // still over the controls
    gallery.pointerLeave('controls');
    expect(gallery.nextAutoplayAt()).toBe(13000);
    clock.t = 13000;
    expect(gallery.tick()).toBe(true);
  });
  it('a leave without an enter does not restart the period', () => {
    const { gallery } = setup({ autoplay: true, loop: true });
    gallery.pointerLeave();
    expect(gallery.nextAutoplayAt()).toBe(6000);
  });
  it('stops while a video plays and is restored afterwards', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true });
    gallery.videoPlaying(true);
    expect(gallery.autoplayRunning()).toBe(false);
    clock.t = 30000;
    expect(gallery.tick()).toBe(false);
    gallery.videoPlaying(false);
    expect(gallery.autoplay).toBe(true);
    expect(gallery.nextAutoplayAt()).toBe(35000);
    clock.t = 35000;
    expect(gallery.tick()).toBe(true);
  });
  it('waits while in motion and advances on a later tick', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true });
    clock.t = 6000;
    gallery.setInMotion(true);
    expect(gallery.tick()).toBe(false);
    gallery.setInMotion(false);
    clock.t = 6050;
    expect(gallery.tick()).toBe(true);
  });
  it('never runs when motion is not allowed, when off, or with one slide', () => {
    for (const options of [{ motionAllowed: false }, { autoplay: false }, { count: 1 }]) {
      const { gallery, clock } = setup({ autoplay: true, loop: true, ...options });
      clock.t = 1e9;
      expect(gallery.tick()).toBe(false);
      expect(gallery.nextAutoplayAt()).toBeNull();
    }
  });
  it('setAutoplay turns it on with a full period, and off', () => {
    const { gallery, clock } = setup({ loop: true });
    clock.t = 2000;
    gallery.setAutoplay(true);
    expect(gallery.nextAutoplayAt()).toBe(7000);
    gallery.setAutoplay(false);
    expect(gallery.nextAutoplayAt()).toBeNull();
  });
  it('drives a linked strip too', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true });
    const strip = setup().gallery;
    gallery.link(strip);
    clock.t = 6000;
    gallery.tick();
    expect(strip.currentIndex).toBe(1);
  });
});

describe('video slides', () => {
  it('leaving a video slide fires videoLeave (pause by default) before indexChange', () => {
    const { gallery, log } = setup({ videoSlides: [1, 3] });
    gallery.next(); // onto the video: nothing to leave
    expect(log.of('videoLeave')).toEqual([]);
    gallery.next();
    expect(log.names().slice(-2)).toEqual(['videoLeave', 'indexChange']);
    expect(log.of('videoLeave')).toEqual([{ index: 1, action: 'pause' }]);
  });
  it('says reset when the gallery resets videos, also for a linked follower', () => {
    const { gallery, log } = setup({ videoSlides: [0], videoLeave: 'reset' });
    const other = setup({ videoSlides: [0], videoLeave: 'reset' });
    gallery.link(other.gallery);
    gallery.goTo(2);
    expect(log.of('videoLeave')).toEqual([{ index: 0, action: 'reset' }]);
    expect(other.log.of('videoLeave')).toEqual([{ index: 0, action: 'reset' }]);
  });
});

describe('video slides and autoplay', () => {
  it('leaving a playing video slide restores autoplay with a full period', () => {
    const { gallery, clock } = setup({ autoplay: true, loop: true, videoSlides: [0] });
    gallery.videoPlaying(true);
    clock.t = 20000;
    expect(gallery.nextAutoplayAt()).toBeNull();
    gallery.next();
    expect(gallery.snapshot().videoPlaying).toBe(false);
    expect(gallery.nextAutoplayAt()).toBe(25000);
  });
  it('leaving an image slide keeps a video reported as playing (the view said so)', () => {
    const { gallery } = setup({ autoplay: true, loop: true, videoSlides: [3] });
    gallery.videoPlaying(true);
    gallery.next();
    expect(gallery.nextAutoplayAt()).toBeNull();
  });
});

