/**
 * The price sheet page's form (decision record 056): one form, two intents — a dry run of the
 * chosen file, and the apply of that same file with the dry run's fingerprint.
 */
import { z } from 'zod';
import { PriceSheetApplyQuery } from '../contract/price-sheet.ts';

export const PRICE_SHEET_FILE_FIELD = 'sheet';

export const PriceSheetForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('dry-run') }),
  z.object({ intent: z.literal('apply'), ...PriceSheetApplyQuery.shape }),
]);
export type PriceSheetForm = z.infer<typeof PriceSheetForm>;
