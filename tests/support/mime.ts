/**
 * Reading a raw e-mail's parts in a test: the shop's `.eml` files and what nodemailer hands an SMTP
 * server are both RFC 2046 multipart/mixed when a message carries files (decision record 060).
 */

export interface MimePart {
  headers: string;
  /** The part's body decoded: base64 undone; anything else as it came. */
  content: Buffer;
  fileName: string | undefined;
  contentType: string;
}

/** Header lines with their folded continuations joined (RFC 5322 §2.2.3). */
const unfold = (headers: string) => headers.replace(/\r\n[ \t]+/g, ' ');

/** The parts of a multipart message, in order; a message of one part answers none. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf('\r\n\r\n');
  const head = unfold(raw.slice(0, split));
  const boundary = /content-type:\s*multipart\/mixed;.*?boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return [];
  const body = raw.slice(split + 4);
  const end = body.indexOf(`--${boundary}--`);
  return body
    .slice(0, end < 0 ? undefined : end)
    .split(`--${boundary}\r\n`)
    .slice(1)
    .map((part) => {
      const at = part.indexOf('\r\n\r\n');
      const headers = unfold(part.slice(0, at));
      const text = part.slice(at + 4).replace(/\r\n$/, '');
      const base64 = /content-transfer-encoding:\s*base64/i.test(headers);
      return {
        headers,
        content: base64 ? Buffer.from(text.replace(/\s+/g, ''), 'base64') : Buffer.from(text, 'utf8'),
        fileName: /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1],
        contentType: /content-type:\s*([^;\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'text/plain',
      };
    });
}

/** The files of a raw message: its parts that name a file. */
export const mimeAttachments = (raw: string) => mimeParts(raw).filter((part) => part.fileName !== undefined);
