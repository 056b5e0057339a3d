/**
 * A rate change (decision record 055): the preview lists every price the proposed rates and
 * rounding would change; the apply writes the rates and those prices in one audited transaction.
 * Both compute prices with the one formula (domain/metal-pricing.ts) over the pieces on metal
 * pricing read in one statement, and the apply writes them with one UPDATE … FROM the computed set.
 *
 * Two owners at once: an apply takes the pricing row's lock first, so applies run one after the
 * other; each carries the rates version its preview saw, and one made stale by an apply in between
 * is refused (409) rather than applied over prices its owner never saw.
 */
import { sql } from 'drizzle-orm';
import {
  PREVIEW_LISTED,
  PRICING_MESSAGES as M,
  type PriceMove,
  type PricingApplyAnswer,
  type PricingPreviewAnswer,
  type RatesApply,
  type RatesChange,
} from '../../../domain/contract/admin-pricing.ts';
import { Conflict, InvalidInput, Unprocessable } from '../../../domain/errors.ts';
import { largestMoves, reprice, type Reprice, type RoundingRule } from '../../../domain/metal-pricing.ts';
import { formatMoney, minorUnitsPerMajor } from '../../../domain/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { bumpCatalogueVersion, refreshListingPrices } from '../catalogue/index.ts';
import { lockSettings, type MetalRate, type Owner, presentPricing, readPricing, readRates, readSettings, type PricingSettings } from './rates.ts';

/** A priced piece as read, with what the preview names it by (a type, so it serves as a row of the query). */
type PieceRow = {
  variantId: number;
  metalId: number;
  priceMinor: number;
  metalWeightMg: number;
  makingMinor: number;
  stonesMinor: number;
  marginBp: number | null;
  productId: number;
  title: string;
};

/** Every piece on metal pricing in a metal that has a rate, by product: what a reprice reads. */
async function readPieces(db: DbOrTx, metalIds: number[]): Promise<PieceRow[]> {
  if (metalIds.length === 0) return [];
  const { rows } = await db.execute<PieceRow>(sql`
    SELECT vp.variant_id AS "variantId", vp.metal_id AS "metalId", vp.price_minor AS "priceMinor",
      vp.metal_weight_mg AS "metalWeightMg", COALESCE(vp.making_minor, 0) AS "makingMinor",
      COALESCE(vp.stones_minor, 0) AS "stonesMinor", vp.margin_bp AS "marginBp",
      v.product_id AS "productId", v.title
    FROM variant_prices vp JOIN product_variants v ON v.id = vp.variant_id
    WHERE vp.metal_id = ANY(${sql.param(metalIds)}::int[]) AND vp.metal_weight_mg IS NOT NULL
    ORDER BY v.product_id, v.position, vp.variant_id, vp.position`);
  return rows;
}

interface Proposal {
  rates: Map<number, number>;
  rounding: RoundingRule;
  settings: PricingSettings;
  metals: MetalRate[];
  pieces: PieceRow[];
  result: Reprice;
}

/** The rates in force with the change over them, and what they make of every piece. */
async function propose(db: DbOrTx, change: RatesChange, settings: PricingSettings, currency: string): Promise<Proposal> {
  const metals = await readRates(db);
  const rates = new Map<number, number>();
  for (const metal of metals) if (metal.rateMinorPerGram !== null) rates.set(metal.metalId, metal.rateMinorPerGram);
  for (const rate of change.rates) {
    if (!metals.some((metal) => metal.metalId === rate.metalId)) throw new InvalidInput(M.unknownMetal(rate.metalId));
    rates.set(rate.metalId, rate.rateMinorPerGram);
  }
  const rounding = change.rounding ?? settings.rounding;
  const pieces = await readPieces(db, [...rates.keys()]);
  const result = await repriceInSteps(pieces, rates, { rounding, thresholdBp: settings.thresholdBp }, minorUnitsPerMajor(currency));
  if (result.tooDear) throw new Unprocessable(M.tooDear(formatMoney(result.tooDear.afterMinor, currency)));
  return { rates, rounding, settings, metals, pieces, result };
}

