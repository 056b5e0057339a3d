/**
 * The embedded database's backup, written and read by the shop itself (decision record 031): it
 * needs no PostgreSQL client program, so what `npm install` brings is all a backup of the default
 * database takes. (pg_dump refuses a server of a newer major than its own, the embedded server's
 * package ships none, and the system's is whatever major the system has, if any.)
 *
 * The file is gzip (whose checksum finds a damaged or cut file) of:
 *   line 1   `jewellery-shop backup 1`
 *   line 2   the manifest (JSON): the migrations the database had applied, each table's columns
 *            in the order the rows follow, each sequence's value
 *   then     each table's rows in COPY's text format, ended by a line `\.` (no row is one: COPY
 *            writes a backslash in a value as `\\`)
 *
 * The schema is not in the file: it is the shop's own migrations, the ones the database had
 * applied. A restore applies exactly those (refusing a backup with a migration this version of the
 * shop does not have), checks that they made the backup's tables, columns and sequences, then
 * loads the rows with COPY and sets the sequences, all in one transaction: a failure leaves the
 * database empty.
 */
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { z } from 'zod';
import { migrationsFolder } from '../migrate.ts';
import { BackupRefused } from './refused.ts';

const FORMAT = 'jewellery-shop backup 1';
/** Ends a table's rows, as in pg_dump's plain format. */
const END_OF_ROWS = '\\.';
/** Rows are handed to COPY FROM in batches of about this many characters. */
const BATCH = 256 * 1024;

const Name = z.object({ schema: z.string(), name: z.string() });
const Table = Name.extend({ columns: z.array(z.object({ name: z.string(), type: z.string() })) });
const Sequence = Name.extend({ lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() });
const Manifest = z.object({
  made: z.string(),
  server: z.string(),
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(Table),
  sequences: z.array(Sequence),
});
type Table = z.infer<typeof Table>;
type Manifest = z.infer<typeof Manifest>;

/** A backup read and checked before anything is written: its manifest, and the migrations that make its schema. */
export interface Archive {
  file: string;
  manifest: Manifest;
  migrations: MigrationMeta[];
  /** Those of the migrations whose file has changed since the backed-up database applied it (their names). */
  changed: string[];
}

const qualified = (client: pg.Client, { schema, name }: z.infer<typeof Name>) => `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
const columnList = (client: pg.Client, table: Table) => table.columns.map((column) => client.escapeIdentifier(column.name)).join(', ');

/** The shop's objects: in every schema but PostgreSQL's own, and none an extension brought. */
const SHOPS = `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`;

/** The tables and the columns that hold data (a generated column is computed again), in name order. */
async function tablesOf(client: pg.Client): Promise<Table[]> {
  const { rows } = await client.query<Table>(
    `SELECT n.nspname AS schema, c.relname AS name,
            json_agg(json_build_object('name', a.attname, 'type', format_type(a.atttypid, a.atttypmod)) ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r' AND ${SHOPS}
      GROUP BY n.nspname, c.relname ORDER BY 1, 2`,
  );
  return rows;
}

async function sequenceNamesOf(client: pg.Client): Promise<z.infer<typeof Name>[]> {
  const { rows } = await client.query<z.infer<typeof Name>>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND ${SHOPS} ORDER BY 1, 2`,
  );
  return rows;
}

/**
 * The tables in an order where each comes after those its foreign keys refer to, so that the rows
 * load with every constraint checked (a table referring to itself checks at the end of its COPY).
 */
