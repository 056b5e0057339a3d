/**
 * The shop's log (decision record 030): one JSON line per request and one per failure, written by
 * pino, so that nothing a caller sends can forge a line and nothing private reaches it.
 *
 * - A request line: time, level, requestId, accountId (signed in), method, route (the pattern that
 *   answered, e.g. /api/orders/:id), path, status and durationMs.
 * - The path is the URL's own percent-encoded form; any byte outside visible ASCII is escaped
 *   again, so a `%0d%0a` or a Unicode line separator in an address stays one line in any reader
 *   (ASVS V16.4.1, log injection); JSON itself escapes what remains.
 * - The query string is never logged: it may carry a reset token or an e-mail address. Nor are
 *   headers, cookies or bodies: no session token, no password, no Authorization.
 * - A failure is logged by its class, the PostgreSQL error code (SQLSTATE) and where it was thrown.
 *   A database error's message is never logged: the driver's names the SQL parameters (personal
 *   data, password hashes) and PostgreSQL's quotes the values it refused. Other messages are
 *   logged with their double-quoted parts (where values are usually quoted) left out.
 */
import { randomUUID } from 'node:crypto';
import pino, { type DestinationStream, type Logger } from 'pino';

export type ShopLog = Logger;
export type LogLine = (line: string) => void;

/** time as ISO 8601, level by name, no host name or process id (one process a container). */
function createShopLog(destination: DestinationStream): ShopLog {
  return pino({ base: null, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } }, destination);
}

/** A log whose lines go to a function, one line a call without its newline (tests, a caller that collects). */
export const logTo = (line: LogLine): ShopLog => createShopLog({ write: (text: string) => line(text.replace(/\n$/, '')) });

let processLog: ShopLog | undefined;
/** The longest a written line waits in the batch. */
const LOG_FLUSH_MS = 1_000;

/**
 * The process's log, on standard output: written asynchronously in batches (pino's SonicBoom,
 * `sync: false`), so a busy moment's many answers cost a few writes rather than a synchronous
 * write each (decision records 019 and 030); what a quiet moment leaves in the batch is written
 * within a second (an operator's `tail -f` sees it), and the rest when the process exits.
 */
export function shopLog(): ShopLog {
  if (processLog) return processLog;
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  process.on('exit', () => destination.flushSync());
  return (processLog = createShopLog(destination));
}

/** A fresh id for one request: sent back as X-Request-Id, written in its log lines and error answers. */
export const newRequestId = (): string => randomUUID();

/**
 * Text a caller chose, made safe for one log line: anything but printable ASCII becomes %XX
 * (control characters, line and paragraph separators, direction overrides); spaces only where asked.
 */
export function logSafe(text: string, maxLength = 300, { spaces = false } = {}): string {
  const escaped = text.replace(spaces ? /[^\x20-\x7e]/gu : /[^\x21-\x7e]/gu, (char) =>
    [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
  return escaped.length > maxLength ? `${escaped.slice(0, maxLength)}...` : escaped;
}

/** The request's path as logged: percent-encoded as it came (never decoded), without the query. */
export function loggedPath(url: string): string {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    pathname = url.split('?')[0] ?? '';
  }
  return logSafe(pathname);
}

export interface RequestLine {
  requestId: string;
  /** The signed-in account the request's session token names, if any. */
  accountId?: number;
  method: string;
  /** The route pattern that answered (never the raw path: bounded, and without ids of people). */
  route: string;
  url: string;
  status: number;
  durationMs: number;
}

/** The fields of a request's line. */
export function requestFields({ requestId, accountId, method, route, url, status, durationMs }: RequestLine) {
  return { requestId, accountId, method: logSafe(method, 16), route: logSafe(route, 120), path: loggedPath(url), status, durationMs: Math.round(durationMs) };
}

/** PostgreSQL's five-character SQLSTATE, on the driver's error (pg's DatabaseError). */
function sqlState(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in error ? code : undefined;
}

/** Whether a message may hold query text or values: the ORM's wrapper (SQL and params) or the server's own error. */
function fromDatabase(error: object): boolean {
  return error.constructor?.name === 'DrizzleQueryError' || sqlState(error) !== undefined;
}

/** The first stack frame in our own code: where to look, without any message text. */
function origin(error: Error): string | undefined {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const ours = frames.find((line) => !line.includes('node_modules') && !line.includes('node:')) ?? frames[0];
  return ours?.trim().replace(/^at /, '').replace(`${process.cwd()}/`, '').replace('file://', '');
}

/** Double-quoted text in a message is usually a value the caller sent (a JSON snippet, a refused input). */
const redactQuoted = (message: string) => message.replace(/"[^"]*"/g, '"..."');

/**
 * A failure in words safe to log: each error of the cause chain by class, a database error by its
 * SQLSTATE (and the constraint it broke), any other by its message, and where it was thrown.
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    if (typeof current !== 'object') {
      parts.push(`thrown ${typeof current}`);
      break;
    }
    const name = current.constructor?.name ?? 'Object';
    const state = sqlState(current);
    if (state) {
      const constraint = (current as { constraint?: unknown }).constraint;
      parts.push(`${name} SQLSTATE ${state}${typeof constraint === 'string' ? ` constraint ${logSafe(constraint, 80)}` : ''}`);
    } else if (fromDatabase(current) || !(current instanceof Error)) {
      parts.push(name);
    } else {
      parts.push(`${name}: ${logSafe(redactQuoted(current.message), 200, { spaces: true })}`);
    }
    current = (current as { cause?: unknown }).cause;
  }
  const where = error instanceof Error ? origin(error) : undefined;
  return `${parts.join(' <- ')}${where ? ` at ${logSafe(where, 200, { spaces: true })}` : ''}`;
}

/** The fields of a failure we answered with a 500 (or could not answer). */
export function failureFields(requestId: string | undefined, method: string, url: string, error: unknown) {
  return { requestId, method: logSafe(method, 16), path: loggedPath(url), error: describeError(error) };
}

/** Logs a failure we answered with a 500 (or could not answer) on the process's log. */
export function logFailure(requestId: string | undefined, method: string, url: string, error: unknown, log: ShopLog = shopLog()): void {
  log.error(failureFields(requestId, method, url, error), 'request failed');
}