/** Pieces read at a time between turns of the event loop, so a reprice of 300,000 never holds the shop's requests for long. */
const STEP = 20_000;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** The formula over every piece (domain reprice), a step at a time: the answer one call would give. */
async function repriceInSteps(
  pieces: readonly PieceRow[],
  rates: ReadonlyMap<number, number>,
  settings: { rounding: RoundingRule; thresholdBp: number },
  unitsPerMajor: number,
): Promise<Reprice> {
  const parts: Reprice[] = [];
  for (let start = 0; start < pieces.length; start += STEP) {
    parts.push(reprice(pieces.slice(start, start + STEP), rates, settings, unitsPerMajor));
    await nextTurn();
  }
  return {
    changes: parts.flatMap((part) => part.changes),
    beyondThreshold: parts.some((part) => part.beyondThreshold),
    tooDear: parts.find((part) => part.tooDear)?.tooDear ?? null,
  };
}

/**
 * The piece each change was made from, in the changes' order: reprice keeps the pieces' order and
 * skips those that do not move, so one walk over both finds them (no look-up keyed by 300,000 strings).
 */
function piecesOf(changes: readonly Reprice['changes'][number][], pieces: readonly PieceRow[]): PieceRow[] {
  const found: PieceRow[] = [];
  let at = 0;
  for (const change of changes) {
    while (at < pieces.length && (pieces[at]!.variantId !== change.variantId || pieces[at]!.metalId !== change.metalId)) at++;
    if (at === pieces.length) throw new Error('a change out of its pieces’ order');
    found.push(pieces[at]!);
  }
  return found;
}

function movesOf(proposal: Proposal): { changes: PriceMove[]; largest: PriceMove[] } {
  const { changes } = proposal.result;
  const names = new Map(proposal.metals.map((metal) => [metal.metalId, metal.metal]));
  const move = (change: Reprice['changes'][number], piece: PieceRow): PriceMove => ({
    ...change,
    productId: piece.productId,
    title: piece.title,
    metal: names.get(change.metalId) ?? '',
  });
  const listed = changes.slice(0, PREVIEW_LISTED);
  const listedPieces = piecesOf(listed, proposal.pieces);
  const largest = largestMoves(changes, 10).map((change) => move(change, piecesOf([change], proposal.pieces)[0]!));
  return { changes: listed.map((change, index) => move(change, listedPieces[index]!)), largest };
}

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** What the change would do, read without a lock: the answer carries the rates version it saw. */
export async function previewRates(db: Db, change: RatesChange, currency: string): Promise<PricingPreviewAnswer> {
  const settings = await readSettings(db);
  const proposal = await propose(db, change, settings, currency);
  return {
    currency,
    ratesVersion: settings.ratesVersion,
    count: proposal.result.changes.length,
    ...movesOf(proposal),
    needsConfirmation: proposal.result.beyondThreshold,
    thresholdBp: settings.thresholdBp,
  };
}

const ratesByName = (metals: MetalRate[], rates: ReadonlyMap<number, number>) =>
  Object.fromEntries(metals.filter((metal) => rates.has(metal.metalId)).map((metal) => [metal.metal, rates.get(metal.metalId)!]));

/**
 * Applies the change its owner previewed: refused when the rates moved since (409), when a price
 * moves beyond the threshold without `confirm` (422), or when nothing would change (422). The rates,
 * the prices, the read models' prices of the repriced variants, the audit entry and the catalogue version
 * are one transaction: shoppers see the old prices or the new ones, never a mix.
 */
