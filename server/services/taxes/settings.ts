/**
 * The shop's tax settings (one row): whether catalogue prices include tax. The tax number invoices
 * print is the seller's, in the shop settings (services/shop, decision record 035).
 */
import { eq } from 'drizzle-orm';
import type { TaxSettingsInput } from '../../../domain/contract/taxes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taxSettings } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';

export interface TaxSettings {
  pricesIncludeTax: boolean;
}

const columns = { pricesIncludeTax: taxSettings.pricesIncludeTax };

export async function getTaxSettings(db: DbOrTx): Promise<TaxSettings> {
  const [row] = await db.select(columns).from(taxSettings).where(eq(taxSettings.id, 1));
  return row ?? { pricesIncludeTax: false };
}

/** Saves the owner's tax settings, audited with before and after (both or neither). */
export async function saveTaxSettings(db: DbOrTx, input: TaxSettingsInput, actor: { id: number; email: string }): Promise<TaxSettings> {
  return db.transaction(async (tx) => {
    const before = await getTaxSettings(tx);
    await tx
      .insert(taxSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: taxSettings.id, set: { ...input, updatedAt: new Date() } });
    await recordAudit(tx, actor, { action: 'taxes.settings', entity: 'tax_settings', entityId: 1, before: { ...before }, after: { ...input } });
    return { ...input };
  });
}