async function inLoadOrder(client: pg.Client, tables: Table[]): Promise<Table[]> {
  const { rows: keys } = await client.query<{ child: string; parent: string }>(
    `SELECT format('%s.%s', cn.nspname, cl.relname) AS child, format('%s.%s', pn.nspname, pl.relname) AS parent
       FROM pg_constraint k
       JOIN pg_class cl ON cl.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = cl.relnamespace
       JOIN pg_class pl ON pl.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = pl.relnamespace
      WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const key = (table: Table) => `${table.schema}.${table.name}`;
  const known = new Set(tables.map(key));
  const placed = new Set<string>();
  const ordered: Table[] = [];
  let waiting = tables;
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => keys.every((k) => k.child !== key(table) || placed.has(k.parent) || !known.has(k.parent)));
    if (ready.length === 0) throw new Error(`the foreign keys of ${waiting.map(key).join(', ')} refer to each other in a circle: no order loads them`);
    for (const table of ready) placed.add(key(table));
    ordered.push(...ready);
    waiting = waiting.filter((table) => !placed.has(key(table)));
  }
  return ordered;
}

/**
 * Writes the database `client` reads into `file`. The caller holds `client` in one REPEATABLE READ
 * transaction, so every table is read in the same snapshot. A sequence is read outside any
 * snapshot, as nextval() works, after the snapshot is taken: its value is at least any a dumped
 * row holds.
 */
export async function writeArchive(client: pg.Client, file: string): Promise<void> {
  const { rows: server } = await client.query<{ version: string }>('SELECT version()');
  const { rows: migrations } = await client.query<{ hash: string; createdAt: number }>(
    'SELECT hash, created_at::float8 AS "createdAt" FROM drizzle.__drizzle_migrations ORDER BY id',
  );
  const tables = await inLoadOrder(client, await tablesOf(client));
  const sequences: z.infer<typeof Sequence>[] = [];
  for (const sequence of await sequenceNamesOf(client)) {
    const { rows } = await client.query<{ lastValue: string; isCalled: boolean }>(
      `SELECT last_value::text AS "lastValue", is_called AS "isCalled" FROM ${qualified(client, sequence)}`,
    );
    sequences.push({ ...sequence, ...rows[0]! });
  }
  const manifest: Manifest = { made: new Date().toISOString(), server: server[0]!.version, migrations, tables, sequences };
  await pipeline(
    async function* () {
      yield `${FORMAT}\n${JSON.stringify(manifest)}\n`;
      for (const table of tables) {
        yield* client.query(copyTo(`COPY ${qualified(client, table)} (${columnList(client, table)}) TO STDOUT`));
        yield `${END_OF_ROWS}\n`;
      }
    },
    createGzip(),
    createWriteStream(file, { mode: 0o600 }),
  );
}

/** The file's lines, ungzipped; a damaged or cut file throws a zlib error (its `code` starts with Z_). */
function linesOf(file: string): { next(): Promise<string | undefined>; close(): void } {
  const input = createReadStream(file);
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  const reader = readline.createInterface({ input: input.pipe(gunzip), crlfDelay: Infinity });
  const lines = reader[Symbol.asyncIterator]();
  return {
    next: async () => {
      const line = await lines.next();
      return line.done ? undefined : line.value;
    },
    close: () => {
      reader.close();
      input.destroy();
      gunzip.destroy();
    },
  };
}

const damaged = (file: string, why: string) => new BackupRefused(`${file} is damaged (${why}): nothing was restored.`);
const isZlibError = (error: unknown) => error instanceof Error && String((error as { code?: unknown }).code).startsWith('Z_');

/** Whether the file is this shop's backup; then its manifest, and the shop's migrations that make its schema. */
export async function readArchive(file: string): Promise<Archive | undefined> {
  const lines = linesOf(file);
  let head: (string | undefined)[];
  try {
    head = [await lines.next(), await lines.next()];
  } catch {
    return undefined;
  } finally {
    lines.close();
  }
  if (head[0] !== FORMAT) return undefined;
  let manifest: Manifest;
  try {
    manifest = Manifest.parse(JSON.parse(head[1] ?? ''));
  } catch {
    throw damaged(file, 'its table of contents cannot be read');
  }
  return { file, manifest, ...migrationsMaking(manifest) };
}

/**
 * The shop's migrations that made the backed-up database, in this version's order. Drizzle knows a
 * migration by its time (`created_at`, the journal's `when`), and so does this: a backup with a
 * migration this version does not have is refused before anything is written. A migration whose
 * file changed since (drizzle records its hash; a migration still being written may change) is
 * applied as it is now: the schema check after it says whether it still makes the backup's tables.
 */
function migrationsMaking(manifest: Manifest): { migrations: MigrationMeta[]; changed: string[] } {
  const ours = readMigrationFiles({ migrationsFolder });
  const known = new Set(ours.map((migration) => migration.folderMillis));
  const unknown = manifest.migrations.filter((migration) => !known.has(migration.createdAt));
  if (unknown.length > 0) {
    throw new BackupRefused(
      `The backup was made by a newer version of the shop (${unknown.length} of the ${manifest.migrations.length} migrations its database had applied are not this version's): restore it with that version or a later one.`,
    );
  }
  const applied = new Map(manifest.migrations.map((migration) => [migration.createdAt, migration.hash]));
  const migrations = ours.filter((migration) => applied.has(migration.folderMillis));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  const changed = migrations
    .filter((migration) => applied.get(migration.folderMillis) !== migration.hash)
    .map((migration) => journal.entries.find((entry) => entry.when === migration.folderMillis)?.tag ?? String(migration.folderMillis));
  return { migrations, changed };
}

