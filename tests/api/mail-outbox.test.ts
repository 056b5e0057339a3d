/**
 * Mail goes through the `mail_outbox` table: queued with the data it belongs to, delivered at once
 * when it can be, kept and retried with a growing wait when it cannot (the SMTP server down), and
 * delivered once even when several senders look at the same queue.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../server/db/schema/index.ts';
import { sendMail, type MailConfig, type MailMessage } from '../../server/services/mail/index.ts';
import {
  deliverClaimed,
  deliverDue,
  deliverMail,
  enqueueMail,
  retryDelayMs,
  sendQueued,
  startMailSender,
  type MailSender,
} from '../../server/services/mail/index.ts';
import { FakeSmtp } from '../support/fake-smtp.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const message = (to = uniqueEmail('mail')): MailMessage => ({ to, subject: 'Your order', text: 'Thank you.\nLine two.' });
const row = async (id: number) => (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

/** A local port nobody listens on: connecting to it is refused at once. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('retryDelayMs', () => {
  it('doubles from 30 seconds up to an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(60 * 60_000);
    expect(retryDelayMs(500)).toBe(60 * 60_000);
  });
});

describe('without SMTP', () => {
  it('writes the .eml file before the call returns, and marks the message sent', async () => {
    const mail = message();
    await sendQueued(shop.database.db, shop.config, mail);
    const [eml] = await outboxMessages(shop, mail.to);
    expect(eml).toContain(`To: ${mail.to}\r\n`);
    expect(eml).toContain('Subject: Your order\r\n');
    // The text as queued, then who the seller is (the shop settings), under the signature separator.
    const footer = ['-- ', 'Test Jewellers', '1120 NW Couch Street, Suite 410, Portland, OR 97209, United States', 'care@lumenandloom.com · +1 (503) 555-0142'];
    expect(eml!.endsWith(`\r\n\r\nThank you.\r\nLine two.\r\n\r\n${footer.join('\r\n')}\r\n`)).toBe(true);
    const [stored] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(stored).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date) });
  });

  it('marks messages delivered at the same moment sent together: one statement for the first, one for all the others', async () => {
    const db = shop.database.db;
    const mails = Array.from({ length: 8 }, () => message());
    const ids = await Promise.all(mails.map((mail) => enqueueMail(db, mail)));
    const marks: unknown[][] = [];
    const realQuery = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const query = args[0] as string | { text?: string; values?: unknown[] };
      if (typeof query !== 'string' && query.text?.includes('UPDATE mail_outbox SET sent_at'))
        marks.push((args[1] as unknown[] | undefined) ?? query.values ?? []);
      return (realQuery as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof realQuery;
    try {
      // Claimed when queued, as an order's confirmation is: each delivery starts at once.
      await Promise.all(ids.map((id, i) => deliverClaimed(db, shop.config, { ...mails[i]!, id, attempts: 1 }, { transport: async () => {} })));
    } finally {
      pg.Client.prototype.query = realQuery;
    }
    expect(marks).toHaveLength(2);
    expect(marks.flatMap(([batch]) => batch as number[]).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) expect(await row(id)).toMatchObject({ lastError: null, sentAt: expect.any(Date) });
  });

  it('queues in the caller’s transaction: nothing is sent for one rolled back', async () => {
    const kept = message();
    const dropped = message();
    const id = await shop.database.db.transaction(async (tx) => enqueueMail(tx, kept));
    await shop.database.db
      .transaction(async (tx) => {
        await enqueueMail(tx, dropped);
        throw new Error('the order failed');
      })
      .catch(() => {});
    await deliverMail(shop.database.db, shop.config, id);
    expect(await outboxMessages(shop, kept.to)).toHaveLength(1);
    expect(await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, dropped.to))).toEqual([]);
  });

  it('makes the outbox folder when it is missing, the first time and after someone removed it', async () => {
    const outboxDir = path.join(shop.config.dataDir, 'outbox-made-on-demand');
    const config: MailConfig = { ...shop.config, outboxDir };
    for (let round = 0; round < 2; round++) {
      await rm(outboxDir, { recursive: true, force: true });
      const { file } = await sendMail(config, message());
      expect(path.dirname(file!)).toBe(outboxDir);
      expect(await readFile(file!, 'utf8')).toContain('Line two.');
    }
  });

  it('a folder that cannot be written keeps the message for a retry', async () => {
    // A file stands where the outbox folder should be made.
    const notAFolder = path.join(shop.config.dataDir, 'not-a-folder');
    await writeFile(notAFolder, '');
    const blocked: MailConfig = { ...shop.config, outboxDir: path.join(notAFolder, 'outbox') };
    const mail = message();
    await sendQueued(shop.database.db, blocked, mail);
    const [stored] = await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, mail.to));
    expect(stored).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringContaining('ENOTDIR') });
    expect(stored!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
  });
});

describe('with an SMTP server that is down', () => {
  it('keeps the message, retries it with a doubling wait, and delivers it once the server answers', async () => {
    const port = await closedPort();
    const config: MailConfig = { ...shop.config, smtpUrl: `smtp://127.0.0.1:${port}` };
    const retry = { baseMs: 200, maxMs: 5_000 };
    const attempts: number[] = [];
    // Only this message's attempts: the loop also takes what earlier tests left due meanwhile.
    const transport = async (c: MailConfig, m: MailMessage) => {
      if (m.to === mail.to) attempts.push(performance.now());
      return sendMail(c, m);
    };

    const mail = message();
    const id = await enqueueMail(shop.database.db, mail);
    await deliverMail(shop.database.db, config, id, { transport, retry });
    await expect.poll(async () => (await row(id)).lastError, { timeout: 5_000 }).toMatch(/ECONNREFUSED/);
    expect(await row(id)).toMatchObject({ attempts: 1, sentAt: null });

    const sender = startMailSender(shop.database.db, config, { transport, retry, pollMs: 100, log: () => {} });
    cleanups.push(() => sender.stop());
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const gaps = attempts.slice(1, 4).map((at, i) => at - attempts[i]!);
    // 200 ms, then 400, then 800: each wait at least the policy's (less a timer's slack). Compared
    // with the policy, not with the wait before: on a busy machine the first wait runs long.
    expect(gaps[0]).toBeGreaterThanOrEqual(150);
    expect(gaps[1]).toBeGreaterThanOrEqual(350);
    expect(gaps[2]).toBeGreaterThanOrEqual(750);
    expect((await row(id)).sentAt).toBeNull();

    const smtp = new FakeSmtp();
    await smtp.listen(port);
    cleanups.push(() => smtp.close());
    await expect.poll(async () => (await row(id)).sentAt, { timeout: 10_000 }).toBeInstanceOf(Date);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain(`To: ${mail.to}`);
    expect(smtp.messages[0]).toContain('Thank you.');
  }, 30_000);
});

describe('several senders', () => {
  it('deliver each message once', async () => {
    const mails = Array.from({ length: 12 }, () => message());
    for (const mail of mails) await enqueueMail(shop.database.db, mail);
    const delivered: string[] = [];
    const transport = async (_c: MailConfig, m: MailMessage) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      delivered.push(m.to);
    };
    await Promise.all([1, 2, 3].map(() => deliverDue(shop.database.db, shop.config, { transport })));
    const ours = delivered.filter((to) => mails.some((mail) => mail.to === to));
    expect(ours.sort()).toEqual(mails.map((mail) => mail.to).sort());
  });

  it('deliver each message once when their claims meet on rows a claim under way holds', async () => {
    const mails = Array.from({ length: 6 }, () => message());
    const ids: number[] = [];
    for (const mail of mails) ids.push(await enqueueMail(shop.database.db, mail));
    const delivered: string[] = [];
    const transport = async (_c: MailConfig, m: MailMessage) => void delivered.push(m.to);
    // Senders woken together rarely run their claims in the same millisecond; here another claim
    // holds the messages' rows while three senders look, so theirs meet for certain. The holder and
    // the watcher have connections of their own (the pool's four serve the senders).
    const [holder, watcher] = [0, 1].map(() => new pg.Client(shop.database.pool.options.connectionString));
    await Promise.all([holder!.connect(), watcher!.connect()]);
    try {
      await holder!.query('BEGIN');
      await holder!.query('SELECT id FROM mail_outbox WHERE id = ANY($1) FOR UPDATE', [ids]);
      let settled = 0;
      const senders = [1, 2, 3].map(() => deliverDue(shop.database.db, shop.config, { transport }).finally(() => settled++));
      // Each sender passes the held rows by, or waits for them (and would then send them again after another).
      const waiting = async () =>
        (
          await watcher!.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%mail_outbox%'`,
          )
        ).rows[0].n as number;
      await expect.poll(async () => settled + (await waiting()), { timeout: 10_000, interval: 20 }).toBe(3);
      await holder!.query('COMMIT');
      await Promise.all(senders);
    } finally {
      await Promise.all([holder!.end(), watcher!.end()]);
    }
    await deliverDue(shop.database.db, shop.config, { transport });
    const ours = delivered.filter((to) => mails.some((mail) => mail.to === to));
    expect(ours.sort()).toEqual(mails.map((mail) => mail.to).sort());
  });

  it('the loop delivers what is queued when woken, and stops when asked', async () => {
    const delivered: string[] = [];
    let sender: MailSender | undefined = startMailSender(shop.database.db, shop.config, {
      transport: async (_c, m) => void delivered.push(m.to),
      pollMs: 60_000,
      log: () => {},
    });
    cleanups.push(async () => sender?.stop());
    const mail = message();
    await enqueueMail(shop.database.db, mail);
    sender.wake();
    await expect.poll(() => delivered.includes(mail.to), { timeout: 5_000 }).toBe(true);
    await sender.stop();
    sender = undefined;
    const later = message();
    const id = await enqueueMail(shop.database.db, later);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).not.toContain(later.to);
    expect((await row(id)).attempts).toBe(0);
  });
});

describe('an order while the mail server is down', () => {
  it('is placed; its confirmation waits in the outbox and goes out once the server answers', async () => {
    const port = await closedPort();
    const { oneSize } = await findPieces(shop);
    const shopper = await registerShopper(shop);
    // Confirmations go to a confirmed address only; confirming it is the account tests' subject.
    await shop.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, shopper.id));
    shop.config.smtpUrl = `smtp://127.0.0.1:${port}`;
    cleanups.push(async () => (shop.config.smtpUrl = undefined));

    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, [{ variantId: oneSize.variantId, metal: oneSize.metals[0], quantity: 1 }]),
      shopper.auth,
    );
    expect(placed.status).toBe(201);
    // The shopper's other mail (the address confirmation) is not the one looked at here.
    const queued = async () =>
      (await shop.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, shopper.email))).find((mail) =>
        mail.subject.includes(String(placed.body.number)),
      );
    await expect.poll(async () => (await queued())?.lastError, { timeout: 5_000 }).toMatch(/ECONNREFUSED/);
    expect(await queued()).toMatchObject({ attempts: 1, sentAt: null });

    const smtp = new FakeSmtp();
    await smtp.listen(port);
    cleanups.push(() => smtp.close());
    // The sender loop's next turn, without waiting out the 30-second backoff.
    await shop.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, (await queued())!.id));
    expect((await deliverDue(shop.database.db, shop.config)).failed).toBe(0);
    expect(smtp.messages.filter((message) => message.includes(`To: ${shopper.email}`))).toHaveLength(1);
    expect((await queued())?.sentAt).toBeInstanceOf(Date);
  });
});
