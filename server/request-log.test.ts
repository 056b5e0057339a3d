import { describe, expect, it } from 'vitest';
import { batchedLog, describeError, errorLine, loggedPath, logSafe, requestLine } from './request-log.ts';

/** What drizzle throws for a failed query: its message holds the SQL and every parameter. */
class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`);
  }
}

/** What pg throws: PostgreSQL's message quotes the value it refused. */
class DatabaseError extends Error {
  readonly severity = 'ERROR';
  constructor(
    message: string,
    readonly code: string,
    readonly constraint?: string,
  ) {
    super(message);
  }
}

const failedQuery = () =>
  new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['ada@example.com', '$argon2id$v=19$secret-hash'],
    new DatabaseError('duplicate key value violates unique constraint "users_email_key"', '23505', 'users_email_key'),
  );

describe('the request line', () => {
  it('is one line whatever the path holds: CR, LF and other control characters stay encoded', () => {
    for (const url of ['http://shop/a%0d%0a[http] forged GET / 200 1ms', 'http://shop/a%0D%0Ab', 'http://shop/%00%1b[31m', 'http://shop/caf\u00e9\u2028x']) {
      const line = requestLine({ requestId: 'id-1', method: 'GET', url, status: 404, durationMs: 3.4 });
      // Printable ASCII only: no CR, LF, NUL, escape sequence or Unicode line separator.
      expect(line, url).toMatch(/^[\x20-\x7e]+$/);
      expect(line.split(' ')).toHaveLength(6);
    }
    expect(requestLine({ requestId: 'id-1', method: 'GET', url: 'http://shop/a%0d%0ab?x=1', status: 200, durationMs: 3.4 })).toBe(
      '[http] id-1 GET /a%0d%0ab 200 3ms',
    );
  });

  it('never holds the query string, where tokens and e-mail addresses travel', () => {
    expect(loggedPath('http://shop/reset-password?token=secret-token&email=ada@example.com')).toBe('/reset-password');
  });

  it('escapes raw control characters and non-ASCII text a caller chose', () => {
    expect(logSafe('a\r\nb\u202Ec')).toBe('a%0D%0Ab%E2%80%AEc');
    expect(logSafe('a b')).toBe('a%20b');
    expect(logSafe('a b', 300, { spaces: true })).toBe('a b');
    expect(logSafe('x'.repeat(400))).toHaveLength(303);
  });
});

describe('a failure as logged', () => {
  it('names the classes, the SQLSTATE and the constraint of a failed query, never its SQL or parameters', () => {
    const text = describeError(failedQuery());
    expect(text).toContain('DrizzleQueryError <- DatabaseError SQLSTATE 23505 constraint users_email_key');
    expect(text).not.toMatch(/ada@example\.com|argon2|secret|insert into|params|duplicate key/);
  });

  it("leaves out PostgreSQL's own message, which quotes the refused value", () => {
    const text = describeError(new DatabaseError('invalid input syntax for type integer: "ada@example.com"', '22P02'));
    expect(text).toMatch(/^DatabaseError SQLSTATE 22P02/);
    expect(text).not.toContain('ada@example.com');
  });

  it('keeps the message of other errors, without double-quoted values, on one line', () => {
    const text = describeError(new SyntaxError('Unexpected token \'x\', "ada@example.com\nline" is not valid JSON'));
    expect(text).toMatch(/^SyntaxError: Unexpected token 'x', "\.\.\." is not valid JSON at /);
    expect(text).not.toMatch(/ada@example\.com|\n/);
  });

  it('says where it was thrown', () => {
    expect(describeError(new TypeError('boom'))).toMatch(/^TypeError: boom at .*request-log\.test\.ts:\d+:\d+/);
    expect(describeError('a string')).toBe('thrown string');
  });

  it('is one line with the request id, method and path', () => {
    const line = errorLine('id-7', 'POST', 'http://shop/api/register%0d%0ax?email=ada@example.com', failedQuery());
    expect(line).toMatch(/^\[error\] id-7 POST \/api\/register%0d%0ax failed: DrizzleQueryError <- DatabaseError SQLSTATE 23505/);
    expect(line).not.toMatch(/[\r\n]|ada@example\.com/);
  });
});

describe('the batched log', () => {
  it('writes the lines of one turn of the event loop together, in order, and the rest at exit', async () => {
    const writes: string[] = [];
    let atExit: (() => void) | undefined;
    const log = batchedLog(
      (text) => writes.push(text),
      (flush) => (atExit = flush),
    );
    log('[http] one');
    log('[http] two');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['[http] one\n[http] two\n']);
    log('[http] three');
    atExit!();
    expect(writes).toEqual(['[http] one\n[http] two\n', '[http] three\n']);
  });
});
