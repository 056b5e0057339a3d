/**
 * "E-mail me the sizer" (decision record 060): the printable sizer queued as a PDF attached, to any
 * address typed, limited per client and per recipient, the same answer for every address; and the
 * mail outbox's attachments, bounded, kept through a retry and handed to the SMTP server.
 */
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGES } from '../../domain/schemas/email.ts';
import { SIZER_MAIL_MESSAGES } from '../../domain/ring-sizes.ts';
import { mailOutbox } from '../../server/db/schema/index.ts';
import { AttachmentRefused, deliverDue, enqueueMail, MAX_ATTACHMENT_BYTES } from '../../server/services/mail/index.ts';
import { eraseCustomer } from '../../server/services/privacy/index.ts';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { RULER_MM, SIZER_FILE_NAME } from '../../server/services/ring-sizes/index.ts';
import { retryAfter, sendFrom } from '../support/client-address.ts';
import { FakeSmtp } from '../support/fake-smtp.ts';
import { mimeAttachments, mimeParts } from '../support/mime.ts';
import { pdfShownText, rulerTicks } from '../support/pdf.ts';
import { outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const SIZER_MAIL = '/api/ring-sizes/sizer-mail';
const LIMIT_MESSAGE = 'The ring sizer has been e-mailed several times in a short time. Please wait before asking again, or download it from this page.';
const rowsTo = (to: string) => shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A local port nobody listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The sizer's ruler checked as the sizer's own test does: every millimetre 72/25.4 points from the last. */
function expectTrueRuler(pdf: Buffer) {
  const ticks = rulerTicks(pdf);
  expect(ticks).toHaveLength(RULER_MM + 1);
  for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]! - ticks[i - 1]!).toBeCloseTo(72 / 25.4, 2);
}

describe('e-mailing the sizer', () => {
  it('queues the sizer as a PDF attached, with a short how-to and no link but the shop’s; the answer names the address', async () => {
    const email = uniqueEmail('sizer');
    const answer = await send(shop, 'POST', SIZER_MAIL, { email: `  ${email} ` });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ sentTo: email, message: SIZER_MAIL_MESSAGES.sent(email) });
    expect(answer.body.message).toContain(email);

    const [eml, ...more] = await outboxMessages(shop, email);
    expect(more).toEqual([]);
    expect(eml).toContain('Subject: Your Test Jewellers ring sizer\r\n');
    const [text, ...files] = mimeParts(eml!);
    expect(text!.content.toString('utf8')).toContain('Cut out the paper strip, wrap it snugly around the base of your finger');
    const links = text!.content.toString('utf8').match(/\bhttps?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.startsWith(shop.config.publicUrl!)).toBe(true);

    expect(files.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([{ fileName: SIZER_FILE_NAME, contentType: 'application/pdf' }]);
    const pdf = files[0]!.content;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectTrueRuler(pdf);
    expect(pdfShownText(pdf)).toContain('Print this page at 100%');

    // Sent: the row keeps its text for the week, not the file's bytes.
    const [row] = await rowsTo(email);
    expect(row).toMatchObject({ sentAt: expect.any(Date), attachments: [] });
  });

  it('refuses an address that is not one (400, the form’s words) and queues nothing', async () => {
    for (const [email, message] of [
      ['not-an-address', EMAIL_MESSAGES.invalid],
      ['', EMAIL_MESSAGES.required],
      [`${'a'.repeat(250)}@example.com`, EMAIL_MESSAGES.invalid],
    ] as const) {
      const answer = await send(shop, 'POST', SIZER_MAIL, { email });
      expect(answer.status, email).toBe(400);
      expect(answer.body.error.message, email).toBe(message);
      expect(await rowsTo(email)).toEqual([]);
    }
    expect((await send(shop, 'POST', SIZER_MAIL, {})).status).toBe(400);
  });

  it('answers an address with an account as one without: the same words, the same mail', async () => {
    const shopper = await registerShopper(shop);
    const stranger = uniqueEmail('stranger');
    const known = await send(shop, 'POST', SIZER_MAIL, { email: shopper.email });
    const unknown = await send(shop, 'POST', SIZER_MAIL, { email: stranger });
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body.message.replace(shopper.email, '<address>')).toBe(unknown.body.message.replace(stranger, '<address>'));
    const bodyOf = async (to: string) => (await outboxMessages(shop, to)).filter((m) => m.includes('ring sizer'));
    const [knownMail] = await bodyOf(shopper.email);
    const [unknownMail] = await bodyOf(stranger);
    expect(mimeParts(knownMail!)[0]!.content.toString()).toBe(mimeParts(unknownMail!)[0]!.content.toString());
  });
});

