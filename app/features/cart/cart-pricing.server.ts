/**
 * Today's price of each line of a browser-kept cart, for the cart page: a line whose piece is no
 * longer sold (unpublished, deleted, not in that metal or size) is reported, not priced.
 */
import type { AppLoadContext } from 'react-router';
import { z } from 'zod';
import { toMajor } from '../../../domain/money.ts';
import { findMetal, findSize, loadPieces } from '../../../server/services/pieces.ts';
import type { LinePrice } from './cart-refresh';

export const LinesToPrice = z.object({
  lines: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), metal: z.string().max(80), sizes: z.string().max(40) }))
    .max(100),
});
export type LinesToPrice = z.infer<typeof LinesToPrice>;

export async function priceCartLines(context: AppLoadContext, input: LinesToPrice): Promise<LinePrice[]> {
  const pieces = await loadPieces(context.db, input.lines.map((line) => line.id));
  return input.lines.map((line) => {
    const piece = pieces.get(line.id);
    const metal = piece?.forSale ? findMetal(piece, line.metal) : undefined;
    const size = piece ? findSize(piece, line.sizes) : undefined;
    if (!piece || !metal || size === undefined) return { id: line.id, metal: line.metal, sizes: line.sizes, available: false };
    return {
      id: line.id,
      metal: line.metal,
      sizes: line.sizes,
      available: true,
      title: piece.title,
      priceMinor: metal.priceMinor,
      price: toMajor(metal.priceMinor, context.config.currency),
    };
  });
}
