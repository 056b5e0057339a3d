/**
 * The price sheet's rows as the shop has them (decision record 056): one per variant × metal ×
 * size, a variant without sizes one per metal. One statement reads them, for the export (a batch
 * of products at a time, in the storefront's order) and for an import (the pieces a batch of
 * rows names by SKU), so both see the same values the same way.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PRICING_SETTINGS, type RoundingRule } from '../../../domain/metal-pricing.ts';
import { CATEGORY_SEPARATOR, skuOf, type SheetPiece } from '../../../domain/price-sheet.ts';
import type { SheetContext } from '../../../domain/price-sheet-changes.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Products per batch of the export: a few thousand rows, read in one statement. */
const EXPORT_BATCH = 500;

/**
 * The rows of the variants `where` picks, each with its size (none for a variant without sizes),
 * its shelf (a ready-to-ship variant without a shelf for a choice has 0 of it; a made-to-order one
 * none) and its categories in their list's order.
 */
const piecesSql = (where: SQL, keys: SQL = sql``) => sql`
  SELECT v.product_id AS "productId", v.id AS "variantId", vp.metal_id AS "metalId", s.size_id AS "sizeId",
    v.title, COALESCE(cat.names, '') AS category, m.name AS metal, COALESCE(sz.label, '') AS size,
    v.made_to_order AS "madeToOrder", vp.price_minor AS "priceMinor",
    CASE WHEN v.made_to_order THEN NULL ELSE COALESCE(st.quantity, 0) END AS stock,
    vp.metal_weight_mg AS "weightMg", vp.making_minor AS "makingMinor", vp.stones_minor AS "stonesMinor", vp.margin_bp AS "marginBp"
  FROM product_variants v
  JOIN variant_prices vp ON vp.variant_id = v.id
  JOIN metals m ON m.id = vp.metal_id
  CROSS JOIN LATERAL (
    SELECT vs.size_id FROM variant_sizes vs WHERE vs.variant_id = v.id
    UNION ALL SELECT NULL::int WHERE NOT EXISTS (SELECT 1 FROM variant_sizes vs WHERE vs.variant_id = v.id)
  ) s
  ${keys}
  LEFT JOIN sizes sz ON sz.id = s.size_id
  LEFT JOIN variant_stock st ON st.variant_id = v.id AND st.metal_id = vp.metal_id AND st.size_id IS NOT DISTINCT FROM s.size_id
  LEFT JOIN LATERAL (
    SELECT string_agg(c.name, ${CATEGORY_SEPARATOR} ORDER BY c.position, c.id) AS names
    FROM variant_categories vc JOIN categories c ON c.id = vc.tag_id WHERE vc.variant_id = v.id
  ) cat ON true
  WHERE ${where}
  ORDER BY v.product_id, v.position, v.id, vp.position, sz.position NULLS FIRST, sz.id`;

/** The sheet's rows, a batch of products at a time, products in id order. */
export async function* everyPiece(db: DbOrTx): AsyncGenerator<SheetPiece[]> {
  let after = 0;
  for (;;) {
    const ids = (await db.execute(sql`SELECT id FROM products WHERE id > ${after} ORDER BY id LIMIT ${EXPORT_BATCH}`)).rows.map((row) => Number(row.id));
    if (ids.length === 0) return;
    const pieces = (await db.execute(piecesSql(sql`v.product_id = ANY(${sql.param(ids)}::int[])`))).rows as unknown as SheetPiece[];
    if (pieces.length > 0) yield pieces;
    if (ids.length < EXPORT_BATCH) return;
    after = ids[ids.length - 1]!;
  }
}

type PieceKey = Pick<SheetPiece, 'variantId' | 'metalId' | 'sizeId'>;

/** The pieces these keys name, by SKU; a key no piece has (a size the variant does not offer, a metal it has no price in) is left out. */
export async function piecesOf(db: DbOrTx, keys: readonly PieceKey[]): Promise<Map<string, SheetPiece>> {
  if (keys.length === 0) return new Map();
  const variants = keys.map((key) => key.variantId);
  const join = sql`JOIN unnest(${sql.param(variants)}::int[], ${sql.param(keys.map((key) => key.metalId))}::int[], ${sql.param(keys.map((key) => key.sizeId))}::int[])
    AS k(variant_id, metal_id, size_id) ON k.variant_id = v.id AND k.metal_id = vp.metal_id AND k.size_id IS NOT DISTINCT FROM s.size_id`;
  // The join alone picks the variants: a filter `v.id = ANY(…)` beside it was checked against the whole list once per row (decision record 061).
  const rows = (await db.execute(piecesSql(sql`TRUE`, join))).rows as unknown as SheetPiece[];
  return new Map(rows.map((piece) => [skuOf(piece), piece]));
}

/**
 * What comparing a sheet needs to know of the shop: every category's name (to tell an unknown
 * one), and metal pricing's rates, rounding rule and threshold (decision record 055), read in one
 * statement; the defaults until the owner saves pricing settings.
 */
export async function sheetContext(db: DbOrTx, currency: string): Promise<SheetContext> {
  const [row] = (
    await db.execute(sql`SELECT
      (SELECT COALESCE(json_agg(name), '[]') FROM categories) AS categories,
      (SELECT COALESCE(json_agg(json_build_array(metal_id, rate_minor_per_gram)), '[]') FROM metal_rates) AS rates,
      (SELECT rounding FROM pricing_settings WHERE id = 1) AS rounding,
      (SELECT threshold_bp FROM pricing_settings WHERE id = 1) AS "thresholdBp"`)
  ).rows as Array<{ categories: string[]; rates: Array<[number, number]>; rounding: RoundingRule | null; thresholdBp: number | null }>;
  return {
    currency,
    categories: new Set(row!.categories),
    rates: new Map(row!.rates),
    rounding: row!.rounding ?? DEFAULT_PRICING_SETTINGS.rounding,
    weightThresholdBp: row!.thresholdBp ?? DEFAULT_PRICING_SETTINGS.thresholdBp,
  };
}
