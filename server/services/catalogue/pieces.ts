/**
 * The catalogue as lines are priced from it: a variant with its metals and their prices, its
 * sizes and images, whether it is made to order, and its shelves when it is ready to ship.
 * `priceLines` is the one place that decides whether a line is still sold, at what price and
 * from which shelf — for the cart, the cart page, the quote and the order. Prices always come
 * from here, never from what a client sent.
 */
import type { LeadTime } from '../../../domain/catalog.ts';
import { FALLBACK_METAL, lineChoice, pricedLine, type Line, type PricedLine } from '../../../domain/line.ts';
import { isSizeLater, ringSizeMatches, ringSizeOfLabel, SIZE_LATER } from '../../../domain/ring-sizes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { idList, idListSql, namedStatements, runNamed } from '../../db/prepared.ts';

interface PieceMetal {
  id: number;
  name: string;
  priceMinor: number;
}

/** Pieces on the shelf of a ready-to-ship variant in one metal and size. */
interface Shelf {
  id: number;
  metalId: number;
  /** The size label; '' for a one-size piece. */
  size: string;
  quantity: number;
}

export interface Piece {
  variantId: number;
  productId: number;
  title: string;
  description: string;
  gemstone: string | null;
  images: string[];
  /** Size labels in the picker's order; empty for a one-size piece. */
  sizes: string[];
  /** In the metal picker's order. */
  metals: PieceMetal[];
  /** An unpublished product is not for sale, though its lines may still be named. */
  forSale: boolean;
  /** Made when ordered (no stock count) or ready to ship from `shelves`. */
  madeToOrder: boolean;
  leadTime: LeadTime;
  /** Empty for a made-to-order piece; a ready-to-ship choice without a shelf has none left. */
  shelves: Shelf[];
}

export interface PieceRow {
  variant_id: number;
  product_id: number;
  title: string;
  description: string;
  gemstone: string | null;
  images: string[];
  sizes: string[];
  metals: PieceMetal[];
  for_sale: boolean;
  made_to_order: boolean;
  lead_time_min_days: number;
  lead_time_max_days: number;
  shelves: Shelf[];
}

/**
 * The pieces of the variants whose ids `ids` lists (an int[] expression: `idListSql` of
 * db/prepared.ts), a row ({@link PieceRow}) each: for a statement of its own, or inside a larger
 * one (an order reads its pieces, shipping methods and new ids at once).
 */
export const piecesSql = (ids: string) => `
  SELECT v.id AS variant_id, v.product_id, v.title, v.description, g.name AS gemstone, p.status = 'published' AS for_sale,
    v.made_to_order, v.lead_time_min_days, v.lead_time_max_days,
    CASE WHEN v.made_to_order THEN '[]'::json ELSE COALESCE((
      SELECT json_agg(json_build_object('id', st.id, 'metalId', st.metal_id, 'size', COALESCE(sz.label, ''), 'quantity', st.quantity))
      FROM variant_stock st LEFT JOIN sizes sz ON sz.id = st.size_id WHERE st.variant_id = v.id
    ), '[]'::json) END AS shelves,
    ARRAY(SELECT file FROM variant_images WHERE variant_id = v.id ORDER BY position) AS images,
    ARRAY(SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = v.id ORDER BY s.position, s.id) AS sizes,
    COALESCE((
      SELECT json_agg(json_build_object('id', m.id, 'name', m.name, 'priceMinor', vp.price_minor) ORDER BY vp.position)
      FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id
    ), '[]'::json) AS metals
  FROM product_variants v
  JOIN products p ON p.id = v.product_id
  LEFT JOIN gemstones g ON g.id = v.gemstone_id
  WHERE v.id = ANY(${ids})`;

const PIECES = namedStatements<PieceRow>('pieces', (count) => piecesSql(idListSql(count)));

/** The variant ids worth looking up: each once, and only those an int column can hold. */
export const variantIdsToRead = (variantIds: readonly number[]) =>
  [...new Set(variantIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);

/** The pieces of these rows by variant id. */
export function piecesByVariant(rows: readonly PieceRow[]): Map<number, Piece> {
  const pieces = new Map<number, Piece>();
  for (const row of rows) {
    pieces.set(row.variant_id, {
      variantId: row.variant_id,
      productId: row.product_id,
      title: row.title,
      description: row.description,
      gemstone: row.gemstone,
      images: row.images,
      sizes: row.sizes,
      metals: row.metals,
      forSale: row.for_sale,
      madeToOrder: row.made_to_order,
      leadTime: { minDays: row.lead_time_min_days, maxDays: row.lead_time_max_days },
      shelves: row.shelves,
    });
  }
  return pieces;
}

/** The pieces behind these variant ids (missing ids were deleted from the catalogue). */
export async function loadPieces(db: DbOrTx, variantIds: number[]): Promise<Map<number, Piece>> {
  const ids = idList(variantIdsToRead(variantIds));
  if (ids.count === 0) return new Map();
  return piecesByVariant(await runNamed(db, PIECES(ids.count), ids.values));
}

/**
 * The metal a line names, compared case-blind. The old storefront's client writes 'DefaultMetal' when no
 * metal was picked and prices such a line at the first metal, so that is the one it means.
 */
function findMetal(piece: Piece, name: string): PieceMetal | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === FALLBACK_METAL.toLowerCase()) return piece.metals[0];
  return piece.metals.find((metal) => metal.name.toLowerCase() === wanted);
}

