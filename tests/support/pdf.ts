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
