/**
 * The price sheet (issue 36, decision record 056), the module's only public surface: the catalogue
 * exported as CSV, an imported sheet's dry run, and its apply (all or nothing, audited).
 */
export { priceSheetCsv } from './export.ts';
export { applyPriceSheet, dryRunPriceSheet } from './apply.ts';
export { presentSheetApplied, presentSheetReport } from './presenter.ts';
