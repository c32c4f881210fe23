/**
 * The page lifecycle of §4 "page initialisation": named initialisers run once, in order;
 * a failing one is logged and the others still run; destroy runs the destructors and
 * returns to "not initialised"; `initialisedOnce` stays set; the body-loaded step runs once.
 */

/** A destructor, returned by an initialiser or registered beside it. */
export type Destructor = () => void;
/** An initialiser: may return its own destructor. */
export type Initialiser = () => void | Destructor;

/** The two states of §4. */
export type LifecycleState = 'not-initialised' | 'initialised';

/** The page lifecycle: a registry of initialisers and the state machine that runs them. */
export interface Lifecycle {
  /** Adds an initialiser (runs at the next `init`, or now when already initialised). */
  register(name: string, init: Initialiser, destroy?: Destructor): void;
  /** Adds a step for when the body has loaded (runs once, ever). */
  onBodyLoaded(name: string, step: () => void): void;
  /** Runs every initialiser in order; does nothing when already initialised. */
  init(): void;
  /** Runs the destructors (last registered first) and returns to not initialised. */
  destroy(): void;
  /** Runs the body-loaded steps; only the first call does anything. */
  bodyLoaded(): void;
  readonly state: LifecycleState;
  readonly initialisedOnce: boolean;
  readonly bodyLoadedOnce: boolean;
}

type Logger = Pick<Console, 'error'>;

/** Creates a lifecycle; `log` receives the errors of throwing initialisers and destructors. */
export function createLifecycle(log: Logger = console): Lifecycle {
  const initialisers: { name: string; init: Initialiser; destroy?: Destructor }[] = [];
  const bodySteps: { name: string; step: () => void }[] = [];
  let active: { name: string; destroy: Destructor }[] = [];
  let state: LifecycleState = 'not-initialised';
  let initialisedOnce = false;
  let bodyLoadedOnce = false;

  // One initialiser's failure must never stop the page: log it and go on (§4).
  const guarded = (what: string, name: string, fn: () => unknown): unknown => {
    try {
      return fn();
    } catch (error) {
      log.error(`Vitrina: ${what} "${name}" failed`, error);
      return undefined;
    }
  };

  const run = (entry: (typeof initialisers)[number]) => {
    const returned = guarded('initialiser', entry.name, entry.init);
    const destroy = typeof returned === 'function' ? (returned as Destructor) : entry.destroy;
    if (destroy) active.push({ name: entry.name, destroy });
  };

  return {
    register(name, init, destroy) {
      const entry = { name, init, destroy };
      initialisers.push(entry);
      if (state === 'initialised') run(entry);
    },
    onBodyLoaded(name, step) {
      bodySteps.push({ name, step });
      if (bodyLoadedOnce) guarded('body-loaded step', name, step);
    },
    init() {
      if (state === 'initialised') return;
      for (const entry of initialisers) run(entry);
      state = 'initialised';
      initialisedOnce = true;
    },
    destroy() {
      if (state !== 'initialised') return;
      const toRun = active.reverse();
      active = [];
      for (const { name, destroy } of toRun) guarded('destructor', name, destroy);
      state = 'not-initialised';
    },
    bodyLoaded() {
      if (bodyLoadedOnce) return;
      bodyLoadedOnce = true;
      for (const { name, step } of bodySteps) guarded('body-loaded step', name, step);
    },
    get state() {
      return state;
    },
    get initialisedOnce() {
      return initialisedOnce;
    },
    get bodyLoadedOnce() {
      return bodyLoadedOnce;
    },
  };
}