/**
 * A size the piece comes in, in its own spelling; '' for a one-size piece. Undefined when not offered.
 * A ring size may be named in any system or by its millimetres (`ringSizeMatches`), and a made-to-order
 * ring ordered without one keeps SIZE_LATER (decision record 057).
 */
function findSize(piece: Piece, size: string): string | undefined {
  const wanted = size.trim();
  if (piece.sizes.length === 0) return wanted === '' ? '' : undefined;
  const spelt = piece.sizes.find((label) => label.toLowerCase() === wanted.toLowerCase());
  if (spelt !== undefined) return spelt;
  const ring = piece.sizes.some((label) => ringSizeOfLabel(label) !== null);
  if (ring && piece.madeToOrder && isSizeLater(wanted)) return SIZE_LATER;
  return piece.sizes.find((label) => ringSizeMatches(label, wanted));
}

/** The price in the piece's first metal: what the wishlist shows (as its client store does). */
export const firstPriceMinor = (piece: Piece) => piece.metals[0]?.priceMinor ?? 0;

/** Why a line cannot be sold: the piece is gone or unpublished, or not made in that metal or size. */
type LineRefusal = 'not-for-sale' | 'metal' | 'size';

/**
 * Where a line's pieces come from: made when ordered, or a shelf (`shelfId` null: that metal and
 * size was never stocked, so none is left). `left` is what the shelf held when it was read.
 */
export type LineStock = { madeToOrder: true } | { madeToOrder: false; shelfId: number | null; left: number };

export type LinePricing<T extends Line> =
  { ok: true; input: T; line: PricedLine; metalId: number; stock: LineStock } | { ok: false; input: T; refusal: LineRefusal; piece: Piece | undefined };

/** The shelf a ready-to-ship piece's metal and size are kept on (sizes compared case-blind). */
function lineStock(piece: Piece, metalId: number, size: string): LineStock {
  if (piece.madeToOrder) return { madeToOrder: true };
  const wanted = size.toLowerCase();
  const shelf = piece.shelves.find((candidate) => candidate.metalId === metalId && candidate.size.toLowerCase() === wanted);
  return { madeToOrder: false, shelfId: shelf?.id ?? null, left: shelf?.quantity ?? 0 };
}

/**
 * Each line priced from the catalogue, in the order given: the line as the catalogue names it
 * (the metal and size in their own spelling, the personalisation trimmed) at today's price, with
 * the metal's id and where its pieces come from; or why it cannot be sold. Whether enough is left
 * is the caller's question: a cart may hold more than the shelf, an order may not.
 */
export async function priceLines<T extends Line>(db: DbOrTx, lines: readonly T[]): Promise<Array<LinePricing<T>>> {
  return priceLinesFrom(
    await loadPieces(
      db,
      lines.map((line) => line.variantId),
    ),
    lines,
  );
}

/** `priceLines` with the pieces already read. */
export function priceLinesFrom<T extends Line>(pieces: ReadonlyMap<number, Piece>, lines: readonly T[]): Array<LinePricing<T>> {
  return lines.map((input): LinePricing<T> => {
    const piece = pieces.get(input.variantId);
    if (!piece?.forSale) return { ok: false, input, refusal: 'not-for-sale', piece };
    const metal = findMetal(piece, input.metal);
    if (!metal) return { ok: false, input, refusal: 'metal', piece };
    const size = findSize(piece, input.size);
    if (size === undefined) return { ok: false, input, refusal: 'size', piece };
    const line = pricedLine({
      ...lineChoice(input),
      metal: metal.name,
      size,
      personalisation: input.personalisation.trim(),
      quantity: input.quantity,
      productId: piece.productId,
      productName: piece.title,
      gemstone: piece.gemstone,
      image: piece.images[0] ?? null,
      priceMinor: metal.priceMinor,
    });
    return { ok: true, input, line, metalId: metal.id, stock: lineStock(piece, metal.id, size) };
  });
}