describe('the limits', () => {
  it('per recipient: a few a day from any client, even at once; then 429 with Retry-After and the message, and nothing more is queued', async () => {
    const { limit, windowSeconds } = FORM_LIMITS.sizerMailPerRecipient;
    const email = uniqueEmail('flooded');
    // From as many clients as requests, all at once (a double click, or a script spread over addresses).
    const answers = await Promise.all(Array.from({ length: limit + 3 }, (_, i) => sendFrom(shop, `198.51.100.${10 + i}`, 'POST', SIZER_MAIL, { email })));
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(limit);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.error.message).toBe(LIMIT_MESSAGE);
    retryAfter(refused[0]!.headers, windowSeconds);
    // The address in another case is the same recipient.
    expect((await send(shop, 'POST', SIZER_MAIL, { email: email.toUpperCase() })).status).toBe(429);
    expect(await rowsTo(email)).toHaveLength(limit);
  });

  it('per client: a few an hour whatever the addresses, then 429; the flood is one security event naming no address', async () => {
    const { limit, windowSeconds } = FORM_LIMITS.sizerMailPerClient;
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) statuses.push((await sendFrom(shop, ip, 'POST', SIZER_MAIL, { email: uniqueEmail(`client-${i}`) })).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(202), 429, 429]);
    const refused = await sendFrom(shop, ip, 'POST', SIZER_MAIL, { email: uniqueEmail('one-more') });
    expect(refused.body.error.message).toBe(LIMIT_MESSAGE);
    retryAfter(refused.headers, windowSeconds);
    const { rows } = await shop.database.pool.query(`SELECT email, user_id FROM security_events WHERE kind = 'sizer_mail_burst' AND ip = $1`, [ip]);
    expect(rows).toEqual([{ email: null, user_id: null }]);
    // Another client is not held back by this one.
    expect((await sendFrom(shop, '198.51.100.78', 'POST', SIZER_MAIL, { email: uniqueEmail('neighbour') })).status).toBe(202);
  });
});

describe('the outbox’s attachments', () => {
  it('keep the file through a failed attempt and hand it to the SMTP server once it answers; then the row lets it go', async () => {
    const port = await closedPort();
    shop.config.smtpUrl = `smtp://127.0.0.1:${port}`;
    cleanups.push(async () => (shop.config.smtpUrl = undefined));
    const email = uniqueEmail('smtp-sizer');
    expect((await send(shop, 'POST', SIZER_MAIL, { email })).status).toBe(202);
    await expect.poll(async () => (await rowsTo(email))[0]?.lastError, { timeout: 5_000 }).toMatch(/ECONNREFUSED/);
    const [waiting] = await rowsTo(email);
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null });
    expect(waiting!.attachments).toEqual([{ fileName: SIZER_FILE_NAME, contentType: 'application/pdf', base64: expect.any(String) }]);

    const smtp = new FakeSmtp();
    await smtp.listen(port);
    cleanups.push(() => smtp.close());
    // The sender loop's next turn (on any instance), without waiting out the backoff.
    await shop.database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, waiting!.id));
    expect((await deliverDue(shop.database.db, shop.config)).failed).toBe(0);
    const delivered = smtp.messages.filter((message) => message.includes(`To: ${email}`));
    expect(delivered).toHaveLength(1);
    const [file, ...others] = mimeAttachments(delivered[0]!);
    expect(others).toEqual([]);
    expect(file).toMatchObject({ fileName: SIZER_FILE_NAME, contentType: 'application/pdf' });
    expect(file!.content.equals(Buffer.from(waiting!.attachments[0]!.base64, 'base64'))).toBe(true);
    expectTrueRuler(file!.content);
    expect(await rowsTo(email)).toMatchObject([{ sentAt: expect.any(Date), attachments: [] }]);
  });

  it('go with the person’s erasure: the unsent message and its file, and the count kept under the address (privacy registry)', async () => {
    const shopper = await registerShopper(shop);
    const port = await closedPort();
    shop.config.smtpUrl = `smtp://127.0.0.1:${port}`;
    cleanups.push(async () => (shop.config.smtpUrl = undefined));
    expect((await send(shop, 'POST', SIZER_MAIL, { email: shopper.email })).status).toBe(202);
    await expect
      .poll(async () => (await rowsTo(shopper.email)).find((row) => row.attachments.length > 0)?.lastError, { timeout: 5_000 })
      .toMatch(/ECONNREFUSED/);
    const counted = `SELECT key FROM rate_limits WHERE position($1 in lower(key)) > 0`;
    expect((await shop.database.pool.query(counted, [shopper.email.toLowerCase()])).rows).not.toEqual([]);

    await eraseCustomer(shop.database.db, shopper.id, { uploadsDir: shop.config.uploadsDir, bookkeepingDays: 3650 });
    expect(await rowsTo(shopper.email)).toEqual([]);
    expect((await shop.database.pool.query(counted, [shopper.email.toLowerCase()])).rows).toEqual([]);
  });

  it('are refused past the size bound, or with a name or type that is not plain, before anything is queued', async () => {
    const to = uniqueEmail('too-big');
    const file = (bytes: number, fileName = 'a.pdf', contentType = 'application/pdf') => ({ fileName, contentType, content: Buffer.alloc(bytes, 1) });
    const mail = (attachments: ReturnType<typeof file>[]) => ({ to, subject: 'Files', text: 'See the files.', attachments });
    await expect(enqueueMail(shop.database.db, mail([file(MAX_ATTACHMENT_BYTES + 1)]))).rejects.toThrow(AttachmentRefused);
    await expect(enqueueMail(shop.database.db, mail([file(MAX_ATTACHMENT_BYTES / 2), file(MAX_ATTACHMENT_BYTES / 2 + 1, 'b.pdf')]))).rejects.toThrow(
      AttachmentRefused,
    );
    await expect(enqueueMail(shop.database.db, mail([file(10, 'x.pdf"\r\nBcc: someone@example.com')]))).rejects.toThrow(AttachmentRefused);
    await expect(enqueueMail(shop.database.db, mail([file(10, 'a.pdf', 'application/pdf\r\nX-Evil: 1')]))).rejects.toThrow(AttachmentRefused);
    expect(await rowsTo(to)).toEqual([]);
    // At the bound exactly, it is queued.
    expect(await enqueueMail(shop.database.db, mail([file(MAX_ATTACHMENT_BYTES)]))).toBeGreaterThan(0);
  });
});
