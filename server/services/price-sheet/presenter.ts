/** The price sheet's answers (domain/contract/price-sheet.ts), for the API and the back office's page alike. */
import type { PriceSheetAppliedAnswer, PriceSheetReportAnswer } from '../../../domain/contract/price-sheet.ts';
import { SHEET_COLUMNS, SHEET_MESSAGES, fieldText } from '../../../domain/price-sheet.ts';
import type { SheetOutcome } from './compare.ts';

export function presentSheetReport(outcome: SheetOutcome, currency: string): PriceSheetReportAnswer {
  return {
    rows: outcome.rows,
    summary: SHEET_MESSAGES.changes(outcome.changeCount),
    changeCount: outcome.changeCount,
    changes: outcome.changes.map((change) => ({
      line: change.line,
      sku: change.sku,
      productId: change.productId,
      variantId: change.variantId,
      title: change.title,
      metal: change.metal,
      size: change.size,
      field: SHEET_COLUMNS[change.field],
      before: fieldText(change.field, change.before, currency),
      after: fieldText(change.field, change.after, currency),
    })),
    errorCount: outcome.errorCount,
    errors: outcome.errors.map((error) => ({ line: error.line, column: error.column && SHEET_COLUMNS[error.column], message: error.message })),
    fingerprint: outcome.fingerprint,
  };
}

export const presentSheetApplied = (applied: { applied: number }): PriceSheetAppliedAnswer => ({
  applied: applied.applied,
  message: SHEET_MESSAGES.applied(applied.applied),
});
