/**
 * Scheduled work of the server (decision record 025): each job runs every `everyMs`, one run at a
 * time in this process, and is safe with several instances running it at once because each job
 * claims its items in the database (`FOR UPDATE SKIP LOCKED`, or a conditional update), never by
 * a lock in memory. A run that fails (the database away) is logged and tried again next time: by
 * the job's name and the failure as the request log describes one (its classes, the database's
 * SQLSTATE and where it was thrown), never the error's message, which for a failed statement holds
 * the SQL and its parameters — a shopper's address among them (issue 37).
 */
import { describeError } from './request-log.ts';

export interface PeriodicJob {
  name: string;
  everyMs: number;
  /** Does what is due; answers how many items it handled (logged when more than none). */
  run(): Promise<number>;
}

export function startPeriodic(jobs: readonly PeriodicJob[], log: (line: string) => void): { stop(): Promise<void> } {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const timers = jobs.map((job) => {
    let busy = false;
    const timer = setInterval(() => {
      if (busy || stopped) return;
      busy = true;
      const run = job
        .run()
        .then((handled) => {
          if (handled > 0) log(`${job.name}: ${handled} handled`);
        })
        .catch((error: unknown) => log(`${job.name} failed: ${describeError(error)}`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running);
    },
  };
}
