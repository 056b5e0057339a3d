/**
 * The listing engine's queries answered in a worker thread (decision 011), so the 2 cores share
 * what one thread did alone: the worker counts facets and orders pages while the main thread
 * answers HTTP, reads products and writes JSON.
 *
 * The main thread still builds each catalogue version's index and keeps it: the worker gets each
 * version once (ListingIndex.shared), before the first query for it: its typed arrays shared, the
 * maps and arrays around them copied. Should the worker be
 * unable to answer (it failed, or exited), the query is answered on the main thread as before,
 * and the next one starts a new worker.
 *
 * This file is both sides: the class the main thread uses, and, run as the worker, the loop that
 * answers.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ListingIndex } from './listing-index.ts';
import type { IndexAnswer, IndexParts, IndexQuery } from './parts.ts';

type ToWorker = { kind: 'index'; version: string; index: IndexParts } | { kind: 'query'; id: number; version: string; query: IndexQuery };
type FromWorker = { id: number; answer: IndexAnswer } | { id: number; failed: string };

/** Versions the worker keeps: the newest, and the one before for the queries still on their way. */
const VERSIONS_KEPT = 2;

const ROLE = 'listing-thread';

/** The worker's side: keeps the versions it was sent and answers queries with them. */
function serve(): void {
  const indexes = new Map<string, ListingIndex>();
  parentPort!.on('message', (message: ToWorker) => {
    if (message.kind === 'index') {
      indexes.set(message.version, ListingIndex.fromShared(message.index));
      while (indexes.size > VERSIONS_KEPT) indexes.delete(indexes.keys().next().value!);
      return;
    }
    const index = indexes.get(message.version);
    let reply: FromWorker;
    try {
      if (!index) throw new Error(`no index of version ${message.version}`);
      reply = { id: message.id, answer: index.query(message.query) };
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
  private sent = new Set<string>();
  private waiting = new Map<number, { resolve: (answer: IndexAnswer) => void; reject: (error: Error) => void }>();
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

  /** Ends the worker (the shop stops). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.sent.clear();
    for (const waiting of this.waiting.values()) waiting.reject(new Error('the listing thread was closed'));
    this.waiting.clear();
    await worker?.terminate();
  }

  private ask(version: string, index: ListingIndex, query: IndexQuery): Promise<IndexAnswer> {
    const worker = this.worker ?? this.start();
    if (!this.sent.has(version)) {
      worker.postMessage({ kind: 'index', version, index: index.shared() } satisfies ToWorker);
      this.sent.add(version);
      while (this.sent.size > VERSIONS_KEPT) this.sent.delete(this.sent.values().next().value!);
    }
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ kind: 'query', id, version, query } satisfies ToWorker);
    });
  }

  private start(): Worker {
    const { entry, evaluated } = workerEntry();
    const worker = new Worker(entry, { eval: evaluated, workerData: { role: ROLE } });
    // The shop's process ends when its server does, whatever the worker is doing.
    worker.unref();
    worker.on('message', (reply: FromWorker) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if ('answer' in reply) {
        this.answeredInWorker++;
        waiting?.resolve(reply.answer);
      } else waiting?.reject(new Error(reply.failed));
    });
    const gone = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.sent.clear();
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the listing thread exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