/** Applies the migrations as drizzle's migrator does, but inside the caller's transaction; the bookkeeping rows come with the backup. */
async function applyMigrations(client: pg.Client, migrations: MigrationMeta[]): Promise<void> {
  // drizzle-orm's own bookkeeping table (pg-core dialect, migrate()), made as it makes it.
  await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await client.query('CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
  for (const migration of migrations) for (const statement of migration.sql) await client.query(statement);
}

/** What differs between the backup's tables and sequences and those the migrations made here. */
async function schemaDifferences(client: pg.Client, manifest: Manifest): Promise<string[]> {
  const describe = (tables: Table[], sequences: z.infer<typeof Name>[]) =>
    new Map([
      ...tables.map(
        (table) =>
          [
            `table ${table.schema}.${table.name}`,
            table.columns
              .map((c) => `${c.name} ${c.type}`)
              .sort()
              .join(', '),
          ] as const,
      ),
      ...sequences.map((sequence) => [`sequence ${sequence.schema}.${sequence.name}`, ''] as const),
    ]);
  const backedUp = describe(manifest.tables, manifest.sequences);
  const made = describe(await tablesOf(client), await sequenceNamesOf(client));
  const differences: string[] = [];
  for (const [what, shape] of backedUp) {
    if (!made.has(what)) differences.push(`${what} is not made here`);
    else if (made.get(what) !== shape) differences.push(`${what} has (${made.get(what)}) here, (${shape}) in the backup`);
  }
  for (const what of made.keys()) if (!backedUp.has(what)) differences.push(`${what} is not in the backup`);
  return differences;
}

/** Every user trigger that is on, with the word that turns it on again as it was. */
async function userTriggers(client: pg.Client): Promise<{ on: string; name: string; mode: string }[]> {
  const { rows } = await client.query<{ schema: string; table: string; name: string; enabled: string }>(
    `SELECT n.nspname AS schema, c.relname AS table, t.tgname AS name, t.tgenabled AS enabled
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND ${SHOPS}`,
  );
  const modes: Record<string, string> = { O: '', A: 'ALWAYS ', R: 'REPLICA ' };
  return rows.map((row) => ({
    on: qualified(client, { schema: row.schema, name: row.table }),
    name: client.escapeIdentifier(row.name),
    mode: modes[row.enabled] ?? '',
  }));
}

/** One table's rows, from the line after the previous table's end to its own, in batches for COPY FROM. */
async function* rowsOf(lines: ReturnType<typeof linesOf>, table: Table, file: string): AsyncGenerator<string> {
  let batch = '';
  for (;;) {
    const line = await lines.next();
    if (line === undefined) throw damaged(file, `it ends inside the rows of ${table.schema}.${table.name}`);
    if (line === END_OF_ROWS) break;
    batch += `${line}\n`;
    if (batch.length >= BATCH) {
      yield batch;
      batch = '';
    }
  }
  if (batch) yield batch;
}

/**
 * Restores the archive into the empty database `client` is connected to, in one transaction. The
 * triggers are off while the rows load (the rows are put back as they were, not made again by a
 * trigger), the foreign keys are checked (the tables come parents first), and the rows the
 * migrations themselves insert (default settings) give way to the backup's.
 */
export async function loadArchive(client: pg.Client, archive: Archive): Promise<void> {
  const { file, manifest } = archive;
  const lines = linesOf(file);
  await client.query('BEGIN');
  try {
    await applyMigrations(client, archive.migrations);
    const differences = await schemaDifferences(client, manifest);
    if (differences.length > 0) {
      const why =
        archive.changed.length > 0 ? `migrations changed since the backup was made: ${archive.changed.join(', ')}` : 'was its schema changed by hand?';
      throw new BackupRefused(
        `The backup's database is not the one its migrations make (${differences.slice(0, 5).join('; ')}${differences.length > 5 ? '; …' : ''}): ${why}. Nothing was restored.`,
      );
    }
    const triggers = await userTriggers(client);
    for (const trigger of triggers) await client.query(`ALTER TABLE ${trigger.on} DISABLE TRIGGER ${trigger.name}`);
    for (const table of [...manifest.tables].reverse()) {
      const { rows } = await client.query(`SELECT 1 FROM ${qualified(client, table)} LIMIT 1`);
      if (rows.length > 0) await client.query(`DELETE FROM ${qualified(client, table)}`);
    }

    if ((await lines.next()) !== FORMAT || (await lines.next()) === undefined) throw damaged(file, 'its beginning changed while it was read');
    for (const table of manifest.tables) {
      await pipeline(rowsOf(lines, table, file), client.query(copyFrom(`COPY ${qualified(client, table)} (${columnList(client, table)}) FROM STDIN`)));
    }
    if ((await lines.next()) !== undefined) throw damaged(file, 'it goes on after the last table');

    for (const sequence of manifest.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [qualified(client, sequence), sequence.lastValue, sequence.isCalled]);
    }
    for (const trigger of triggers) await client.query(`ALTER TABLE ${trigger.on} ENABLE ${trigger.mode}TRIGGER ${trigger.name}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw isZlibError(error) ? damaged(file, (error as Error).message) : error;
  } finally {
    lines.close();
  }
}
