/**
 * Mail that must not be lost. A message is first written to the `mail_outbox` table — in the
 * caller's transaction when there is one, so an order and its confirmation are committed together
 * — and then delivered (server/services/mail/mail.ts: SMTP, or an `.eml` file in the outbox folder).
 * A delivery that fails (the SMTP server down, the disk full) leaves the message in the table, and
 * the sender loop tries it again later, waiting longer after each failure (exponential backoff).
 *
 * Delivery is at least once: a message is claimed for a while (a lease) before it is handed to
 * the transport, so two senders (two shop instances, or the request and the loop) never send it at
 * the same time, and one whose sender died mid-way is tried again when the lease ends.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, min, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { namedStatement, RELAXED_COMMIT, runNamed } from '../../db/prepared.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { inBatches } from '../caching/index.ts';
import { sendingShopSettings, sellerOf } from '../shop/index.ts';
import { attachmentsOf, storedAttachments } from './attachments.ts';
import { sendMail, withSellerFooter, type MailConfig, type MailMessage } from './mail.ts';

/** Sends one message or throws; the outbox hands each due message to one. */
type MailTransport = (config: MailConfig, message: MailMessage) => Promise<unknown>;

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

const DEFAULT_RETRY: RetryPolicy = { baseMs: 30_000, maxMs: 60 * 60_000 };

export interface OutboxOptions {
  transport?: MailTransport;
  retry?: RetryPolicy;
}

/** A claimed message is left alone this long; past it, a sender that died mid-way no longer holds it. */
const LEASE_MS = 5 * 60_000;
/** Messages claimed at once by the sender loop. */
const BATCH = 20;
/** How soon the loop looks again after the database failed it. */
const OUTAGE_RETRY_MS = 5_000;
/** Delivered messages hold personal details (names, addresses, links): they are deleted after a week. */
const KEEP_SENT_DAYS = 7;

const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Queues a message. Given a transaction, the message exists only if the transaction commits;
 * deliver it after the commit with `deliverMail`, or leave it to the sender loop. Its files go
 * into the row with it (refused past the bounds of attachments.ts), so any instance sends or
 * retries the whole message.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<number> {
  const attachments = storedAttachments(message.attachments);
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, headers: message.headers ?? {}, attachments })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');
  return row.id;
}

/** The wait before the next attempt of a message that has now failed `attempts` times (1, 2, ...). */
export function retryDelayMs(attempts: number, policy: RetryPolicy = DEFAULT_RETRY): number {
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

/** A message a sender holds for the lease, about to hand it to the transport. */
export interface ClaimedMail extends MailMessage {
  id: number;
  attempts: number;
}

/** A message's own headers as the transport takes them: none is an empty set (the column's default). */
const ownHeaders = (headers: Record<string, string> | undefined) => (headers && Object.keys(headers).length ? headers : undefined);

/**
 * The INSERT that queues a message already claimed by the request queuing it (its first attempt,
 * leased), as one part of that request's statement: `to`, `subject` and `text` are the
 * statement's parameters ($n) holding them, `source` the rows it is queued for (none: nothing is
 * queued). It answers the message's id. The sender loop leaves it alone for the lease, so the
 * request delivers it itself once committed (`deliverClaimed`), with no claim of its own.
 */
export function queueClaimedSql(params: { to: string; subject: string; text: string }, source: string): string {
  return `INSERT INTO mail_outbox ("to", subject, text, attempts, next_attempt_at)
    SELECT ${params.to}, ${params.subject}, ${params.text}, 1, now() + make_interval(secs => ${LEASE_MS / 1000}) FROM ${source}
    RETURNING id`;
}

/**
 * A mark lost in a crash of the machine means the message is sent again: its commit is not waited
 * for on disk. A sent message's files are dropped with the mark (the text is kept its week): the
 * table holds the bytes of unsent mail only.
 */
const MARK_SENT = namedStatement(
  'mail-sent',
  `WITH relaxed AS (SELECT ${RELAXED_COMMIT}) UPDATE mail_outbox SET sent_at = now(), last_error = NULL, attachments = '[]'::jsonb
    FROM relaxed WHERE id = ANY($1::int[])`,
);

/**
 * Marks delivered messages sent. Messages delivered while a mark is under way share the next one
 * (`inBatches`): under a load of orders, one statement marks many confirmations. A message whose
 * mark is lost (the process dies first) is sent again when its lease ends: delivery is at least
 * once, as before.
 */
const sentMarks = new WeakMap<Db, (ids: readonly number[]) => Promise<void>>();
function markSent(db: Db, ids: readonly number[]): Promise<void> {
  let mark = sentMarks.get(db);
  if (!mark) {
    mark = inBatches(async (batch: number[]) => {
      await runNamed(db, MARK_SENT, [batch]);
    });
    sentMarks.set(db, mark);
  }
  return mark(ids);
}

/** Takes up to `limit` due messages (those `where` also selects) for this sender, for the lease. */
async function claim(db: Db, limit: number, where?: SQL): Promise<ClaimedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`), where))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${seconds(LEASE_MS)}` })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      headers: mailOutbox.headers,
      attachments: mailOutbox.attachments,
      attempts: mailOutbox.attempts,
    });
  return claimed.map(({ attachments, ...message }) => ({ ...message, attachments: attachmentsOf(attachments) }));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** Hands each claimed message to the transport; records what became of it. */
