/**
 * The listing engine's queries answered in a worker thread (decision 011), so the 2 cores share
 * what one thread did alone: the worker counts facets and orders pages while the main thread
 * answers HTTP, reads products and writes JSON.
 *
 * The main thread still builds each catalogue version's index and keeps it: the worker gets each
 * version once (ListingIndex.shared), before the first query for it: its typed arrays shared, the
 * maps and arrays around them copied. The worker keeps the newest version only: an index it kept
 * would keep its shared buffer from being freed (33.5 MB at 100,000 products) after the main
 * thread let it go. Messages arrive in order, so the queries sent before a newer index are
 * answered with theirs; a query of an older version asked after it (a request that held on to
 * its engine) is answered on the main thread. Should the worker be
 * unable to answer (it failed, or exited), the query is answered on the main thread as before,
 * and the next one starts a new worker.
 *
 * This file is both sides: the class the main thread uses, and, run as the worker, the loop that
 * answers.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { collectFully, settle } from '../caching/index.ts';
import { ListingIndex } from './listing-index.ts';
import type { IndexAnswer, IndexParts, IndexQuery } from './parts.ts';

type ToWorker =
  | { kind: 'index'; version: string; index: IndexParts }
  | { kind: 'query'; id: number; version: string; query: IndexQuery }
  | { kind: 'memory'; id: number }
  | { kind: 'collect' }
  | { kind: 'settle' };
type FromWorker = { id: number; answer: IndexAnswer } | { id: number; failed: string } | { id: number; heapBytes: number };

const ROLE = 'listing-thread';

/**
 * The worker's young generation, in MB (V8's default: 48 on 64-bit). What a query allocates dies
 * with its answer, so a small one costs little more collecting and does not hold a load's 32 MB
 * of semi-spaces committed afterwards (issue 38: the thread's heap 42 → 17 MB after a listing load).
 */
const YOUNG_GENERATION_MB = 12;

/** The worker's side: keeps the newest version it was sent and answers queries with it. */
function serve(): void {
  let held: { version: string; index: ListingIndex } | undefined;
  parentPort!.on('message', (message: ToWorker) => {
    if (message.kind === 'index') {
      held = { version: message.version, index: ListingIndex.fromShared(message.index) };
      return;
    }
    if (message.kind === 'collect' || message.kind === 'settle') {
      (message.kind === 'collect' ? collectFully : settle)();
      return;
    }
    if (message.kind === 'memory') {
      // The thread's own V8 heap, as committed (what the process's resident memory counts).
      parentPort!.postMessage({ id: message.id, heapBytes: process.memoryUsage().heapTotal } satisfies FromWorker);
      return;
    }
    let reply: FromWorker;
    try {
      if (held?.version !== message.version) throw new Error(`no index of version ${message.version}`);
      reply = { id: message.id, answer: held.index.query(message.query) };
    } catch (error) {
      reply = { id: message.id, failed: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(reply);
  });
}

if (!isMainThread && (workerData as { role?: string } | undefined)?.role === ROLE) serve();

/**
 * The worker's code: this file compiled beside the server (scripts/build-server.ts), or, run as
 * TypeScript (development, tests), this file through tsx, which the worker registers first (Node
 * 20 loads a worker's entry before an `--import` in its execArgv takes effect).
 */
function workerEntry(): { entry: string | URL; evaluated: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./listing-thread.js', import.meta.url), evaluated: false };
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  return { entry: `import(${JSON.stringify(tsx)}).then((tsx) => tsx.register()).then(() => import(${JSON.stringify(import.meta.url)}))`, evaluated: true };
}

/** The main thread's side: one worker, started when first asked, replaced when it ends. */
export class ListingThread {
  private worker: Worker | undefined;
  /** The version the worker holds (catalogue versions are counters). */
  private sent: bigint | undefined;
  private waiting = new Map<number, { resolve: (reply: FromWorker) => void; reject: (error: Error) => void }>();
  private next = 0;
  /** Queries the worker answered (the others were answered on the calling thread). */
  answeredInWorker = 0;

  /** The index's answer to the query, from the worker; from this thread when the worker cannot answer. */
  async query(version: string, index: ListingIndex, query: IndexQuery): Promise<IndexAnswer> {
    try {
      return await this.ask(version, index, query);
    } catch {
      return index.query(query);
    }
  }

  /** The worker's V8 heap in bytes (issue 38's memory parts); 0 when no worker runs or it does not say within a second. */
  async heapBytes(): Promise<number> {
    const worker = this.worker;
    if (!worker) return 0;
    const reply = this.send(worker, (id) => ({ kind: 'memory', id }));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), 1_000)));
    // A late reply still arrives and leaves the waiting list then; a worker that ended rejects it.
    const answer = await Promise.race([reply, late]).catch(() => undefined);
    clearTimeout(timer);
    return answer && 'heapBytes' in answer ? answer.heapBytes : 0;
  }

  /**
   * Asks the worker for a full collection of its own heap (the shop is quiet: collect-garbage.ts);
   * nothing when no worker runs. A load leaves garbage there too (its heap 18–27 MB idle, 44–52 MB
   * after a load), which its own collector, as the main thread's, leaves until it allocates.
   */
  collect(): void {
    this.worker?.postMessage({ kind: 'collect' } satisfies ToWorker);
  }

  /** Asks the worker to give back its young generation once the shop has settled (`settle`, collect-garbage.ts). */
  settle(): void {
    this.worker?.postMessage({ kind: 'settle' } satisfies ToWorker);
  }

  /** Ends the worker (the shop stops). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.sent = undefined;
    for (const waiting of this.waiting.values()) waiting.reject(new Error('the listing thread was closed'));
    this.waiting.clear();
    await worker?.terminate();
  }

  /** Posts a message under the next id; its reply, or the worker's end, settles the promise. */
  private send(worker: Worker, message: (id: number) => ToWorker): Promise<FromWorker> {
    const id = this.next++;
    return new Promise<FromWorker>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage(message(id));
    });
  }

  private ask(version: string, index: ListingIndex, query: IndexQuery): Promise<IndexAnswer> {
    const worker = this.worker ?? this.start();
    const asked = BigInt(version);
    if (this.sent !== undefined && asked < this.sent) return Promise.reject(new Error(`the listing thread holds a newer version than ${version}`));
    if (this.sent !== asked) {
      worker.postMessage({ kind: 'index', version, index: index.shared() } satisfies ToWorker);
      this.sent = asked;
    }
    return this.send(worker, (id) => ({ kind: 'query', id, version, query })).then((reply) => {
      if ('answer' in reply) return reply.answer;
      throw new Error('failed' in reply ? reply.failed : 'the listing thread answered no query');
    });
  }

  private start(): Worker {
    const { entry, evaluated } = workerEntry();
    const worker = new Worker(entry, { eval: evaluated, workerData: { role: ROLE }, resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } });
    // The shop's process ends when its server does, whatever the worker is doing.
    worker.unref();
    worker.on('message', (reply: FromWorker) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('answer' in reply) this.answeredInWorker++;
      waiting?.resolve(reply);
    });
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.sent = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the listing thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
