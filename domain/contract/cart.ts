/** The server-kept cart and wishlist of a logged-in shopper. */
import { z } from 'zod';
import { CartLineInput } from '../schemas/line.ts';
import { PricedLineAnswer } from './lines.ts';
import { Amount } from './money.ts';

const MAX_CART_LINES = 100;

export const CartLinesInput = z
  .object({ lines: z.array(CartLineInput.meta({ id: 'CartLineInput' })).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines.`) })
  .meta({ id: 'CartLines' });
export type CartLinesInput = z.infer<typeof CartLinesInput>;

export const CartAnswer = z
  .object({
    lines: z.array(PricedLineAnswer),
    changes: z
      .array(z.string())
      .meta({ description: 'What changed, in words for the shopper', example: ['2 items from your earlier visit were added to your cart.'] }),
    itemCount: z.number().int(),
    subtotal: Amount,
    giftWrap: Amount,
    currency: z.string(),
  })
  .meta({ id: 'Cart' });
export type CartAnswer = z.infer<typeof CartAnswer>;

export const MergedCartAnswer = CartAnswer.extend({
  alreadyMerged: z.boolean().meta({ description: 'True when this Idempotency-Key was merged before: nothing was added again' }),
}).meta({ id: 'MergedCart' });
export type MergedCartAnswer = z.infer<typeof MergedCartAnswer>;

export const WishlistInput = z.object({
  items: z
    .array(z.object({ id: z.number().int().positive().max(2_147_483_647), title: z.string().max(300).optional() }))
    .max(MAX_CART_LINES, `A wishlist holds at most ${MAX_CART_LINES} pieces.`),
});
export type WishlistInput = z.infer<typeof WishlistInput>;

/** What the wishlist page asks of its own route: today's catalogue of the products its saved pieces belong to. */
export const WishlistProductsInput = z.object({ productIds: z.array(z.number().int().positive()).min(1).max(MAX_CART_LINES) });

export const WishlistAnswer = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int().meta({ description: 'The variant’s id' }),
        productId: z.number().int(),
        title: z.string(),
        description: z.string(),
        images: z.array(z.string()),
        gemstone: z.string().nullable(),
        price: Amount.meta({ description: 'In the first metal' }),
      }),
    ),
    changes: z.array(z.string()),
    currency: z.string(),
  })
  .meta({ id: 'Wishlist' });
export type WishlistAnswer = z.infer<typeof WishlistAnswer>;