async function deliver(db: Db, config: MailConfig, messages: ClaimedMail[], options: OutboxOptions): Promise<{ sent: number; failed: ClaimedMail[] }> {
  const transport = options.transport ?? sendMail;
  const failed: ClaimedMail[] = [];
  const sent: number[] = [];
  // Every e-mail ends with who the seller is, as the owner's shop settings say it when it is sent.
  const seller = sellerOf(await sendingShopSettings(db));
  for (const message of messages) {
    try {
      await transport(config, {
        to: message.to,
        subject: message.subject,
        text: withSellerFooter(message.text, seller),
        headers: ownHeaders(message.headers),
        attachments: message.attachments,
      });
    } catch (error) {
      failed.push(message);
      await db
        .update(mailOutbox)
        .set({ lastError: describe(error), nextAttemptAt: sql`now() + ${seconds(retryDelayMs(message.attempts, options.retry))}` })
        .where(eq(mailOutbox.id, message.id));
      continue;
    }
    sent.push(message.id);
  }
  if (sent.length) await markSent(db, sent);
  return { sent: sent.length, failed };
}

/**
 * Delivers one queued message now (call it after the transaction that queued it has committed).
 * It never throws: a failure stays in the outbox for the sender loop. Without SMTP the `.eml` file
 * is written before this resolves; an SMTP round trip runs in the background, so a slow mail
 * server never holds a request (nor lets a caller time it).
 */
export async function deliverMail(db: Db, config: MailConfig, id: number, options: OutboxOptions = {}): Promise<void> {
  await deliverNow(db, config, id, claim(db, 1, eq(mailOutbox.id, id)), options);
}

/**
 * Delivers a message its caller queued already claimed (`queueClaimedSql`), once the statement or
 * transaction that queued it has committed; otherwise as `deliverMail`.
 */
export async function deliverClaimed(db: Db, config: MailConfig, message: ClaimedMail, options: OutboxOptions = {}): Promise<void> {
  await deliverNow(db, config, message.id, Promise.resolve([message]), options);
}

async function deliverNow(db: Db, config: MailConfig, id: number, claimed: Promise<ClaimedMail[]>, options: OutboxOptions): Promise<void> {
  const attempt = claimed
    .then((messages) => deliver(db, config, messages, options))
    .then(({ failed }) => {
      for (const message of failed) console.error(`mail ${message.id} could not be sent now; it stays in the outbox and will be retried`);
    })
    .catch((error: unknown) => console.error(`mail ${id} could not be sent now; it stays in the outbox:`, describe(error)));
  if (!config.smtpUrl) await attempt;
}

/** Queues a message and delivers it at once: for a caller outside any transaction. */
export async function sendQueued(db: Db, config: MailConfig, message: MailMessage, options: OutboxOptions = {}): Promise<void> {
  await deliverMail(db, config, await enqueueMail(db, message), options);
}

/** Delivers every message that is due, a batch at a time. */
export async function deliverDue(db: Db, config: MailConfig, options: OutboxOptions = {}): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const claimed = await claim(db, BATCH);
    if (claimed.length === 0) return total;
    const { sent, failed } = await deliver(db, config, claimed, options);
    total.sent += sent;
    total.failed += failed.length;
  }
}

/** When the next queued message falls due, if any is waiting. */
async function nextDue(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(mailOutbox.nextAttemptAt) })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.at ?? undefined;
}

async function forgetSent(db: Db): Promise<void> {
  await db.delete(mailOutbox).where(and(isNotNull(mailOutbox.sentAt), lte(mailOutbox.sentAt, sql`now() - make_interval(days => ${KEEP_SENT_DAYS})`)));
}

export interface MailSender {
  /** Looks for due messages now rather than at the next poll. */
  wake(): void;
  /** Finishes the delivery under way and stops. */
  stop(): Promise<void>;
}

/**
 * The loop that retries what could not be sent. It sleeps until the next message falls due, at
 * most `pollMs` (another instance may have queued one), and while the database is down it keeps
 * trying at that pace, logging the outage once.
 */
export function startMailSender(db: Db, config: MailConfig, options: OutboxOptions & { pollMs?: number; log?: (line: string) => void } = {}): MailSender {
  const pollMs = options.pollMs ?? 30_000;
  const log = options.log ?? ((line: string) => console.log(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let databaseDown = false;
  let lastCleanup = 0;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(run, Math.max(50, Math.min(ms, pollMs)));
    timer.unref();
  };

  const tick = async (): Promise<number> => {
    do {
      again = false;
      const { sent, failed } = await deliverDue(db, config, options);
      if (sent || failed) log(`mail outbox: ${sent} sent, ${failed} failed (to be retried)`);
    } while (again && !stopped);
    if (Date.now() - lastCleanup > 60 * 60_000) {
      await forgetSent(db);
      lastCleanup = Date.now();
    }
    const due = await nextDue(db);
    return due ? due.getTime() - Date.now() : pollMs;
  };

  function run() {
    timer = undefined;
    running = tick()
      .then((waitMs) => {
        if (databaseDown) log('mail outbox: the database answers again');
        databaseDown = false;
        // A wake during the cleanup or the due-time read may name a message that read missed.
        schedule(again ? 0 : waitMs);
      })
      .catch((error: unknown) => {
        if (!databaseDown) log(`mail outbox: cannot read the outbox (${describe(error)}); trying again`);
        databaseDown = true;
        schedule(OUTAGE_RETRY_MS);
      })
      .finally(() => (running = undefined));
  }

  run();
  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Messages not sent yet (due or waiting to be retried): the outbox's depth, for GET /metrics. */
export async function outboxDepth(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return row?.count ?? 0;
}
