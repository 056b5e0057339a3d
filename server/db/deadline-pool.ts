/**
 * One deadline for each use of the database, the wait for a connection included. A query asked
 * while every pooled connection is stuck (all blocked on one lock) first waits for a free
 * connection; if it then had the whole statement timeout to itself, the caller would wait for the
 * two one after the other. Here the time spent queueing is taken off the statement's budget: the
 * connection it gets has `statement_timeout` set to what is left of `deadlineMs`, counted from the
 * moment the query (or the transaction) asked for a connection, so the server cancels it in time.
 *
 * The change costs one `SET` only when a checkout waited long enough to shorten the budget (a
 * congested or hung database), and one more the next time that connection is handed out without
 * such a wait, to put its session back to the pool's own timeout.
 */
import pg from 'pg';

export interface StatementDeadline {
  /** The most a statement may take from the moment a connection was asked for. */
  deadlineMs: number;
  /** The statement timeout each new connection starts with (its startup parameter). */
  statementMs: number;
}

type CheckoutCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: Error | boolean) => void) => void;

/** The least budget a statement gets, however long it queued. */
const MINIMUM_STATEMENT_MS = 100;

/** A connection's statement timeout now, where an earlier checkout changed it from the pool's. */
const sessionStatementMs = new WeakMap<pg.PoolClient, number>();

export class DeadlinePool extends pg.Pool {
  readonly #deadline: StatementDeadline;

  constructor(config: pg.PoolConfig, deadline: StatementDeadline) {
    super({ ...config, statement_timeout: deadline.statementMs });
    this.#deadline = deadline;
  }

  // pg-pool's own `query()` checks out through `connect(callback)`, Drizzle's transactions
  // through `connect()`: both forms keep the deadline.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: CheckoutCallback): void;
  override connect(callback?: CheckoutCallback): Promise<pg.PoolClient> | void {
    const checkout = this.#checkOut(performance.now());
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  async #checkOut(askedAt: number): Promise<pg.PoolClient> {
    const client = await super.connect();
    const left = Math.floor(this.#deadline.deadlineMs - (performance.now() - askedAt));
    // The pool's wait for a connection ends before the deadline, so something is always left;
    // the floor keeps a statement that is not blocked able to finish.
    const statementMs = Math.max(MINIMUM_STATEMENT_MS, Math.min(this.#deadline.statementMs, left));
    if ((sessionStatementMs.get(client) ?? this.#deadline.statementMs) === statementMs) return client;
    try {
      // node-postgres honours a per-query `query_timeout`; its type declarations do not list it.
      await client.query(Object.assign({ text: `SET statement_timeout = ${statementMs}` }, { query_timeout: statementMs }));
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    sessionStatementMs.set(client, statementMs);
    return client;
  }
}