export async function applyRates(db: Db, change: RatesApply, owner: Owner, currency: string): Promise<PricingApplyAnswer> {
  const { repriced, ratesVersion } = await db.transaction(async (tx) => {
    const settings = await lockSettings(tx);
    if (settings.ratesVersion !== change.ratesVersion) throw new Conflict(M.stale);
    const proposal = await propose(tx, change, settings, currency);
    const before = new Map(proposal.metals.flatMap((metal) => (metal.rateMinorPerGram === null ? [] : [[metal.metalId, metal.rateMinorPerGram] as const])));
    const moved = change.rates.filter((rate) => before.get(rate.metalId) !== rate.rateMinorPerGram);
    if (moved.length === 0 && proposal.rounding === settings.rounding && proposal.result.changes.length === 0) throw new Unprocessable(M.nothing);
    if (proposal.result.beyondThreshold && !change.confirm) throw new Unprocessable(M.needsConfirmation(percent(settings.thresholdBp)));
    await writeRates(tx, moved, proposal.rounding);
    const changes = proposal.result.changes;
    if (changes.length > 0) {
      await writePrices(tx, changes, proposal.pieces);
      await refreshListingPrices(
        tx,
        changes.map((c) => c.variantId),
      );
    }
    await recordAudit(tx, owner, {
      action: 'pricing.rates',
      entity: 'metal_pricing',
      entityId: String(settings.ratesVersion + 1),
      before: { rates: ratesByName(proposal.metals, before), rounding: settings.rounding },
      after: { rates: ratesByName(proposal.metals, proposal.rates), rounding: proposal.rounding, repriced: changes.length },
    });
    await bumpCatalogueVersion(tx);
    return { repriced: changes.length, ratesVersion: settings.ratesVersion + 1 };
  });
  return { repriced, ratesVersion, pricing: presentPricing(await readPricing(db), currency) };
}

/**
 * Every changed price in one UPDATE from the computed set. A row whose price or inputs changed
 * since they were read (a product saved meanwhile) is left as it is, not written over with a price
 * of its old inputs: the next preview lists it. (Locking every priced row first would write each
 * of them twice.)
 */
async function writePrices(tx: DbOrTx, changes: Reprice['changes'], pieces: PieceRow[]): Promise<void> {
  const read = piecesOf(changes, pieces);
  await nextTurn();
  // Each column sent as one array literal: joined natively, several times quicker than the driver's
  // own element-by-element serialising of 300,000 numbers, which would hold the event loop.
  const column = (values: Array<number | null>) => sql`${sql.param(`{${values.map((value) => value ?? 'NULL').join(',')}}`)}::int[]`;
  await tx.execute(sql`
    UPDATE variant_prices vp SET price_minor = c.price
    FROM unnest(${column(changes.map((c) => c.variantId))}, ${column(changes.map((c) => c.metalId))}, ${column(changes.map((c) => c.afterMinor))},
      ${column(changes.map((c) => c.beforeMinor))}, ${column(read.map((p) => p.metalWeightMg))}, ${column(read.map((p) => p.makingMinor))},
      ${column(read.map((p) => p.stonesMinor))}, ${column(read.map((p) => p.marginBp))})
      AS c(variant_id, metal_id, price, before, weight, making, stones, margin)
    WHERE vp.variant_id = c.variant_id AND vp.metal_id = c.metal_id AND vp.price_minor = c.before AND vp.metal_weight_mg = c.weight
      AND COALESCE(vp.making_minor, 0) = c.making AND COALESCE(vp.stones_minor, 0) = c.stones AND vp.margin_bp IS NOT DISTINCT FROM c.margin`);
}

async function writeRates(tx: DbOrTx, moved: RatesChange['rates'], rounding: RoundingRule): Promise<void> {
  for (const rate of moved)
    await tx.execute(sql`INSERT INTO metal_rates (metal_id, rate_minor_per_gram) VALUES (${rate.metalId}, ${rate.rateMinorPerGram})
      ON CONFLICT (metal_id) DO UPDATE SET rate_minor_per_gram = excluded.rate_minor_per_gram, updated_at = now()`);
  await tx.execute(sql`UPDATE pricing_settings SET rounding = ${rounding}, rates_version = rates_version + 1, updated_at = now() WHERE id = 1`);
}
