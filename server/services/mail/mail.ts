/**
 * Outgoing e-mail. With SMTP_URL it goes out through nodemailer; without it each message is
 * written to the outbox folder as one RFC 5322 `.eml` file, readable in any mail program (and by
 * the tests, which follow the links in it). Messages pass through the `mail_outbox` table first
 * (mail-outbox.ts), so one that cannot be sent now is retried later.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { sellerFooterLines, type Seller } from '../../../domain/seller.ts';
import { multipartBody, type MailAttachment } from './attachments.ts';

export interface MailConfig {
  shopName: string;
  smtpUrl: string | undefined;
  outboxDir: string;
  publicUrl: string | undefined;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; lines are kept as they are (links are never wrapped). */
  text: string;
  /**
   * Headers beyond the usual ones, by name. Only marketing letters have any (List-Unsubscribe,
   * made by content/marketing-mail.ts); order and account mail have none.
   */
  headers?: Record<string, string>;
  /** Files sent with it (attachments.ts: bounded, plain names); only the ring sizer's mail has any. */
  attachments?: MailAttachment[];
}

/**
 * A message's text with the seller's details under it (domain/seller.ts `sellerFooterLines`),
 * after the signature separator of RFC 3676 ("-- "), so mail programs show it as a footer.
 */
export function withSellerFooter(text: string, seller: Seller): string {
  // A shop whose row is missing (no migration yet) has no seller to name.
  if (!seller.legalName) return text;
  return `${text.replace(/\s+$/, '')}\n\n-- \n${sellerFooterLines(seller).join('\n')}`;
}

/** Where links in e-mails point: the configured public address, or the shop on this machine. */
export function shopBaseUrl(config: Pick<MailConfig, 'publicUrl'>): string {
  return (config.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}

function senderAddress(config: MailConfig): string {
  const host = new URL(shopBaseUrl(config)).hostname || 'localhost';
  return `${encodeHeader(config.shopName.replace(/["\\]/g, ''), true)} <no-reply@${host}>`;
}

/** RFC 2047: a header with characters beyond ASCII travels base64-encoded. */
function encodeHeader(value: string, quoteIfPlain = false): string {
  if (/^[\x20-\x7e]*$/.test(value)) return quoteIfPlain ? `"${value}"` : value;
  return `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** Header values never carry a line break: a name typed with one cannot add headers. */
const singleLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

function renderEml(config: MailConfig, message: MailMessage, date = new Date()): string {
  const host = new URL(shopBaseUrl(config)).hostname || 'localhost';
  const text = message.text.replace(/\r?\n/g, '\r\n');
  // A message with files is multipart/mixed (attachments.ts); one without stays a single text part.
  const boundary = message.attachments?.length ? `=_${randomBytes(12).toString('hex')}` : undefined;
  const headers = [
    `From: ${senderAddress(config)}`,
    `To: ${singleLine(message.to)}`,
    `Subject: ${encodeHeader(singleLine(message.subject))}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${date.getTime()}.${randomBytes(6).toString('hex')}@${host}>`,
    'MIME-Version: 1.0',
    ...(boundary ? [`Content-Type: multipart/mixed; boundary="${boundary}"`] : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit']),
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${singleLine(name)}: ${singleLine(value)}`),
  ];
  const body = boundary ? multipartBody(boundary, text, message.attachments!) : text;
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}

const transports = new Map<string, Transporter>();

/**
 * Bounded waits: a mail server that does not answer fails the attempt within seconds, and the
 * message waits in the outbox for its retry (mail-outbox.ts) instead of holding a sender.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends one message, or writes it to the outbox folder; answers the outbox file when there is one.
 * This is the transport: callers queue mail with `enqueueMail` (mail-outbox.ts), which survives a
 * failure here and retries it.
 */
export async function sendMail(config: MailConfig, message: MailMessage): Promise<{ file?: string }> {
  if (config.smtpUrl) {
    await smtpTransport(config.smtpUrl).sendMail({
      from: senderAddress(config),
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: message.headers,
      attachments: message.attachments?.map(({ fileName, contentType, content }) => ({ filename: fileName, contentType, content })),
    });
    return {};
  }
  const date = new Date();
  const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_').slice(0, 80);
  const file = path.join(config.outboxDir, `${date.toISOString().replace(/[:.]/g, '-')}-${recipient}-${randomBytes(3).toString('hex')}.eml`);
  const eml = renderEml(config, message, date);
  // Written synchronously: one small file costs the event loop 40–120 µs this way, and 190–220 µs
  // of processor time through libuv's thread pool (three hand-offs: open, write, close), which
  // at the full order rate cost a sixth of the orders a second (docs/decisions/019).
  try {
    writeFileSync(file, eml, 'utf8');
  } catch (error) {
    // The folder is made when it is missing (the first message, or after someone removed it), not before every message.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(config.outboxDir, { recursive: true });
    writeFileSync(file, eml, 'utf8');
  }
  return { file };
}
