/**
 * The shop's tax settings (one row): whether catalogue prices include the home country's tax, the
 * home country, and whether every place that shows tax included pays one gross price (decision
 * record 036). The tax number invoices print is the seller's, in the shop settings (services/shop,
 * decision record 035).
 */
import { eq } from 'drizzle-orm';
import type { TaxSettingsInput } from '../../../domain/contract/taxes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taxSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { pricesChanged } from './rates.ts';
import { countryCode } from '../../../domain/countries.ts';
import { InvalidInput } from '../../../domain/errors.ts';
import { ADDRESS_MESSAGES } from '../../../domain/addresses.ts';

export interface TaxSettings {
  pricesIncludeTax: boolean;
  /** ISO 3166-1 alpha-2. */
  homeCountry: string;
  keepGross: boolean;
}

const columns = { pricesIncludeTax: taxSettings.pricesIncludeTax, homeCountry: taxSettings.homeCountry, keepGross: taxSettings.keepGross };

const DEFAULTS: TaxSettings = { pricesIncludeTax: false, homeCountry: 'US', keepGross: true };

export async function getTaxSettings(db: DbOrTx): Promise<TaxSettings> {
  const [row] = await db.select(columns).from(taxSettings).where(eq(taxSettings.id, 1));
  return row ?? DEFAULTS;
}

/** The settings an input makes of the ones before: the home country read from a code or a name (400 naming the field when none). */
function settingsOf(input: TaxSettingsInput, before: TaxSettings): TaxSettings {
  const homeCountry = input.homeCountry === undefined ? before.homeCountry : countryCode(input.homeCountry);
  if (!homeCountry)
    throw new InvalidInput(ADDRESS_MESSAGES.unknownCountry(input.homeCountry!), [
      { path: 'homeCountry', message: ADDRESS_MESSAGES.unknownCountry(input.homeCountry!) },
    ]);
  return { pricesIncludeTax: input.pricesIncludeTax, homeCountry, keepGross: input.keepGross ?? before.keepGross };
}

/** Saves the owner's tax settings, audited with before and after (both or neither). */
export async function saveTaxSettings(db: DbOrTx, input: TaxSettingsInput, actor: { id: number; email: string }): Promise<TaxSettings> {
  return db.transaction(async (tx) => {
    const before = await getTaxSettings(tx);
    const after = settingsOf(input, before);
    await tx
      .insert(taxSettings)
      .values({ id: 1, ...after })
      .onConflictDoUpdate({ target: taxSettings.id, set: { ...after, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'taxes.settings', entity: 'tax_settings', entityId: 1, before: { ...before }, after: { ...after } });
    await pricesChanged(tx);
    return after;
  });
}
