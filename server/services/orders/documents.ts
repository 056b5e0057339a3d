/**
 * An order's papers, as PDF (pdfkit): the packing slip that goes in the parcel (the pieces with
 * every choice, no prices) and the invoice (the same pieces with their prices, the order's
 * totals, and its payment: the method, what was paid and refunded, and what is due); the credit
 * note is drawn with the same pieces in credit-note-pdf.ts. Each carries the seller's legal name,
 * postal address, e-mail address and phone (the owner's shop settings), and the invoices and
 * credit notes the seller's VAT or tax number when it has one.
 *
 * An issued invoice or credit note is drawn from its copy alone (domain/document-copy.ts, decision
 * record 035): the seller and the order as they were when it was issued. Drawing is deterministic —
 * the PDF's creation date is the document's own date, not the moment of the download — so the same
 * document downloaded twice is the same bytes, whatever happened to the order or the shop since.
 *
 * The text is set in Helvetica, one of the standard PDF fonts pdfkit ships: nothing is
 * downloaded or embedded. Those fonts write Windows-1252 only, so a character outside it (a name
 * in Cyrillic, an emoji in an engraving) is written without its accent where it has one, and as
 * "?" otherwise, rather than as a wrong glyph.
 */
import { discountTerm, discountValue } from '../../../domain/discounts.ts';
import PDFDocument from 'pdfkit';
import { detailLine, giftCardLineWords, lineExtras, linePiece, LINE_TERMS } from '../../../domain/line-words.ts';
import { formatMoney } from '../../../domain/money.ts';
import { howPaid } from '../../../domain/paid-with.ts';
import { ORDER_DOCUMENT_WORDS } from '../../../domain/invoice-numbers.ts';
import { paymentMethodName } from '../../../domain/payment.ts';
import { sellerContactLine, type Seller } from '../../../domain/seller.ts';
import type { PrintedLine, PrintedOrder } from '../../../domain/document-copy.ts';
import { taxTerm, taxNumberTerm, type OrderTax, type TaxLine } from '../../../domain/tax.ts';
import type { OrderView } from './read.ts';

export interface DocumentOptions {
  /** Compressed page streams (the default); tests read the text of uncompressed ones. */
  compress?: boolean;
}

/** The characters beyond Latin-1 that Windows-1252 (and so the standard fonts) can write. */
const WINDOWS_1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const writable = (char: string) => {
  const code = char.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRA.has(char) || char === '\n';
};

/** Text the standard fonts can write: accents dropped where that helps, "?" for the rest. */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n')) {
    if (writable(char)) {
      out += char;
      continue;
    }
    const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
    out += bare && [...bare].every(writable) ? bare : '?';
  }
  return out;
}

const PAGE = { size: 'A4' as const, margin: 50 };
const INK = '#1f1a17';
const MUTED = '#6b625b';
const LINE = '#d8cfc2';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A paper as PDF. `dated`: its creation date in the PDF's information (and so in the file's id,
 * which pdfkit derives from it) — the document's own date, so drawing it again gives the same bytes.
 */
