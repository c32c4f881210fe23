/**
 * A flow: work that crosses server domains (publishing a site updates the forms index; checkout
 * will touch cart, stock, orders and the outbox), written as steps that each come with their undo.
 * Flows live in src/server/flows, one file each; the domains they call are reached through their
 * index.ts, and no domain calls another domain's step itself.
 */

/** One step of a flow: what it does and how to take it back. */
export interface Step<C> {
  /** Names the step in errors and logs. */
  name: string;
  run(ctx: C): Promise<void>;
  /**
   * Takes back what `run` did, after a later step failed. Steps whose writes all sit in the
   * flow's database transaction use `undoneByRollback`: the transaction's rollback is their undo.
   */
  undo(ctx: C): Promise<void>;
}

/** The undo of a step whose every write is inside the flow's transaction: the rollback takes it back. */
export const undoneByRollback = async (): Promise<void> => {};

/**
 * Runs the steps in order. When one fails, the steps that finished are undone, last first, and
 * the step's own error is thrown again unchanged (a SiteFileError stays a SiteFileError). If an
 * undo fails too, an AggregateError carries the step's error first, then every undo's error.
 * @example await trx => runFlow([writeRows, indexForms], { trx, site })
 */
export async function runFlow<C>(steps: readonly Step<C>[], ctx: C): Promise<void> {
  const done: Step<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(ctx);
    } catch (err) {
      const undoErrors: unknown[] = [];
      for (const finished of done.reverse()) {
        try {
          await finished.undo(ctx);
        } catch (undoErr) {
          undoErrors.push(undoErr);
        }
      }
      if (undoErrors.length) throw new AggregateError([err, ...undoErrors], `el paso «${step.name}» falló y ${undoErrors.length} deshacer también`);
      throw err;
    }
    done.push(step);
  }
}
