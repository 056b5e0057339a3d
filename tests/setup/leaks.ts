/**
 * Run before each API test file (vitest `setupFiles`). The API suite's files share a worker's
 * modules and process from one file to the next (`isolate: false`, decision record 051), so a file
 * must leave the process as it found it: after the file's own hooks, this fails the file that left
 * fake timers on, changed process.env, or left a stand-in for global fetch or pg's query (the next
 * file would run on them), and puts each back so that only the guilty file fails.
 * vi.spyOn is undone by vitest itself after each file; module mocks (vi.mock) are refused by lint.
 */
import pg from 'pg';
import { afterAll, vi } from 'vitest';

const env = { ...process.env };
/** Set by a library the first time it loads, not by a test: libvips (sharp) sets VIPSHOME. */
const SET_BY_LIBRARIES = new Set(['VIPSHOME']);
const { fetch } = globalThis;
const { query } = pg.Client.prototype;
const { query: poolQuery } = pg.Pool.prototype;

/** What the file changed in the process, each named with how to put it back; restored here. */
function leftBehind(): string[] {
  const left: string[] = [];
  if (vi.isFakeTimers()) {
    left.push('fake timers (vi.useRealTimers() in afterEach)');
    vi.useRealTimers();
  }
  const names = new Set([...Object.keys(env), ...Object.keys(process.env)]);
  const changed = [...names].filter((name) => process.env[name] !== env[name] && !SET_BY_LIBRARIES.has(name)).sort();
  if (changed.length) {
    left.push(`process.env ${changed.join(', ')} changed (vi.stubEnv() and vi.unstubAllEnvs())`);
    for (const name of changed) {
      if (env[name] === undefined) delete process.env[name];
      else process.env[name] = env[name];
    }
  }
  if (globalThis.fetch !== fetch) {
    left.push('a global fetch of its own (vi.stubGlobal() and vi.unstubAllGlobals())');
    globalThis.fetch = fetch;
  }
  if (pg.Client.prototype.query !== query || pg.Pool.prototype.query !== poolQuery) {
    left.push("a stand-in for pg's query (put the real one back in finally or afterEach)");
    pg.Client.prototype.query = query;
    pg.Pool.prototype.query = poolQuery;
  }
  return left;
}

afterAll(() => {
  const left = leftBehind();
  if (left.length) throw new Error(`This test file leaves to the next file of its worker: ${left.join('; ')}.`);
});
