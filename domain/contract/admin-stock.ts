/** Low stock as the back office reads it: the shelves at or under the owner's threshold, and the threshold. */
import { z } from 'zod';

export const LowStockItemAnswer = z
  .object({
    productId: z.number().int(),
    variantId: z.number().int(),
    title: z.string(),
    metal: z.string(),
    size: z.string().meta({ description: "'' for a one-size piece" }),
    quantity: z.number().int(),
  })
  .meta({ id: 'LowStockItem' });
export type LowStockItemAnswer = z.infer<typeof LowStockItemAnswer>;

export const LowStockAnswer = z.object({ threshold: z.number().int(), items: z.array(LowStockItemAnswer) }).meta({ id: 'LowStock' });
export type LowStockAnswer = z.infer<typeof LowStockAnswer>;

export const LowStockThresholdAnswer = z
  .object({ threshold: z.number().int().meta({ description: 'A shelf holding this many pieces or fewer is low' }) })
  .meta({ id: 'LowStockThreshold' });
export type LowStockThresholdAnswer = z.infer<typeof LowStockThresholdAnswer>;
