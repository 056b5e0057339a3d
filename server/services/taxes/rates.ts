/**
 * Tax rates by destination, as the owner sets them: a country's, or a state's on top of it. Each
 * change is audited; a second rate of the same name for the same place is refused (409).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { countryCode, countryName } from '../../../domain/countries.ts';
import { ADDRESS_MESSAGES, regionState } from '../../../domain/addresses.ts';
import type { TaxRateInput } from '../../../domain/contract/taxes.ts';
import { InvalidInput, Conflict, NotFound } from '../../../domain/errors.ts';
import { rateFromPercent, TAX_MESSAGES as M } from '../../../domain/tax.ts';
import { includedByDefault } from '../../../domain/price-view.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { taxRates } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';

export interface StoredTaxRate {
  id: number;
  countryCode: string;
  state: string;
  name: string;
  rateBasisPoints: number;
  taxShipping: boolean;
  included: boolean;
}

type Actor = { id: number; email: string };

/**
 * Every page shows prices in the shopper's place (decision record 036), and every instance keeps
 * the places' views and whole pages by catalogue version: a rate's change bumps it in its own
 * transaction, so each instance's next request sees it.
 */
export const pricesChanged = (tx: DbOrTx) => bumpCatalogueVersion(tx);

const columns = {
  id: taxRates.id,
  countryCode: taxRates.countryCode,
  state: taxRates.state,
  name: taxRates.name,
  rateBasisPoints: taxRates.rateBasisPoints,
  taxShipping: taxRates.taxShipping,
  included: taxRates.included,
};

/** Every rate, by country name, the whole country before its states. */
export async function listTaxRates(db: DbOrTx): Promise<StoredTaxRate[]> {
  const rows = await db.select(columns).from(taxRates).orderBy(asc(taxRates.countryCode), asc(taxRates.state), asc(taxRates.name));
  return rows.sort((a, b) => countryName(a.countryCode).localeCompare(countryName(b.countryCode), 'en') || a.state.localeCompare(b.state, 'en'));
}

/** The row an input asks for: its country read from a code or a name, its state one of the country's (400 naming the field otherwise). */
function rowOf(input: TaxRateInput) {
  const code = countryCode(input.country);
  const unknown = ADDRESS_MESSAGES.unknownCountry(input.country);
  if (!code) throw new InvalidInput(unknown, [{ path: 'country', message: unknown }]);
  const region = regionState(code, input.state);
  if ('message' in region) throw new InvalidInput(region.message, [{ path: 'state', message: region.message }]);
  return {
    countryCode: code,
    state: region.state,
    name: input.name,
    rateBasisPoints: rateFromPercent(input.rate)!,
    taxShipping: input.taxShipping,
    included: input.included ?? includedByDefault(code),
  };
}

const regionOf = (row: { countryCode: string; state: string }) => (row.state ? `${row.state} (${countryName(row.countryCode)})` : countryName(row.countryCode));

/** Runs a write; the same name twice for one place is a 409 naming it. */
async function refusingTwins<T>(row: ReturnType<typeof rowOf>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'tax_rates_region_name_idx')) throw new Conflict(M.rateTaken(row.name, regionOf(row)));
    throw error;
  }
}

export async function addTaxRate(db: DbOrTx, input: TaxRateInput, actor: Actor): Promise<StoredTaxRate> {
  const row = rowOf(input);
  return refusingTwins(row, () =>
    db.transaction(async (tx) => {
      const [added] = await tx.insert(taxRates).values(row).returning(columns);
      await recordAudit(tx, actor, { action: 'tax_rate.create', entity: 'tax_rate', entityId: added!.id, after: { ...row } });
      await pricesChanged(tx);
      return added!;
    }),
  );
}

export async function updateTaxRate(db: DbOrTx, id: number, input: TaxRateInput, actor: Actor): Promise<StoredTaxRate> {
  const row = rowOf(input);
  return refusingTwins(row, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select(columns).from(taxRates).where(eq(taxRates.id, id)).for('update');
      if (!before) throw new NotFound(M.rateNotFound);
      const [saved] = await tx
        .update(taxRates)
        .set({ ...row, updatedAt: sql`now()` })
        .where(eq(taxRates.id, id))
        .returning(columns);
      await recordAudit(tx, actor, { action: 'tax_rate.update', entity: 'tax_rate', entityId: id, before: { ...before }, after: { ...row } });
      await pricesChanged(tx);
      return saved!;
    }),
  );
}

/** Deletes a rate; orders placed keep the tax lines they were charged. */
export async function deleteTaxRate(db: DbOrTx, id: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(taxRates).where(eq(taxRates.id, id)).returning(columns);
    if (!deleted) throw new NotFound(M.rateNotFound);
    await recordAudit(tx, actor, { action: 'tax_rate.delete', entity: 'tax_rate', entityId: id, before: { ...deleted } });
    await pricesChanged(tx);
  });
}
