/**
 * The request log: one line per request (id, method, path, status, duration) and one line per
 * failure, written so that nothing a caller sends can forge a line and nothing private reaches it.
 *
 * - The path is the URL's own percent-encoded form; any byte outside visible ASCII is escaped
 *   again, so a `%0d%0a` in an address stays on its line (ASVS V16.4.1, log injection).
 * - The query string is never logged: it may carry a reset token or an e-mail address.
 * - A failure is logged by its class, the PostgreSQL error code (SQLSTATE) and where it was thrown.
 *   A database error's message is never logged: the driver's names the SQL parameters (personal
 *   data, password hashes) and PostgreSQL's quotes the values it refused. Other messages are
 *   logged with their double-quoted parts (where values are usually quoted) left out.
 */
import { randomUUID } from 'node:crypto';

export type LogLine = (line: string) => void;

/**
 * A log that writes its lines together once the event loop turns: one write for the many answers
 * of a busy moment rather than a write each (standard output is written synchronously), and what is
 * left when the process exits.
 */
export function batchedLog(write: (text: string) => void, onExit: (flush: () => void) => void = (flush) => process.on('exit', flush)): LogLine {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    write(text);
  };
  onExit(flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

let stdout: LogLine | undefined;

/** The process's standard output as a batched log (one for the process, whatever writes to it). */
export const stdoutLog = (): LogLine => (stdout ??= batchedLog((text) => process.stdout.write(text)));

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
  method: string;
  url: string;
  status: number;
  durationMs: number;
}

export function requestLine({ requestId, method, url, status, durationMs }: RequestLine): string {
  return `[http] ${requestId} ${logSafe(method, 16)} ${loggedPath(url)} ${status} ${Math.round(durationMs)}ms`;
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

/** The log line of a failure we answered with a 500 (or could not answer). */
export function errorLine(requestId: string | undefined, method: string, url: string, error: unknown): string {
  return `[error] ${requestId ?? '-'} ${logSafe(method, 16)} ${loggedPath(url)} failed: ${describeError(error)}`;
}
