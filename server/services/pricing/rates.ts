/**
 * The owner's metal rates and pricing settings (decision record 055): read with the metals the shop
 * lists and how many pieces of each are on metal pricing; the threshold saved (audited). Rates
 * change only through a preview and an apply (reprice.ts), so a rate and the prices made of it
 * never disagree.
 */
import { sql } from 'drizzle-orm';
import type { PricingAnswer, PricingSettingsInput } from '../../../domain/contract/admin-pricing.ts';
import { DEFAULT_PRICING_SETTINGS, type RoundingRule } from '../../../domain/metal-pricing.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';

export interface PricingSettings {
  rounding: RoundingRule;
  thresholdBp: number;
  ratesVersion: number;
}

export interface MetalRate {
  metalId: number;
  metal: string;
  rateMinorPerGram: number | null;
  pieces: number;
  updatedAt: Date | null;
}

export interface Pricing extends PricingSettings {
  rates: MetalRate[];
}

export type Owner = { id: number; email: string };

/** The settings row (the defaults until the first save or apply); `lock` takes it for an apply. */
export async function readSettings(db: DbOrTx): Promise<PricingSettings> {
  const { rows } = await db.execute<{ rounding: RoundingRule; threshold_bp: number; rates_version: number }>(
    sql`SELECT rounding, threshold_bp, rates_version FROM pricing_settings WHERE id = 1`,
  );
  const row = rows[0];
  return row ? { rounding: row.rounding, thresholdBp: row.threshold_bp, ratesVersion: row.rates_version } : { ...DEFAULT_PRICING_SETTINGS, ratesVersion: 0 };
}

/** Every metal of the shop's list, in its order, with its rate (or none) and its pieces on metal pricing. */
export async function readRates(db: DbOrTx): Promise<MetalRate[]> {
  const { rows } = await db.execute<{ metal_id: number; metal: string; rate: number | null; pieces: number; updated_at: Date | null }>(sql`
    SELECT m.id AS metal_id, m.name AS metal, r.rate_minor_per_gram AS rate, r.updated_at,
      (SELECT count(*)::int FROM variant_prices vp WHERE vp.metal_id = m.id AND vp.metal_weight_mg IS NOT NULL) AS pieces
    FROM metals m LEFT JOIN metal_rates r ON r.metal_id = m.id
    ORDER BY m.position, m.id`);
  return rows.map((row) => ({
    metalId: row.metal_id,
    metal: row.metal,
    rateMinorPerGram: row.rate,
    pieces: row.pieces,
    updatedAt: row.updated_at ? new Date(row.updated_at) : null,
  }));
}

export async function readPricing(db: DbOrTx): Promise<Pricing> {
  const [settings, rates] = [await readSettings(db), await readRates(db)];
  return { ...settings, rates };
}

/** Takes the pricing row for this transaction (made on the first write): applies and settings saves queue behind it. */
export async function lockSettings(tx: DbOrTx): Promise<PricingSettings> {
  await tx.execute(sql`INSERT INTO pricing_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
  await tx.execute(sql`SELECT 1 FROM pricing_settings WHERE id = 1 FOR UPDATE`);
  return readSettings(tx);
}

/** The owner's threshold: audited; prices do not move, so the catalogue's version stays. */
export async function savePricingSettings(db: Db, input: PricingSettingsInput, owner: Owner): Promise<Pricing> {
  await db.transaction(async (tx) => {
    const before = await lockSettings(tx);
    if (before.thresholdBp === input.thresholdBp) return;
    await tx.execute(sql`UPDATE pricing_settings SET threshold_bp = ${input.thresholdBp}, updated_at = now() WHERE id = 1`);
    await recordAudit(tx, owner, {
      action: 'pricing.settings',
      entity: 'metal_pricing',
      entityId: 'settings',
      before: { thresholdBp: before.thresholdBp },
      after: { thresholdBp: input.thresholdBp },
    });
  });
  return readPricing(db);
}

export const presentPricing = (pricing: Pricing, currency: string): PricingAnswer => ({
  currency,
  rounding: pricing.rounding,
  thresholdBp: pricing.thresholdBp,
  ratesVersion: pricing.ratesVersion,
  rates: pricing.rates.map((rate) => ({ ...rate, updatedAt: rate.updatedAt?.toISOString() ?? null })),
});
