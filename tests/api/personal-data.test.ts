/**
 * Every table that refers to a person is in the registry of personal data (decision record 044,
 * server/services/privacy/registry.ts), so the export shows it and the erasure decides its fate.
 * The tables are read from the migrated database's own catalogue, not from a list: a table added
 * tomorrow with a column referencing `users`, or holding an address, a name or a phone, fails this
 * test by name until the registry says what becomes of it.
 */
import { describe, expect, it } from 'vitest';
import { DataExportAnswer } from '../../domain/contract/privacy.ts';
import { PERSONAL_DATA } from '../../server/services/privacy/index.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop({}, { sampleCatalog: false });

/** Columns that hold something of a person wherever they appear. */
const PERSONAL_COLUMNS = [
  'email',
  'new_email',
  'first_name',
  'last_name',
  'customer_name',
  'phone',
  'mobile',
  'contact',
  'shipping_address',
  'to',
  'ip',
  'actor_email',
  'personalisation',
];

/** Tables of the shop's schema that refer to a person, each with why. */
async function tablesReferringToAPerson(): Promise<Map<string, string>> {
  const { rows } = await shop.database.pool.query<{ table: string; why: string }>(
    `SELECT c.conrelid::regclass::text AS table, 'references users' AS why
       FROM pg_constraint c WHERE c.contype = 'f' AND c.confrelid = 'public.users'::regclass
     UNION ALL
     SELECT table_name, 'has a column ' || column_name
       FROM information_schema.columns WHERE table_schema = 'public' AND column_name = ANY($1)`,
    [PERSONAL_COLUMNS],
  );
  const tables = new Map<string, string>([['users', 'is the account']]);
  for (const row of rows) tables.set(row.table, tables.has(row.table) ? `${tables.get(row.table)}, ${row.why}` : row.why);
  return tables;
}

describe('the registry of personal data', () => {
  it('covers every table that refers to a person', async () => {
    const tables = await tablesReferringToAPerson();
    expect(tables.size).toBeGreaterThan(20);
    const missing = [...tables].filter(([table]) => !(table in PERSONAL_DATA)).map(([table, why]) => `${table} (${why})`);
    expect(missing, `neither exported nor erased — add to server/services/privacy/registry.ts: ${missing.join('; ')}`).toEqual([]);
  });

  it('names tables that exist, export sections that exist, and a statement for every fate that changes rows', async () => {
    const { rows } = await shop.database.pool.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    const existing = new Set(rows.map((row) => row.table_name));
    const sections = Object.keys(DataExportAnswer.shape);
    for (const [table, entry] of Object.entries(PERSONAL_DATA)) {
      expect(existing.has(table), `${table} is in the registry but not in the database`).toBe(true);
      if (entry.exported) expect(sections, `${table} is exported under ${entry.exported}`).toContain(entry.exported);
      const changesRows = ['deleted', 'blanked', 'pseudonymised', 'emptied'].includes(entry.erased);
      expect(Boolean(entry.erase), `${table}: ${entry.erased} needs its statement`).toBe(changesRows || entry.erase !== undefined);
      expect(entry.why.length, `${table} says why`).toBeGreaterThan(10);
    }
  });
});
