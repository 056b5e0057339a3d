/**
 * Invoices and credit notes (decision record 027): when an order's ledger entry issues one, and
 * how their numbers are written. Numbers run without gaps from 1 in each calendar year of the
 * shop's time zone (SHOP_TIME_ZONE, UTC), one series for invoices and one for credit notes:
 * `2026-000001`, `CN-2026-000001`. Six digits are padded; a seventh is written, never cut.
 */
import { ledgerTotals, type LedgerEntry } from './payment.ts';

export const DOCUMENT_SERIES = ['invoice', 'credit_note'] as const;
export type DocumentSeries = (typeof DOCUMENT_SERIES)[number];

const PREFIX: Record<DocumentSeries, string> = { invoice: '', credit_note: 'CN-' };

/** A document's number: its series' prefix, the year and the sequence within the year. */
export const documentNumber = (series: DocumentSeries, year: number, sequence: number) => `${PREFIX[series]}${year}-${String(sequence).padStart(6, '0')}`;

/** What a credit note's number looks like (a path parameter is checked against it). */
export const CREDIT_NOTE_NUMBER = /^CN-\d{4}-\d{6,}$/;

export const CREDIT_NOTE_MESSAGES = {
  badNumber: 'A credit note number looks like CN-2026-000001.',
  notFound: 'This order has no credit note with that number.',
} as const;

/**
 * Which document this entry, about to join the ledger, issues: an invoice when it is the money
 * (captured or received by hand) that first brings what was paid to the order's total; a credit
 * note for a refund once the order has its invoice. A refund of an order never paid in full has
 * no invoice to correct, so it issues nothing.
 */
export function documentIssued(ledger: readonly LedgerEntry[], entry: LedgerEntry, totalMinor: number, invoiced: boolean): DocumentSeries | null {
  if (entry.kind === 'refunded') return invoiced ? 'credit_note' : null;
  if (invoiced || (entry.kind !== 'captured' && entry.kind !== 'manual_payment')) return null;
  const paid = ledgerTotals(ledger).capturedMinor + entry.amountMinor;
  return paid >= totalMinor && paid > 0 ? 'invoice' : null;
}

/** The words of the order's price document: an invoice once numbered, a pro forma invoice (a request to pay, not a tax invoice) before. */
export const ORDER_DOCUMENT_WORDS = {
  invoice: 'Invoice',
  proForma: 'Pro forma invoice',
  proFormaNote: 'This is not a tax invoice. Your invoice, with its number, is issued once the order is paid in full.',
  creditNote: 'Credit note',
} as const;
