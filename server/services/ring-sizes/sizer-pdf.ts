/**
 * The printable ring sizer (decision record 057): one A4 page drawn with pdfkit (the library the order
 * papers use) — a ruler in millimetres whose scale is exact (1 mm = 72/25.4 points, so printed at
 * "actual size" it measures true), a strip to cut out and wrap around the finger, and how to read both
 * with the shop's conversion table.
 */
import PDFDocument from 'pdfkit';
import { conversionTable, millimetreWords, SIZE_SYSTEMS } from '../../../domain/ring-sizes.ts';

/** One millimetre in PDF points: a point is 1/72 inch, an inch 25.4 mm. */
const MM = 72 / 25.4;
/** The ruler's length in millimetres, and where it starts on the page (points from the left and the top). */
export const RULER_MM = 120;
const LEFT = 56;
const RULER_TOP = 170;

type Doc = InstanceType<typeof PDFDocument>;

/** A tick every millimetre, longer every 5 and 10, numbered every 10: each tick one path of its own. */
function ruler(doc: Doc, top: number, label: string): void {
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#222')
    .text(label, LEFT, top - 22);
  doc.lineWidth(0.4).strokeColor('#000');
  for (let mm = 0; mm <= RULER_MM; mm += 1) {
    const x = LEFT + mm * MM;
    const length = mm % 10 === 0 ? 14 : mm % 5 === 0 ? 10 : 6;
    doc
      .moveTo(x, top)
      .lineTo(x, top + length)
      .stroke();
    if (mm % 10 === 0)
      doc
        .font('Helvetica')
        .fontSize(7)
        .text(String(mm), x - 6, top + 16, { width: 12, align: 'center' });
  }
  doc
    .moveTo(LEFT, top)
    .lineTo(LEFT + RULER_MM * MM, top)
    .stroke();
}

const STEPS = [
  'Print this page at 100% ("Actual size"), never "Fit to page". Check the 50 mm bar with a ruler first.',
  'Strip: cut out the paper strip below, wrap it snugly around the base of your finger, and mark where its end meets.',
  'Read the mark on the strip in millimetres: that is your ring size\u2019s inner circumference. Choose it in the size list (or find it in the table).',
  'Existing ring: lay a ring that fits on the ruler and read its inside diameter; multiply it by 3.14 for the circumference.',
  'Between two sizes? Choose the larger one: fingers are larger in the warmth and at the end of the day.',
];

/** The sizer as a PDF file. */
export function ringSizerPdf(shopName: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${shopName} ring sizer`, Author: shopName } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.font('Helvetica-Bold').fontSize(20).fillColor('#111').text(`${shopName} ring sizer`, LEFT, 56);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text('Ring sizes are inner circumferences in millimetres (ISO 8653).', LEFT, 84);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#222').text('50 mm check bar', LEFT, 110);
  doc.rect(LEFT, 124, 50 * MM, 6).fill('#222');

  ruler(doc, RULER_TOP, 'RULER (MILLIMETRES)');
  // The strip: a ruler inside a box to cut out.
  doc
    .lineWidth(0.6)
    .dash(3, { space: 3 })
    .rect(LEFT - 6, RULER_TOP + 58, RULER_MM * MM + 12, 44)
    .stroke()
    .undash();
  ruler(doc, RULER_TOP + 80, 'STRIP: CUT ALONG THE DASHED LINE');

  let y = RULER_TOP + 130;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#111').text('How to measure', LEFT, y);
  y += 18;
  for (const [i, step] of STEPS.entries()) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#222')
      .text(`${i + 1}. ${step}`, LEFT, y, { width: 480 });
    y = doc.y + 4;
  }
  y += 10;
  doc.font('Helvetica-Bold').fontSize(11).text('Sizes', LEFT, y);
  y += 16;
  const tableRow = (cells: readonly string[], font: string) =>
    cells.forEach((cell, i) =>
      doc
        .font(font)
        .fontSize(8)
        .text(cell, LEFT + i * 90, y),
    );
  tableRow(['Circumference', ...SIZE_SYSTEMS], 'Helvetica-Bold');
  y += 12;
  for (const row of conversionTable(4, 11)) {
    tableRow([millimetreWords(row.tenths), ...SIZE_SYSTEMS.map((system) => row.sizes[system])], 'Helvetica');
    y += 11;
  }
  doc.end();
  return done;
}
