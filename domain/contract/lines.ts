import { z } from 'zod';
import type { OrderLine, PricedLine } from '../line.ts';
import { toMajor } from '../money.ts';
import { Amount } from './money.ts';

/** A gift card line's card, as the line input gave it (domain/line.ts GiftCardChoice). */
export const GiftCardAnswer = z.object({
  amountMinor: z.number().int(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  /** The day the code is mailed (YYYY-MM-DD). No description in the document: this module is in the cart's first view, at its script budget. */
  sendOn: z.string(),
});

/**
 * A line priced by the server (domain/line.ts PricedLine), the one shape of a line in the cart,
 * the quote and the order.
 */
export const PricedLineAnswer = z
  .object({
    variantId: z.number().int(),
    productId: z.number().int(),
    productName: z.string(),
    gemstone: z.string().nullable(),
    image: z.string().nullable().meta({ description: 'File name, served from /api/uploads/{file}' }),
    metal: z.string(),
    size: z.string().meta({ description: 'The chosen size ("" for one size)' }),
    personalisation: z.string(),
    giftWrap: z.boolean(),
    quantity: z.number().int(),
    price: Amount.meta({ description: 'Unit price' }),
    giftWrapPrice: Amount.meta({ description: 'Gift wrap of the whole line' }),
    lineTotal: Amount.meta({ description: 'price × quantity + gift wrap' }),
    // Only on a gift card line (decision record 050): its price is its amount, with no metal, size or gift wrap.
    giftCard: GiftCardAnswer.optional(),
  })
  .meta({ id: 'PricedLine' });
export type PricedLineAnswer = z.infer<typeof PricedLineAnswer>;

/** An order's line: the priced line with its own id; `variantId` is null once the piece has left the catalogue. */
export const OrderLineAnswer = PricedLineAnswer.extend({
  id: z.number().int(),
  variantId: z.number().int().nullable(),
}).meta({ id: 'OrderLine' });
export type OrderLineAnswer = z.infer<typeof OrderLineAnswer>;

/**
 * A line's answer: its amounts from minor units to the contract's (`pricedLineOf` reads them
 * back). The line's other fields pass through as its view holds them: an order's line as read also
 * says whether it is made to order (`madeToOrder`), which the order answers have always carried.
 */
function lineFields(line: Omit<PricedLine, 'variantId'>, currency: string): Omit<PricedLineAnswer, 'variantId'> {
  const { priceMinor, giftWrapMinor, lineTotalMinor, ...rest } = line;
  return {
    ...rest,
    price: toMajor(priceMinor, currency),
    giftWrapPrice: toMajor(giftWrapMinor, currency),
    lineTotal: toMajor(lineTotalMinor, currency),
  };
}

/** A priced line of the cart or the quote as the API answers it. */
export const presentPricedLine = (line: PricedLine, currency: string): PricedLineAnswer => ({ variantId: line.variantId, ...lineFields(line, currency) });

/** An order's line as the API answers it. */
export const presentOrderLine = (line: OrderLine, currency: string): OrderLineAnswer => ({
  id: line.id,
  variantId: line.variantId,
  ...lineFields(line, currency),
});
