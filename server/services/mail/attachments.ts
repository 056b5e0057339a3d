/**
 * Files sent with a message (decision record 060): the ring sizer's PDF today. An attachment
 * travels with its message through the `mail_outbox` row (its bytes in base64), so every shop
 * instance can send or retry it, and the row is emptied of them once the message is sent. The row
 * stays small: a message's files together are refused past MAX_ATTACHMENT_BYTES, and a file's name
 * and type must be plain enough to go into a MIME header as they are.
 */
import type { StoredAttachment } from '../../db/schema/index.ts';

export interface MailAttachment {
  /** The name the recipient's mail program saves it under: "ring-sizer.pdf". */
  fileName: string;
  /** Its MIME type: "application/pdf". */
  contentType: string;
  content: Buffer;
}

/** The most a message's files may weigh together, in bytes: documents of a page or two, never photos or archives. */
export const MAX_ATTACHMENT_BYTES = 256 * 1024;
/** The most files one message carries. */
const MAX_ATTACHMENTS = 4;

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const CONTENT_TYPE = /^[a-z]+\/[a-z0-9.+-]{1,100}$/;

/** A message whose files break a rule is a mistake of its caller: it is refused before anything is queued. */
export class AttachmentRefused extends Error {}

/** The files as the outbox row keeps them, once checked against the rules above. */
export function storedAttachments(attachments: readonly MailAttachment[] | undefined): StoredAttachment[] {
  if (!attachments?.length) return [];
  if (attachments.length > MAX_ATTACHMENTS) throw new AttachmentRefused(`a message carries at most ${MAX_ATTACHMENTS} files`);
  const bytes = attachments.reduce((total, file) => total + file.content.length, 0);
  if (bytes > MAX_ATTACHMENT_BYTES) throw new AttachmentRefused(`a message's files weigh ${bytes} bytes, more than ${MAX_ATTACHMENT_BYTES}`);
  return attachments.map(({ fileName, contentType, content }) => {
    if (!FILE_NAME.test(fileName)) throw new AttachmentRefused(`the file name ${JSON.stringify(fileName)} is not a plain one`);
    if (!CONTENT_TYPE.test(contentType)) throw new AttachmentRefused(`the content type ${JSON.stringify(contentType)} is not a plain one`);
    return { fileName, contentType, base64: content.toString('base64') };
  });
}

/** The files of a row read back; none is undefined, as the transport takes it. */
export function attachmentsOf(stored: readonly StoredAttachment[] | null | undefined): MailAttachment[] | undefined {
  if (!stored?.length) return undefined;
  return stored.map(({ fileName, contentType, base64 }) => ({ fileName, contentType, content: Buffer.from(base64, 'base64') }));
}

/**
 * The body of a message with files, as RFC 2046 multipart/mixed: the text first (8-bit, as a
 * message without files), then each file in base64 lines of 76 characters (RFC 2045 §6.8).
 */
export function multipartBody(boundary: string, text: string, attachments: readonly MailAttachment[]): string {
  const parts = [
    ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', text].join('\r\n'),
    ...attachments.map((file) =>
      [
        `Content-Type: ${file.contentType}; name="${file.fileName}"`,
        `Content-Disposition: attachment; filename="${file.fileName}"`,
        'Content-Transfer-Encoding: base64',
        '',
        (file.content.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n'),
      ].join('\r\n'),
    ),
  ];
  return `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--`;
}
