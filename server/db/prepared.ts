/**
 * Named statements for the busiest requests (placing an order, reading the caller's session,
 * counting a rate limit). PostgreSQL parses such a statement once per connection and may keep its
 * plan, and the SQL is written once rather than built by the query builder at every call: on the
 * order path, building the queries cost more of the server's processor than anything else.
 *
 * A statement runs on whatever it is given: the pool (its own transaction) or an open
 * transaction's connection. Its name must be unique to its text (node-postgres refuses a name
 * reused with another text on one connection), so each is made once, at module level.
 */
import type { QueryResult, QueryResultRow } from 'pg';
import type { DbOrTx } from './client.ts';

export interface NamedStatement<Row extends QueryResultRow> {
  readonly name: string;
  readonly text: string;
  /** Only for the type: the shape of a row it answers. */
  readonly row?: Row;
}

const names = new Map<string, string>();

/**
 * An SQL expression that, evaluated in a statement, lets that statement's own transaction commit
 * without waiting for its WAL to reach the disk (`synchronous_commit` off, for this transaction
 * only: `set_config`'s third argument). For writes a crash of the machine may lose at no cost: a
 * rate-limit count, a confirmation marked sent (sent again when its lease ends). PostgreSQL writes
 * the WAL in order, so the next durable commit (an order) makes every earlier one durable with it.
 *
 * Only in a statement that runs alone on the pool (its own transaction), never in a transaction
 * that writes anything else: that transaction's commit would not be waited for either.
 */
export const RELAXED_COMMIT = "set_config('synchronous_commit', 'off', true)";

/** A statement with $1, $2, … parameters; `name` is unique across the shop. */
export function namedStatement<Row extends QueryResultRow>(name: string, text: string): NamedStatement<Row> {
  const earlier = names.get(name);
  if (earlier !== undefined && earlier !== text) throw new Error(`Two statements are named ${name}`);
  names.set(name, text);
  return { name, text };
}

/**
 * Statements that differ only in how many values a list holds (`count`), one named statement per
 * count, made when first used: `name/count`.
 */
export function namedStatements<Row extends QueryResultRow>(name: string, text: (count: number) => string): (count: number) => NamedStatement<Row> {
  const made = new Map<number, NamedStatement<Row>>();
  return (count) => {
    let statement = made.get(count);
    if (!statement) made.set(count, (statement = namedStatement<Row>(`${name}/${count}`, text(count))));
    return statement;
  };
}

/**
 * A list of ids to pass as parameters of their own (`idListSql`): how many, and their values. A
 * statement PostgreSQL plans once must know how many ids it gets: given one array parameter of
 * unknown length, it plans the statement anew at every call (it cannot tell one id from a
 * thousand), which for a statement with subqueries costs more than running it. The list is padded
 * to a power of two by repeating its last id, so a handful of statements serve every length.
 */
export function idList(ids: readonly number[]): { count: number; values: number[] } {
  if (ids.length === 0) return { count: 0, values: [] };
  const count = 2 ** Math.ceil(Math.log2(ids.length));
  return { count, values: [...ids, ...Array<number>(count - ids.length).fill(ids.at(-1)!)] };
}

/** `ARRAY[$first::int, …]` of `count` parameters (`'{}'` for none). */
export const idListSql = (count: number, first = 1) =>
  count === 0 ? `'{}'::int[]` : `ARRAY[${Array.from({ length: count }, (_, i) => `$${first + i}::int`).join(', ')}]`;

/**
 * Runs a named statement with these values, answering its rows as the driver reads them: json and
 * jsonb parsed, integers as numbers, bigint and timestamps as text (cast in the SQL what should be a
 * number; `new Date()` a timestamp).
 */
export async function runNamed<Row extends QueryResultRow>(db: DbOrTx, statement: NamedStatement<Row>, values: unknown[]): Promise<Row[]> {
  const prepared = db._.session.prepareQuery<{ execute: QueryResult<Row>; all: unknown; values: unknown }>(
    { sql: statement.text, params: values },
    undefined,
    statement.name,
    false,
  );
  return (await prepared.execute()).rows;
}

/**
 * A query-builder statement made once per database handle (or transaction) and run as a named
 * statement from then on: `build` makes it with `.prepare(name)` and `sql.placeholder(...)`s.
 */
export function preparedFor<T>(db: DbOrTx, name: string, build: (db: DbOrTx) => T): T {
  let made = preparedByHandle.get(db);
  if (!made) preparedByHandle.set(db, (made = new Map()));
  if (!made.has(name)) made.set(name, build(db));
  return made.get(name) as T;
}

const preparedByHandle = new WeakMap<object, Map<string, unknown>>();
