/**
 * A hydration strategy: given the island elements that chose it and the function that wakes
 * one, it calls `wake` when each should hydrate, and returns the function that stops waiting.
 * One small file per strategy beside this one (load, idle, visible, interaction, media).
 */
export type Strategy = (elements: HTMLElement[], wake: (el: HTMLElement) => void, options: StrategyOptions) => () => void;

/** Options the loader passes on, mostly for tests. */
export interface StrategyOptions {
  /** How near the viewport "visible" starts (§9 lazy margin 200 px). */
  rootMargin?: string;
}
