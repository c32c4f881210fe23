import { createGalleryState, type GalleryEventName, type GalleryEvents, type GalleryOptions, type GalleryState } from './state.ts';

/** A gallery with a fake clock and a log of every event it fires. */
export function setup(options: Partial<GalleryOptions> = {}) {
  const clock = { t: 1000 };
  const gallery = createGalleryState({ count: 5, now: () => clock.t, ...options });
  const log = record(gallery);
  return { gallery, clock, log };
}

function record(gallery: GalleryState) {
  const log: Array<{ name: GalleryEventName; payload: GalleryEvents[GalleryEventName] }> = [];
  for (const name of ['indexChange', 'reachedBeginning', 'reachedEnd', 'controlsState', 'videoLeave'] as const) {
    gallery.on(name, (payload) => log.push({ name, payload }));
  }
  return {
    all: log,
    names: () => log.map((e) => e.name),
    of: <K extends GalleryEventName>(name: K) => log.filter((e) => e.name === name).map((e) => e.payload as GalleryEvents[K]),
    clear: () => void log.splice(0),
  };
}
