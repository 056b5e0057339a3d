/** Reading a PDF the shop made, in a test: the text it shows, one shown run a line. */
import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: its page streams inflated, and the strings of their text operators
 * decoded (the standard fonts write each string as hex codes of Windows-1252).
 */
/** Windows-1252's characters at 0x80–0x9F, where it differs from Latin-1 (Node's decoder may lack them): the rest is Latin-1. */
const CP1252_HIGH = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
const fromWindows1252 = (bytes: Buffer) =>
  [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');

export function pdfShownText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const shown: string[] = [];
  for (const [, data] of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(data!, 'latin1')).toString('latin1');
    } catch {
      content = data!;
    }
    for (const [, operands] of content.matchAll(/\[(.*?)\] TJ/g)) {
      shown.push([...operands!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => fromWindows1252(Buffer.from(hex!, 'hex'))).join(''));
    }
  }
  return shown.join('\n');
}

/** A vertical stroke of a PDF's drawing (`x y m x y2 l S`): where it stands, its top and its length, in points. */
export interface VerticalStroke {
  x: number;
  top: number;
  length: number;
}

/** The vertical strokes of a PDF's drawing, from its inflated page streams: the ticks of the ring sizer's rulers. */
export function pdfVerticalStrokes(pdf: Buffer): VerticalStroke[] {
  const strokes: VerticalStroke[] = [];
  for (const [, data] of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(data!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const [, x1, y1, x2, y2] of content.matchAll(/([\d.]+) ([\d.]+) m\s+([\d.]+) ([\d.]+) l\s+S/g)) {
      if (Number(x1) === Number(x2)) strokes.push({ x: Number(x1), top: Math.min(Number(y1), Number(y2)), length: Math.abs(Number(y2) - Number(y1)) });
    }
  }
  return strokes;
}

/** The ticks of the topmost ruler (the strokes starting highest on the page), left to right: their x in points. */
export function rulerTicks(pdf: Buffer): number[] {
  const strokes = pdfVerticalStrokes(pdf);
  const top = Math.min(...strokes.map((stroke) => stroke.top));
  return strokes
    .filter((stroke) => stroke.top === top)
    .map((stroke) => stroke.x)
    .sort((a, b) => a - b);
}
