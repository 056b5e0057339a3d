/**
 * The price sheet page's use cases (decision record 056): the dry run and the apply of the chosen
 * file, through the price sheet module as the API calls it (server/api/admin/price-sheet.ts), on
 * the reports' connections whose statements may take longer than a shopper's.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../../domain/schemas/account.ts';
import { applyPriceSheet, dryRunPriceSheet, presentSheetApplied, presentSheetReport } from '../../../../server/services/price-sheet/index.ts';

const sheetDb = (context: AppLoadContext) => context.reportsDb ?? context.db;

/** A chosen file's contents as a stream; none chosen reads as an empty sheet. */
const sheetOf = (file: File | null) => file?.stream() ?? '';

export async function dryRunPage(context: AppLoadContext, file: File | null) {
  const { currency } = context.config;
  return presentSheetReport(await dryRunPriceSheet(sheetDb(context), sheetOf(file), currency), currency);
}

export async function applyPage(context: AppLoadContext, file: File | null, fingerprint: string, owner: PublicUser) {
  const { currency } = context.config;
  return presentSheetApplied(await applyPriceSheet(sheetDb(context), sheetOf(file), { fingerprint, actor: owner, currency }));
}
