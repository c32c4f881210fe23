/** Adds an event listener that the gallery's `stop()` removes again (gallery.ts keeps the list). */
export type Listen = (target: EventTarget, type: string, fn: (event: any) => void, opts?: AddEventListenerOptions | boolean) => void;
