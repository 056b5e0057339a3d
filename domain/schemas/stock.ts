/**
 * Low stock in the back office: the threshold the owner sets (a shelf at or under it is low) and
 * the list's query, as `GET /api/admin/stock/low` and the settings call read them.
 */
import { z } from 'zod';

/** A shelf with this many pieces or fewer is low until the owner chooses another number. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 3;
const MAX_LOW_STOCK_THRESHOLD = 100_000;
export const LOW_STOCK_PAGE_SIZE = 50;
const MAX_LOW_STOCK_LIMIT = 500;

const STOCK_SETTING_MESSAGES = {
  threshold: `The low-stock threshold is a whole number from 0 to ${MAX_LOW_STOCK_THRESHOLD}`,
  limit: `limit is a whole number from 1 to ${MAX_LOW_STOCK_LIMIT}`,
} as const;

export const LowStockThresholdInput = z.object({
  threshold: z
    .number({ message: STOCK_SETTING_MESSAGES.threshold })
    .int(STOCK_SETTING_MESSAGES.threshold)
    .min(0, STOCK_SETTING_MESSAGES.threshold)
    .max(MAX_LOW_STOCK_THRESHOLD, STOCK_SETTING_MESSAGES.threshold),
});
export type LowStockThresholdInput = z.infer<typeof LowStockThresholdInput>;

export const LowStockQuery = z.object({
  limit: z.coerce
    .number({ message: STOCK_SETTING_MESSAGES.limit })
    .int(STOCK_SETTING_MESSAGES.limit)
    .min(1, STOCK_SETTING_MESSAGES.limit)
    .max(MAX_LOW_STOCK_LIMIT, STOCK_SETTING_MESSAGES.limit)
    .default(LOW_STOCK_PAGE_SIZE),
});
export type LowStockQuery = z.infer<typeof LowStockQuery>;
