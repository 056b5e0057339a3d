import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleError } from './entry.server';

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
    context: { requestId: 'req-1' } as AppLoadContext,
    params: {},
  };
};

afterEach(() => vi.restoreAllMocks());

describe("a page's failure as logged", () => {
  it('is one line with the request id, by class and SQLSTATE, without the SQL, its parameters or the query string', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new DrizzleQueryError(new DatabaseError('canceling statement due to statement timeout')), args('http://shop/orders/12%0d%0ax?token=secret'));
    expect(errors).toHaveBeenCalledTimes(1);
    const line = String(errors.mock.calls[0]![0]);
    expect(errors.mock.calls[0]).toHaveLength(1);
    expect(line).toMatch(/^\[error\] req-1 GET \/orders\/12%0d%0ax failed: DrizzleQueryError <- DatabaseError SQLSTATE 57014 at /);
    expect(line).not.toMatch(/ada@example\.com|select|params|secret|[\r\n]/);
  });

  it('is not written for a request the shopper abandoned, nor for a refusal React Router answers with a 4xx', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    handleError(new Error('aborted'), args('http://shop/products', { aborted: true }));
    const noAction = { status: 405, statusText: 'Method Not Allowed', internal: true, data: '', error: new Error('You made a POST request to "/search"') };
    handleError(noAction, args('http://shop/search', { method: 'POST' }));
    expect(errors).not.toHaveBeenCalled();
  });
});
