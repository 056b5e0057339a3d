/**
 * Calls that share one statement when they come together: items handed in while a run is under way
 * wait for it to end and go together in the next run (one run at a time, one batch waiting at
 * most). A busy shop pays one round trip per batch; a quiet one pays no wait, since a lone item
 * runs at once. Each caller gets the outcome of the run that took its items (shared by the batch),
 * and that run always starts after the call: it sees whatever the caller saw committed.
 */
export function inBatches<T, R = void>(run: (items: T[]) => Promise<R>): (items: readonly T[]) => Promise<R> {
  let running: Promise<unknown> | undefined;
  let waiting: { items: T[]; done: Promise<R> } | undefined;
  const start = (items: T[]): Promise<R> => {
    const current: Promise<R> = run(items).finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return (items) => {
    if (waiting) {
      waiting.items.push(...items);
      return waiting.done;
    }
    if (!running) return start([...items]);
    const batch = [...items];
    const done = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = undefined;
        return start(batch);
      });
    waiting = { items: batch, done };
    return done;
  };
}
