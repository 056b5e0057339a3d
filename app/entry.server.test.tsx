import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';
import { logTo } from '../server/request-log.ts';

/** What drizzle throws for a failed query: its message holds the SQL and every parameter. */
class DrizzleQueryError extends Error {
  constructor(cause: unknown) {
    super('Failed query: select * from users where email = $1\nparams: ada@example.com');
    this.cause = cause;
  }
}

class DatabaseError extends Error {
  readonly severity = 'ERROR';
  readonly code = '57014';
}

const args = (url: string, init: { aborted?: boolean; method?: string } = {}) => {
  const controller = new AbortController();
  if (init.aborted) controller.abort();
  return {
    request: new Request(url, { method: init.method ?? 'GET', signal: controller.signal }),
    context: { requestId: 'req-1', log: logTo((line) => lines.push(line)) } as AppLoadContext,
    params: {},
  };
};

/** The lines the page's log was given. */
let lines: string[] = [];
afterEach(() => {
  lines = [];
  vi.restoreAllMocks();
});

describe("a page's failure as logged", () => {
  it('is one line with the request id, by class and SQLSTATE, without the SQL, its parameters or the query string', () => {
    handleError(new DrizzleQueryError(new DatabaseError('canceling statement due to statement timeout')), args('http://shop/orders/12%0d%0ax?token=secret'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', requestId: 'req-1', method: 'GET', path: '/orders/12%0d%0ax', msg: 'request failed' });
    expect(JSON.parse(lines[0]!).error).toMatch(/^DrizzleQueryError <- DatabaseError SQLSTATE 57014 at /);
    expect(lines[0]).not.toMatch(/ada@example\.com|select|params|secret|[\r\n]/);
  });

  it('is not written for a request the shopper abandoned, nor for a refusal React Router answers with a 4xx', () => {
    handleError(new Error('aborted'), args('http://shop/products', { aborted: true }));
    const noAction = { status: 405, statusText: 'Method Not Allowed', internal: true, data: '', error: new Error('You made a POST request to "/search"') };
    handleError(noAction, args('http://shop/search', { method: 'POST' }));
    expect(lines).toEqual([]);
  });
});
