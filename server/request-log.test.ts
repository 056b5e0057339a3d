import { describe, expect, it } from 'vitest';
import { describeError, failureFields, logFailure, loggedPath, logSafe, logTo, requestFields, type RequestLine } from './request-log.ts';

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

/** The JSON lines a log writes, parsed, with the raw text of each. */
function collected() {
  const lines: string[] = [];
  const log = logTo((line) => lines.push(line));
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const request = (fields: Partial<RequestLine> = {}): RequestLine => ({
  requestId: 'id-1',
  method: 'GET',
  route: '/api/orders/:id',
  url: 'http://shop/api/orders/12',
  status: 200,
  durationMs: 3.4,
  ...fields,
});

describe('the request line', () => {
  it('is one JSON line: time, level, request id, method, route pattern, path, status and duration', () => {
    const { log, lines, parsed } = collected();
    log.info(requestFields(request()), 'request');
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(line).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      requestId: 'id-1',
      method: 'GET',
      route: '/api/orders/:id',
      path: '/api/orders/12',
      status: 200,
      durationMs: 3,
      msg: 'request',
    });
  });

  it('names the signed-in account, and none for a visitor', () => {
    const { log, parsed } = collected();
    log.info(requestFields(request({ accountId: 42 })), 'request');
    log.info(requestFields(request()), 'request');
    expect(parsed().map((line) => line.accountId)).toEqual([42, undefined]);
  });

  it('is one line whatever the path holds: CR, LF and other control characters stay encoded', () => {
    for (const url of ['http://shop/a%0d%0a{"level":"info"}', 'http://shop/a%0D%0Ab', 'http://shop/%00%1b[31m', 'http://shop/caf\u00e9\u2028x']) {
      const { log, lines, parsed } = collected();
      log.info(requestFields(request({ url, method: 'GET\r\nX' })), 'request');
      // Printable ASCII only: no CR, LF, NUL, escape sequence or Unicode line separator.
      expect(lines, url).toHaveLength(1);
      expect(lines[0], url).toMatch(/^[\x20-\x7e]+$/);
      expect(parsed()[0]!.method).toBe('GET%0D%0AX');
    }
    expect(requestFields(request({ url: 'http://shop/a%0d%0ab?x=1' })).path).toBe('/a%0d%0ab');
  });

  it('never holds the query string, where tokens and e-mail addresses travel', () => {
    expect(loggedPath('http://shop/reset-password?token=secret-token&email=ada@example.com')).toBe('/reset-password');
    const { log, lines } = collected();
    log.info(requestFields(request({ url: 'http://shop/reset-password?token=secret-token&email=ada%40example.com' })), 'request');
    expect(lines[0]).not.toMatch(/secret-token|ada|\?/);
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

  it('is one JSON line at level error with the request id, method and path, never the query or the SQL', () => {
    const { log, lines, parsed } = collected();
    logFailure('id-7', 'POST', 'http://shop/api/register%0d%0ax?email=ada@example.com', failedQuery(), log);
    expect(lines).toHaveLength(1);
    expect(parsed()[0]).toMatchObject({ level: 'error', requestId: 'id-7', method: 'POST', path: '/api/register%0d%0ax', msg: 'request failed' });
    expect(parsed()[0]!.error).toMatch(/^DrizzleQueryError <- DatabaseError SQLSTATE 23505 constraint users_email_key at /);
    expect(lines[0]).not.toMatch(/[\r\n]|ada@example\.com|insert into|argon2/);
    expect(failureFields(undefined, 'GET', 'http://shop/x', 'thrown')).toEqual({ requestId: undefined, method: 'GET', path: '/x', error: 'thrown string' });
  });
});
