/**
 * The price sheet's answers (issue 36, decision record 056): a dry run's report — what the sheet
 * would change and why rows are refused — and what an apply did. The API and the back office's
 * page return the same presenter's answer (server/services/price-sheet/presenter.ts).
 */
import { z } from 'zod';

export const PriceSheetChangeAnswer = z
  .object({
    line: z.number().int().meta({ description: 'The line of the file that makes the change (the header is line 1)' }),
    sku: z.string(),
    productId: z.number().int(),
    variantId: z.number().int(),
    title: z.string(),
    metal: z.string(),
    size: z.string().meta({ description: "'' for a piece without sizes" }),
    field: z.string().meta({ description: 'The column as the sheet names it: Price, Stock, Weight (g), Making, Stones' }),
    before: z.string().meta({ description: 'As the sheet writes it ("150.00"); \'\' for none' }),
    after: z.string(),
  })
  .meta({ id: 'PriceSheetChange' });
export type PriceSheetChangeAnswer = z.infer<typeof PriceSheetChangeAnswer>;

export const PriceSheetErrorAnswer = z
  .object({
    line: z.number().int(),
    column: z.string().nullable().meta({ description: 'The column as the sheet names it; null for the whole row or file' }),
    message: z.string(),
  })
  .meta({ id: 'PriceSheetError' });
export type PriceSheetErrorAnswer = z.infer<typeof PriceSheetErrorAnswer>;

export const PriceSheetReportAnswer = z
  .object({
    rows: z.number().int().meta({ description: 'Rows read, the header not counted' }),
    summary: z.string().meta({ description: '"0 changes", "3 changes"' }),
    changeCount: z.number().int(),
    changes: z.array(PriceSheetChangeAnswer).meta({ description: 'The first 200 changes, in the file’s order' }),
    errorCount: z.number().int(),
    errors: z.array(PriceSheetErrorAnswer).meta({ description: 'The first 200 faults, in the file’s order; any fault and nothing can be applied' }),
    fingerprint: z.string().meta({ description: 'What this dry run saw (every change, before and after): send it with the apply' }),
  })
  .meta({ id: 'PriceSheetReport' });
export type PriceSheetReportAnswer = z.infer<typeof PriceSheetReportAnswer>;

export const PriceSheetAppliedAnswer = z
  .object({ applied: z.number().int().meta({ description: 'Changes applied' }), message: z.string() })
  .meta({ id: 'PriceSheetApplied' });
export type PriceSheetAppliedAnswer = z.infer<typeof PriceSheetAppliedAnswer>;

/** The apply's query: the dry run's fingerprint. */
export const PriceSheetApplyQuery = z.object({
  fingerprint: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'Send the fingerprint of the dry run you checked.')
    .meta({ description: 'The dry run’s `fingerprint`' }),
});
