/**
 * The catalogue as the cart and orders price it: a variant with its metals and their prices,
 * its sizes and images. Prices always come from here, never from what a client sent.
 */
import { sql } from 'drizzle-orm';
import { FALLBACK_METAL } from '../../domain/cart.ts';
import type { DbOrTx } from '../db/client.ts';

export interface PieceMetal {
  id: number;
  name: string;
  priceMinor: number;
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
}

interface PieceRow {
  variant_id: number;
  product_id: number;
  title: string;
  description: string;
  gemstone: string | null;
  images: string[];
  sizes: string[];
  metals: PieceMetal[];
  for_sale: boolean;
}

/** The pieces behind these variant ids (missing ids were deleted from the catalogue). */
export async function loadPieces(db: DbOrTx, variantIds: number[]): Promise<Map<number, Piece>> {
  const pieces = new Map<number, Piece>();
  const ids = [...new Set(variantIds)].filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
  if (ids.length === 0) return pieces;
  const result = await db.execute(sql`
    SELECT v.id AS variant_id, v.product_id, v.title, v.description, g.name AS gemstone, p.published AS for_sale,
      ARRAY(SELECT file FROM variant_images WHERE variant_id = v.id ORDER BY position) AS images,
      ARRAY(SELECT s.label FROM variant_sizes vs JOIN sizes s ON s.id = vs.size_id WHERE vs.variant_id = v.id ORDER BY s.position, s.id) AS sizes,
      COALESCE((
        SELECT json_agg(json_build_object('id', m.id, 'name', m.name, 'priceMinor', vp.price_minor) ORDER BY vp.position)
        FROM variant_prices vp JOIN metals m ON m.id = vp.metal_id WHERE vp.variant_id = v.id
      ), '[]'::json) AS metals
    FROM product_variants v
    JOIN products p ON p.id = v.product_id
    LEFT JOIN gemstones g ON g.id = v.gemstone_id
    WHERE v.id = ANY(${sql.param(ids)}::int[])`);
  for (const row of result.rows as unknown as PieceRow[]) {
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
    });
  }
  return pieces;
}

/**
 * The metal a line names, compared case-blind. The spec's client writes 'DefaultMetal' when no
 * metal was picked and prices such a line at the first metal, so that is the one it means.
 */
export function findMetal(piece: Piece, name: string): PieceMetal | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === FALLBACK_METAL.toLowerCase()) return piece.metals[0];
  return piece.metals.find((metal) => metal.name.toLowerCase() === wanted);
}

export function findMetalById(piece: Piece, metalId: number): PieceMetal | undefined {
  return piece.metals.find((metal) => metal.id === metalId);
}

/** A size the piece comes in, in its own spelling; '' for a one-size piece. Undefined when not offered. */
export function findSize(piece: Piece, size: string): string | undefined {
  const wanted = size.trim();
  if (piece.sizes.length === 0) return wanted === '' ? '' : undefined;
  return piece.sizes.find((label) => label.toLowerCase() === wanted.toLowerCase());
}

/** The price in the piece's first metal: what the wishlist shows (as its client store does). */
export const firstPriceMinor = (piece: Piece) => piece.metals[0]?.priceMinor ?? 0;
