/**
 * A value read by a query that started after the call, whatever is in flight: concurrent callers
 * share the next query, so a page asked for after a catalogue write has been answered never sees
 * the version from before it, and a busy shop still reads it once per round trip, not per request.
 */
export function readAfterCall<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    const waiting = running.then(
      () => undefined,
      () => undefined,
    );
    next = waiting.then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
