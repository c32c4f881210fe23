/** What a race ended with. */
export interface RaceOutcome<T> {
  results: T[];
  /** How many calls the `won` predicate accepted. */
  winners: number;
  elapsedMs: number;
}

/**
 * Starts `attempts` calls at the same instant (each waits on one gate, opened when all are
 * queued) and counts the winners. The shape of every race of the roadmap: a submission key
 * replayed (1 winner), a rate limit of L (L winners), and later the last item in stock (stock
 * winners), a single-use coupon (1) and a gift card's balance (⌊balance / amount⌋).
 * @example const r = await race(1_000, () => requestKey(app), (res) => res.statusCode === 200); // r.winners === 60
 */
export async function race<T>(attempts: number, call: (i: number) => Promise<T>, won: (result: T) => boolean): Promise<RaceOutcome<T>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const calls = Array.from({ length: attempts }, async (_, i) => {
    await gate;
    return call(i);
  });
  const started = performance.now();
  open();
  const results = await Promise.all(calls);
  return { results, winners: results.filter(won).length, elapsedMs: performance.now() - started };
}
