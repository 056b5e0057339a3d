/**
 * Calls that share one statement when they come together: items handed in while a run is under way
 * wait for it to end and go together in the next run (one run at a time, one batch waiting at
 * most). A busy shop pays one round trip per batch; a quiet one pays no wait, since a lone item
 * runs at once. Each caller's promise settles with the run that took its items.
 */
export function inBatches<T>(run: (items: T[]) => Promise<void>): (items: readonly T[]) => Promise<void> {
  let running: Promise<void> | undefined;
  let waiting: { items: T[]; done: Promise<void> } | undefined;
  const start = (items: T[]): Promise<void> => {
    const current: Promise<void> = run(items).finally(() => {
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
    const batch: { items: T[]; done: Promise<void> } = { items: [...items], done: Promise.resolve() };
    batch.done = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = undefined;
        return start(batch.items);
      });
    waiting = batch;
    return batch.done;
  };
}
