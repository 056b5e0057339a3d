/**
 * A scheduled job that fails is logged by its name and an error code, never by the failed
 * statement's text or parameters (issue 37): a job's SQL may carry a shopper's address.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodic } from './periodic.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** The log of one failed run of a job that throws `error`. */
async function logOfFailure(error: unknown): Promise<string[]> {
  vi.useFakeTimers();
  const lines: string[] = [];
  const jobs = startPeriodic(
    [
      {
        name: 'review requests mailed',
        everyMs: 1000,
        run: () => Promise.reject(error),
      },
    ],
    (line) => lines.push(line),
  );
  await vi.advanceTimersByTimeAsync(1000);
  await jobs.stop();
  return lines;
}

describe('a failing scheduled job', () => {
  it('logs its name, the classes and the SQLSTATE, not the SQL nor its parameters', async () => {
    const cause = new pg.DatabaseError('null value in column "line1" violates not-null constraint', 120, 'error');
    cause.code = '23502';
    cause.severity = 'ERROR';
    const failed = new DrizzleQueryError('UPDATE addresses SET line1 = $1 WHERE email = $2', ['12 Rose Lane', 'ada@example.com'], cause);
    const [line] = await logOfFailure(failed);
    expect(line).toMatch(/^review requests mailed failed: DrizzleQueryError <- DatabaseError SQLSTATE 23502/);
    for (const secret of ['12 Rose Lane', 'ada@example.com', 'UPDATE addresses', 'line1']) expect(line).not.toContain(secret);
  });

  it('logs any other failure by its class and message', async () => {
    const [line] = await logOfFailure(new TypeError('mail transport is not configured'));
    expect(line).toMatch(/^review requests mailed failed: TypeError: mail transport is not configured/);
  });
});
