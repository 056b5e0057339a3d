/**
 * A credit note as PDF (decision record 027): its own number, the invoice it corrects, the order,
 * who it is for, the amount credited and why. Drawn with the invoice's pieces (documents.ts), so
 * the two papers look alike, and like the invoice from its copy (decision record 035): the seller
 * and the order as they were when it was issued. Where the order had tax, the note says the tax
 * inside the amount credited, per rate (domain/tax.ts `creditedTax`: in proportion to the order's
 * total, of what the earlier notes left, so a refund of all of it gives back the invoice's tax
 * lines), and the seller's tax number it was issued under.
 */
import { ORDER_DOCUMENT_WORDS } from '../../../domain/invoice-numbers.ts';
import { formatMoney } from '../../../domain/money.ts';
import { refundedTo, type MoneyPart } from '../../../domain/paid-with.ts';
import { paymentMethodName } from '../../../domain/payment.ts';
import { creditedTax } from '../../../domain/tax.ts';
import type { PrintedOrder } from '../../../domain/document-copy.ts';
import type { Seller } from '../../../domain/seller.ts';
import type { CreditNoteView } from '../payments/index.ts';
import { addresses, figureRows, footnote, letterhead, render, taxFigures, taxNumberLines, type DocumentOptions } from './documents.ts';

/**
 * The credit note `note` of an order, which has its invoice `invoice` (a credit note is only
 * issued for an invoiced order); `creditedBeforeMinor`: what the order's earlier credit notes gave
 * back, so this note's tax is its share of what is left.
 */
export function creditNotePdf(
  seller: Seller,
  order: PrintedOrder,
  note: Pick<CreditNoteView, 'number' | 'amountMinor' | 'currency' | 'reason' | 'issuedAt'>,
  invoice: string,
  creditedBeforeMinor: number,
  options: DocumentOptions & { refundedTo?: readonly MoneyPart[] } = {},
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, note.currency);
  // Where the money went: each part of a refund that went back partly to gift cards or store credit (domain/paid-with.ts); else the payment.
  const parts = options.refundedTo ?? [];
  const went: Array<[string, string]> =
    parts.length > 1 || parts.some((part) => part.kind !== 'payment')
      ? refundedTo(parts, order.payment.method).map((line) => [`Refunded to ${line.label}`, `-${money(line.amountMinor)}`])
      : [['Refunded to', paymentMethodName(order.payment.method)]];
  const taxes = taxFigures(creditedTax(order.tax, order.totalMinor, creditedBeforeMinor, note.amountMinor), true, money);
  return render(
    `${ORDER_DOCUMENT_WORDS.creditNote} ${note.number}, invoice ${invoice}`,
    (doc) => {
      letterhead(
        doc,
        seller,
        ORDER_DOCUMENT_WORDS.creditNote.toUpperCase(),
        [
          ['Credit note', note.number],
          ['Invoice', invoice],
          ['Order', String(order.number)],
          ['Date', note.issuedAt.toISOString().slice(0, 10)],
        ],
        taxNumberLines(order.tax, seller.taxNumber),
      );
      addresses(doc, order);
      figureRows(doc, [[`Invoice ${invoice} total`, money(order.totalMinor)], ...went], ['Amount credited', `-${money(note.amountMinor)}`], taxes);
      doc.moveDown(2);
      if (note.reason) {
        footnote(doc, `Reason: ${note.reason}`);
        doc.moveDown(0.5);
      }
      footnote(doc, `This credit note corrects invoice ${invoice} by the amount credited. Amounts in ${note.currency}.`);
    },
    seller,
    note.issuedAt,
    options,
  );
}
