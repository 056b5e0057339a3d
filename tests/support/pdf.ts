/** Reading a PDF the shop made, in a test: the text it shows, one shown run a line. */
import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: its page streams inflated, and the strings of their text operators
 * decoded (the standard fonts write each string as hex codes of Windows-1252).
 */
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
      shown.push([...operands!.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')).join(''));
    }
  }
  return shown.join('\n');
}