export function render(title: string, draw: (doc: Doc) => void, seller: Seller, dated: Date, options: DocumentOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: { Title: pdfText(title), Author: pdfText(seller.legalName), Creator: pdfText(seller.legalName), CreationDate: dated },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

const left = PAGE.margin;
const width = (doc: Doc) => doc.page.width - 2 * PAGE.margin;

/** The shop's tax number as a document's letterhead says it ("VAT number: DE123456789"), or nothing when the shop has none. */
export const taxNumberLines = (tax: OrderTax, taxNumber: string): string[] => (taxNumber ? [`${taxNumberTerm(tax.lines)}: ${taxNumber}`] : []);

/** Each tax line with its amount, as the figures of a paper list them. */
export const taxFigures = (lines: readonly TaxLine[], included: boolean, money: (minor: number) => string): Array<[string, string]> =>
  lines.map((line) => [taxTerm(line, included, money(line.baseMinor)), money(line.amountMinor)]);

/**
 * The seller on the left — legal name, address, e-mail and phone, and the tax number on tax
 * documents (`sellerLines`) — and the document's name and the order's facts on the right.
 */
export function letterhead(doc: Doc, seller: Seller, heading: string, facts: Array<[string, string]>, sellerLines: readonly string[] = []) {
  const top = doc.y;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(pdfText(seller.legalName), left, top, { width: width(doc) / 2 });
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  const contact = sellerContactLine(seller);
  for (const line of [...seller.address, ...(contact ? [contact] : []), ...sellerLines]) doc.text(pdfText(line), { width: width(doc) / 2 });
  const afterShop = doc.y;

  const right = left + width(doc) / 2;
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(heading, right, top, { width: width(doc) / 2, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.fillColor(INK);
  for (const [term, value] of facts) doc.text(pdfText(`${term}: ${value}`), right, doc.y, { width: width(doc) / 2, align: 'right' });
  doc.y = Math.max(afterShop, doc.y) + 18;
  rule(doc);
}

function rule(doc: Doc) {
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width(doc), doc.y)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.y += 10;
}

/** Two blocks side by side: where the parcel goes, and who to ask about it. */
export function addresses(doc: Doc, order: Pick<PrintedOrder, 'shippingAddress' | 'contact'>) {
  const top = doc.y;
  const half = width(doc) / 2 - 10;
  const a = order.shippingAddress;
  block(doc, 'SHIP TO', [a.name, a.company ?? '', a.address, `${a.city}, ${a.state} ${a.zip}`, a.country, a.phone], left, top, half);
  const afterShip = doc.y;
  block(doc, 'CONTACT', [order.contact.name, order.contact.email, order.contact.phone], left + half + 20, top, half);
  doc.y = Math.max(afterShip, doc.y) + 14;
  doc.x = left;
}

function block(doc: Doc, heading: string, lines: string[], x: number, y: number, blockWidth: number) {
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text(heading, x, y, { width: blockWidth, characterSpacing: 1 });
  doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(10);
  for (const line of lines.filter(Boolean)) doc.text(pdfText(line), x, doc.y, { width: blockWidth });
}

/**
 * What was chosen for a line, as lines under its name (domain/line-words.ts); `giftWrap` is what the wrap cost, if the paper says.
 * A gift card line says its card in its words, never a metal, size or wrap (decision record 050).
 */
function choices(item: PrintedLine, order: Pick<PrintedOrder, 'currency' | 'sizeSystem'>, giftWrap = ''): string[] {
  if (item.giftCard) return [giftCardLineWords(item.giftCard, order.currency)];
  return [
    linePiece(item, { sizeSystem: order.sizeSystem }),
    ...lineExtras(item, { text: 'plain', giftWrap }).map(detailLine),
    item.madeToOrder ? 'Made to order' : 'Ready to ship',
  ];
}

interface Column {
  heading: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table of the order's lines: a row a line, the first column with the piece and its choices. */
/** A cell of `null` is a box to tick by hand (the standard fonts have no ballot box character). */
function lineTable(doc: Doc, columns: Column[], rows: Array<{ piece: string; details: string[]; cells: Array<string | null> }>) {
  const pieceWidth = width(doc) - columns.reduce((sum, column) => sum + column.width, 0);
  const header = doc.y;
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text('PIECE', left, header, { width: pieceWidth, characterSpacing: 1 });
  let x = left + pieceWidth;
  for (const column of columns) {
    doc.text(column.heading, x, header, { width: column.width, align: column.align ?? 'right', characterSpacing: 1 });
    x += column.width;
  }
  doc.y = header + 14;
  rule(doc);
  for (const row of rows) {
    if (doc.y > doc.page.height - PAGE.margin - 90) doc.addPage();
    const top = doc.y;
    doc
      .fillColor(INK)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(pdfText(row.piece), left, top, { width: pieceWidth - 10 });
    doc.font('Helvetica').fontSize(9).fillColor(MUTED);
    for (const detail of row.details) doc.text(pdfText(detail), left, doc.y, { width: pieceWidth - 10 });
    const bottom = doc.y;
    x = left + pieceWidth;
    doc.fillColor(INK).fontSize(10);
    row.cells.forEach((cell, index) => {
      const column = columns[index]!;
      if (cell === null)
        doc
          .rect(x + column.width - 12, top, 11, 11)
          .lineWidth(0.8)
          .strokeColor(INK)
          .stroke();
      else doc.text(pdfText(cell), x, top, { width: column.width, align: column.align ?? 'right' });
      x += column.width;
    });
    doc.y = Math.max(bottom, doc.y) + 8;
    rule(doc);
  }
  doc.x = left;
}

const placedOn = (order: Pick<PrintedOrder, 'createdAt'>) => order.createdAt.toISOString().slice(0, 10);

/** The packing slip: what goes in the parcel and where it goes, with no prices; the seller as the shop settings say it now. */
export function packingSlipPdf(seller: Seller, order: OrderView, options: DocumentOptions = {}): Promise<Buffer> {
  return render(
    `Packing slip, order ${order.number}`,
    (doc) => {
      letterhead(doc, seller, 'PACKING SLIP', [
        ['Order', String(order.number)],
        ['Placed', placedOn(order)],
        ['Shipping', order.shippingMethod.name],
      ]);
      addresses(doc, order);
      lineTable(
        doc,
        [
          { heading: 'QTY', width: 50 },
          { heading: 'PACKED', width: 60 },
        ],
        order.items.map((item) => ({ piece: item.productName, details: choices(item, order), cells: [String(item.quantity), null] })),
      );
      if (order.specialInstructions) {
        doc.moveDown(0.5).fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text('INSTRUCTIONS FROM THE SHOPPER', { characterSpacing: 1 });
        doc
          .moveDown(0.3)
          .fillColor(INK)
          .font('Helvetica')
          .fontSize(10)
          .text(pdfText(order.specialInstructions), { width: width(doc) });
      }
      doc
        .moveDown(1.5)
        .fillColor(MUTED)
        .fontSize(9)
        .text(pdfText(`${order.itemCount} ${order.itemCount === 1 ? 'piece' : 'pieces'}. Thank you for choosing ${seller.legalName}.`), { width: width(doc) });
    },
    seller,
    order.createdAt,
    options,
  );
}

/** Figures in two columns at the right, the last one bold; `after`, what it holds (the tax inside it), under it. */
export function figureRows(doc: Doc, rows: Array<[string, string]>, last: [string, string], after: Array<[string, string]> = []) {
  const labelX = left + width(doc) - 300;
  const figure = ([term, value]: [string, string]) => {
    const y = doc.y;
    // A long term ("Includes Oregon sales tax 7.25% on $1,234.56") wraps: the next row starts below it.
    doc.fillColor(MUTED).font('Helvetica').fontSize(10).text(pdfText(term), labelX, y, { width: 195 });
    const afterTerm = doc.y;
    doc.fillColor(INK).text(pdfText(value), labelX + 200, y, { width: 100, align: 'right' });
    doc.y = Math.max(afterTerm, doc.y);
    doc.moveDown(0.3);
  };
  rows.forEach(figure);
  const y = doc.y + 4;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(pdfText(last[0]), labelX, y, { width: 200 });
  doc.text(pdfText(last[1]), labelX + 200, y, { width: 100, align: 'right' });
  if (after.length > 0) doc.moveDown(0.4);
  after.forEach(figure);
}

/** A small note in the muted ink, across the page. */
export function footnote(doc: Doc, text: string) {
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(text), left, doc.y, { width: width(doc) });
}

/** The order's figures before its tax and total: subtotal, gift wrap, shipping, each discount. */
function totalRows(order: PrintedOrder, money: (minor: number) => string): Array<[string, string]> {
  return [
    ['Subtotal', money(order.subtotalMinor)],
    [LINE_TERMS.giftWrap, money(order.giftWrapMinor)],
    [`Shipping (${order.shippingMethod.name})`, money(order.shippingMinor)],
    ...(order.discounts.length > 0
      ? order.discounts.map((line): [string, string] => [discountTerm(line), discountValue(line.kind, line.amountMinor, money, '-')])
      : [['Discount', money(0)] as [string, string]]),
  ];
}

/**
 * The invoice: the lines with their prices, the order's totals, and how it is paid: paid, refunded
 * and still due. Numbered once the order was paid in full (decision record 027), and then drawn
 * from its copy (`seller` and `order` as they were when it was issued, its payment as the issuing
 * entry left it); before, it is a pro forma invoice (a request to pay, dated the day of the order,
 * the order and the seller as they are now), which says it is not a tax invoice.
 */
export function invoicePdf(
  seller: Seller,
  order: PrintedOrder,
  invoice: { number: string; issuedAt: Date } | null,
  options: DocumentOptions = {},
): Promise<Buffer> {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const title = invoice ? ORDER_DOCUMENT_WORDS.invoice : ORDER_DOCUMENT_WORDS.proForma;
  return render(
    invoice ? `${title} ${invoice.number}, order ${order.number}` : `${title}, order ${order.number}`,
    (doc) => {
      letterhead(
        doc,
        seller,
        title.toUpperCase(),
        [
          ...(invoice ? [['Invoice', invoice.number] as [string, string]] : []),
          ['Order', String(order.number)],
          ['Date', invoice ? invoice.issuedAt.toISOString().slice(0, 10) : placedOn(order)],
        ],
        taxNumberLines(order.tax, seller.taxNumber),
      );
      if (!invoice) {
        footnote(doc, ORDER_DOCUMENT_WORDS.proFormaNote);
        doc.moveDown(1);
      }
      addresses(doc, order);
      lineTable(
        doc,
        [
          { heading: 'QTY', width: 40 },
          { heading: 'UNIT PRICE', width: 85 },
          { heading: 'AMOUNT', width: 85 },
        ],
        order.items.map((item) => ({
          piece: item.productName,
          details: choices(item, order, money(item.giftWrapMinor)),
          cells: [String(item.quantity), money(item.priceMinor), money(item.lineTotalMinor)],
        })),
      );
      // Tax added by the total comes before it; tax the prices carry is said under it ("Includes VAT 19% …").
      const taxes = taxFigures(order.tax.lines, order.tax.included, money);
      figureRows(doc, [...totalRows(order, money), ...(order.tax.included ? [] : taxes)], ['Total', money(order.totalMinor)], order.tax.included ? taxes : []);
      // How it was paid — the gift cards and store credit first, then the payment's share (domain/paid-with.ts,
      // as the e-mails and the order pages say it) — and the payment's ledger figures: paid, refunded, still due.
      const { figures } = order.payment;
      const tendered = (order.payment.tenders ?? []).length > 0 ? howPaid(order).map((line): [string, string] => [line.label, money(line.amountMinor)]) : [];
      doc.moveDown(1);
      figureRows(
        doc,
        [
          ...tendered,
          ['Payment method', paymentMethodName(order.payment.method)],
          ['Paid', money(figures.amountPaidMinor)],
          ...(figures.amountAuthorizedMinor > 0 ? [['Authorised, not yet taken', money(figures.amountAuthorizedMinor)] as [string, string]] : []),
          ['Refunded', figures.amountRefundedMinor > 0 ? `-${money(figures.amountRefundedMinor)}` : money(0)],
        ],
        ['Amount due', money(figures.amountDueMinor)],
      );
      doc.moveDown(2);
      footnote(doc, `Prices in ${order.currency}. Thank you for your order.`);
    },
    seller,
    invoice ? invoice.issuedAt : order.createdAt,
    options,
  );
}
