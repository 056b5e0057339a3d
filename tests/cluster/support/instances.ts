/**
 * Instances of the built shop (`npm run serve`'s command) on one external database and one shared
 * DATA_DIR, each on its own loopback port, as README's "Several instances" runs them. Each one's
 * JSON log lines are kept, so a test can tell which instance answered a request (X-Request-Id).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverArgs } from '../../../scripts/build-server.ts';
import { freePort } from '../../e2e/fixtures/tls-proxy.ts';

export interface Instance {
  name: string;
  port: number;
  /** http://127.0.0.1:PORT: the instance itself, past the proxy. */
  base: string;
  /** Its log lines (JSON, one per request), and what else it printed. */
  lines: string[];
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface InstanceSettings {
  env: Record<string, string>;
}

/** Starts one instance on `port` (a free one by default); resolves once it is ready (/api/health/ready). */
export async function startInstance(name: string, settings: InstanceSettings, port?: number): Promise<Instance> {
  const listenOn = port ?? (await freePort());
  const child = spawn(process.execPath, serverArgs(process.env.BUILD_DIR ?? 'build'), {
    env: { ...process.env, ...settings.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(listenOn) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let rest = '';
  const keep = (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const instance: Instance = { name, port: listenOn, base: `http://127.0.0.1:${listenOn}`, lines, child, exited };
  await waitReady(instance);
  return instance;
}

/** Waits until the instance answers /api/health/ready with 200 (three minutes at most: a first start seeds the catalogue). */
async function waitReady(instance: Instance, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode}:\n${instance.lines.slice(-20).join('\n')}`);
    const ready = await fetch(`${instance.base}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })
      .then((answer) => answer.status === 200)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${instance.name} was not ready within ${timeoutMs} ms:\n${instance.lines.slice(-20).join('\n')}`);
}

/** Sends `signal` and waits for the process to end; answers its exit code. */
export async function stopInstance(instance: Instance, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (instance.child.exitCode === null && instance.child.signalCode === null) instance.child.kill(signal);
  return instance.exited;
}

/** The request ids an instance logged, with each request's status. */
export function servedBy(instance: Instance): Map<string, number> {
  const served = new Map<string, number>();
  for (const line of instance.lines) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { requestId?: string; status?: number };
      if (entry.requestId && entry.status !== undefined) served.set(entry.requestId, entry.status);
    } catch {
      // a line that is not JSON: not a request line
    }
  }
  return served;
}
