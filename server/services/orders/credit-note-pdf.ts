/**
 * A credit note as PDF (decision record 027): its own number, the invoice it corrects, the order,
 * who it is for, the amount credited and why. Drawn with the invoice's pieces (documents.ts), so
 * the two papers look alike. Where the order had tax, the note says the tax inside the amount
 * credited, per rate (domain/tax.ts `creditedTax`: in proportion to the order's total, so a refund
 * of all of it gives back the invoice's tax lines), and the shop's tax number it was issued under.
 */
import { ORDER_DOCUMENT_WORDS } from '../../../domain/invoice-numbers.ts';
import { formatMoney } from '../../../domain/money.ts';
import { paymentMethodName } from '../../../domain/payment.ts';
import { creditedTax } from '../../../domain/tax.ts';
import type { CreditNoteView } from '../payments/index.ts';
import { addresses, figureRows, footnote, letterhead, render, taxFigures, taxNumberLines, type DocumentOptions, type DocumentsConfig } from './documents.ts';
import type { OrderView } from './read.ts';

/** The credit note `note` of an order, which has its invoice (a credit note is only issued for an invoiced order). */
export function creditNotePdf(
  config: DocumentsConfig,
  order: OrderView & { documents: { invoice: { number: string } } },
  note: CreditNoteView,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, note.currency);
  const invoice = order.documents.invoice.number;
  // What the order's earlier credit notes gave back: this note's tax is its share of what is left.
  const notes = order.documents.creditNotes;
  const position = notes.findIndex((candidate) => candidate.number === note.number);
  const earlier = position > 0 ? notes.slice(0, position) : [];
  const creditedBefore = earlier.reduce((sum, candidate) => sum + candidate.amountMinor, 0);
  const taxes = taxFigures(creditedTax(order.tax, order.totalMinor, creditedBefore, note.amountMinor), true, money);
  return render(
    `${ORDER_DOCUMENT_WORDS.creditNote} ${note.number}, invoice ${invoice}`,
    (doc) => {
      letterhead(
        doc,
        config,
        ORDER_DOCUMENT_WORDS.creditNote.toUpperCase(),
        [
          ['Credit note', note.number],
          ['Invoice', invoice],
          ['Order', String(order.number)],
          ['Date', note.issuedAt.toISOString().slice(0, 10)],
        ],
        taxNumberLines(order.tax, note.taxNumber),
      );
      addresses(doc, order);
      figureRows(
        doc,
        [
          [`Invoice ${invoice} total`, money(order.totalMinor)],
          ['Refunded to', paymentMethodName(order.payment.method)],
        ],
        ['Amount credited', `-${money(note.amountMinor)}`],
        taxes,
      );
      doc.moveDown(2);
      if (note.reason) {
        footnote(doc, `Reason: ${note.reason}`);
        doc.moveDown(0.5);
      }
      footnote(doc, `This credit note corrects invoice ${invoice} by the amount credited. Amounts in ${note.currency}.`);
    },
    config,
    options,
  );
}
