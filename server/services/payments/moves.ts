/**
 * The money moves staff and the shop's jobs ask for (decision record 034): capture, release,
 * refund and money received by hand. Each asks the provider (a manual method asks nobody) and
 * writes the ledger under one key (keys.ts), in one function. A move against a provider is written
 * first (journal.ts: its amount held against the ledger), then the provider is asked with no row
 * locked and under a deadline, then its answer is written; a retry of the same request (the same
 * key) never moves money twice. `within` runs in the transaction that writes the answer: the
 * orders module's audit entry and e-mail stand or fall with it.
 */
import { Conflict, DomainError, NotFound, ProviderRefused, ProviderUnavailable, Unprocessable } from '../../../domain/errors.ts';
import { isManualMethod, ledgerTotals, refundableMinor, uncapturedMinor } from '../../../domain/payment.ts';
import { STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { runNamed } from '../../db/prepared.ts';
import {
  ask,
  inFlight,
  movesOf,
  refusalWithPending,
  askAgain,
  stopWaiting,
  sameRequest,
  settleMove,
  startMove,
  requestDigest,
  type MoveKind,
} from './journal.ts';
import { moveKey } from './keys.ts';
import { appendEntry, claimPayment, ledgerOf, lockPayment, notePaymentProblem, type LockedPayment } from './ledger.ts';
import { LOCK_ORDER } from './ledger-sql.ts';
import { CARD_PROBLEMS } from './card.ts';
import type { PaymentProvider, PaymentsConfig } from './provider.ts';
import type { MoneyPart } from '../../../domain/paid-with.ts';
import { ADMIN_ORDER_MESSAGES } from '../../../domain/schemas/admin-orders.ts';

/** What a move's caller writes beside its answer, in the same transaction. */
export type Within<T> = (tx: DbOrTx, done: T & { payment: LockedPayment }) => Promise<void>;

/** How long a request waits for the same request, under way in another, to settle (a double click). */
const WAIT_FOR_SAME_MS = 10_000;

/** The order's row, then its payment's, locked: the order every writer takes them in. */
async function lockOrderAndPayment(tx: DbOrTx, orderId: number): Promise<LockedPayment & { status: string }> {
  const [order] = await runNamed(tx, LOCK_ORDER, [orderId]);
  if (!order) throw new NotFound(ADMIN_ORDER_MESSAGES.notFound);
  return { ...(await lockPayment(tx, orderId)), status: order.status };
}

/** Waits until nobody waits for the move with this key any more (its answer written, or its asker gave up), or the wait is over. */
async function untilSettled(db: Db, wait: { paymentId: number; key: string }): Promise<void> {
  const until = Date.now() + WAIT_FOR_SAME_MS;
  while (Date.now() < until) {
    const move = (await movesOf(db, wait.paymentId)).find((row) => row.idempotencyKey === wait.key);
    if (!move || !inFlight(move)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type Plan = { payment: LockedPayment; provider: PaymentProvider; key: string; amountMinor: number };

/**
 * Asks the provider for a planned move, then writes its answer (`write`, the payment's row locked
 * again); a refusal settles the move as refused (its amount no longer held) and is thrown, and no
 * answer in time leaves it for the next request or the reconciliation.
 */
async function carryOut<T>(
  db: Db,
  orderId: number,
  plan: Plan,
  call: (provider: PaymentProvider, paymentId: string) => Promise<{ reference: string }>,
  write: (tx: DbOrTx, payment: LockedPayment, reference: string) => Promise<T>,
): Promise<T> {
  let reference: string;
  try {
    ({ reference } = await ask(() => call(plan.provider, plan.payment.providerPaymentId!)));
  } catch (error) {
    // Refused: the amount is no longer held. Not answered: the next request asks at once.
    if (error instanceof ProviderRefused) await settleMove(db, plan.payment.id, plan.key, 'refused');
    else await stopWaiting(db, plan.payment.id, plan.key);
    throw error;
  }
  try {
    return await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, orderId);
      const result = await write(tx, payment, reference);
      await settleMove(tx, payment.id, plan.key, 'done');
      return result;
    });
  } catch (error) {
    // The answer could not be written (the database failed us): the same request again asks at once.
    await stopWaiting(db, plan.payment.id, plan.key).catch(() => undefined);
    throw error;
  }
}

export type CaptureOutcome = 'captured' | 'already captured' | 'nothing to capture' | 'claimed elsewhere' | { failed: string };

/**
 * Captures what is authorised and not yet captured. `claim`: 'wait' for a row another request
 * holds (staff), or 'skip' it (the job, FOR UPDATE SKIP LOCKED). One key per attempt: a retry after
 * a crash asks again with the same key (the provider answers its first capture), an attempt after
 * a refusal (written to the ledger as a failure, the problem noted) is a new request.
 */
export async function capturePayment(
  db: Db,
  config: PaymentsConfig,
  orderId: number,
  options: { actorId: number | null; claim: 'wait' | 'skip'; within?: Within<{ amountMinor: number; reference: string }> },
): Promise<CaptureOutcome> {
  const plan = await db.transaction(async (tx): Promise<Plan | CaptureOutcome | { wait: { paymentId: number; key: string } }> => {
    const payment = options.claim === 'wait' ? await lockPayment(tx, orderId) : await claimPayment(tx, orderId);
    if (!payment) return 'claimed elsewhere';
    const provider = config.paymentProviders?.[payment.method];
    const ledger = await ledgerOf(tx, payment.id);
    const totals = ledgerTotals(ledger);
    const uncaptured = uncapturedMinor(totals);
    if (!provider || !payment.providerPaymentId || payment.orderStatus === 'Cancelled' || uncaptured <= 0) {
      return totals.capturedMinor > 0 ? 'already captured' : 'nothing to capture';
    }
    const key = moveKey(orderId, 'capture', ledger.filter((entry) => entry.kind === 'failed').length);
    const earlier = (await movesOf(tx, payment.id)).find((move) => move.idempotencyKey === key);
    if (earlier && inFlight(earlier)) return options.claim === 'skip' ? 'claimed elsewhere' : { wait: { paymentId: payment.id, key } };
    const amountMinor = earlier?.amountMinor ?? uncaptured;
    if (!earlier) await startMove(tx, payment.id, move('capture', key, { amountMinor }, options.actorId));
    else await askAgain(tx, payment.id, key);
    return { payment, provider, key, amountMinor };
  });
  if (typeof plan === 'string' || 'failed' in plan) return plan;
  if ('wait' in plan) {
    // Another request is capturing: its answer is this one's too (or, if it gave up, this one asks).
    await untilSettled(db, plan.wait);
    return capturePayment(db, config, orderId, options);
  }
  try {
    return await carryOut(
      db,
      orderId,
      plan,
      (provider, paymentId) => provider.capture(paymentId, plan.amountMinor, plan.key),
      async (tx, payment, reference): Promise<CaptureOutcome> => {
        const ledger = await ledgerOf(tx, payment.id);
        // Written meanwhile from the provider's own state (a webhook): the same money, written once.
        if (uncapturedMinor(ledgerTotals(ledger)) < plan.amountMinor) return 'already captured';
        const entry = {
          kind: 'captured' as const,
          amountMinor: plan.amountMinor,
          providerReference: reference,
          idempotencyKey: plan.key,
          actorId: options.actorId,
        };
        if (!(await appendEntry(tx, payment, entry, 'conflict', ledger)).written) return 'already captured';
        await options.within?.(tx, { payment, amountMinor: plan.amountMinor, reference });
        return 'captured';
      },
    );
  } catch (error) {
    if (!(error instanceof ProviderRefused)) throw error;
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, orderId);
      await notePaymentProblem(tx, payment.id, CARD_PROBLEMS.captureFailed(error.message));
      await appendEntry(tx, payment, { kind: 'failed', amountMinor: 0, actorId: options.actorId, note: CARD_PROBLEMS.captureRefused(error.message) });
    });
    return { failed: error.message };
  }
}

const move = (kind: MoveKind, key: string, request: { amountMinor: number; note?: string }, actorId: number | null) => ({
  move: kind,
  idempotencyKey: key,
  requestDigest: requestDigest({ move: kind, ...request }),
  amountMinor: request.amountMinor,
  actorId,
  note: request.note ?? '',
});

/**
 * Releases a card payment's hold, all of it (the order was cancelled: nothing is charged and no
 * fee is lost); an order cancelled before its shopper paid has its hosted page closed instead, so
 * it cannot be paid any more. One release a payment: its key is the order's.
 */
export async function releasePayment(db: Db, config: PaymentsConfig, orderId: number, actorId: number | null): Promise<void> {
  const plan = await db.transaction(async (tx): Promise<Plan | { close: string; provider: PaymentProvider } | null> => {
    const payment = await lockPayment(tx, orderId);
    const provider = config.paymentProviders?.[payment.method];
    if (!provider) return null;
    const totals = ledgerTotals(await ledgerOf(tx, payment.id));
    const uncaptured = uncapturedMinor(totals);
    if (uncaptured === 0) return totals.capturedMinor === 0 && payment.providerReference ? { close: payment.providerReference, provider } : null;
    if (!payment.providerPaymentId) return null;
    const key = moveKey(orderId, 'release');
    await startMove(tx, payment.id, move('release', key, { amountMinor: uncaptured }, actorId));
    return { payment, provider, key, amountMinor: uncaptured };
  });
  if (!plan) return;
  if ('close' in plan) {
    // Closing an unpaid page is a courtesy: one that closed already, or a provider away, changes nothing here.
    await ask(() => plan.provider.expire(plan.close)).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
    return;
  }
  await carryOut(
    db,
    orderId,
    plan,
    (provider, paymentId) => provider.void(paymentId, plan.key),
    async (tx, payment, reference) => {
      const ledger = await ledgerOf(tx, payment.id);
      const uncaptured = uncapturedMinor(ledgerTotals(ledger));
      if (uncaptured === 0) return;
      await appendEntry(
        tx,
        payment,
        { kind: 'voided', amountMinor: uncaptured, providerReference: reference, idempotencyKey: plan.key, actorId },
        'conflict',
        ledger,
      );
    },
  );
}

/** A refund as written, for what the caller writes beside it. */
export interface RefundWritten {
  card: boolean;
  amountMinor: number;
  /** Where the refund went, when part of it went back to tenders (tenders.ts `refundOrder`); none: all to the payment. */
  refundedTo?: readonly MoneyPart[];
  reason: string;
  actorId: number;
  reference: string | null;
}

export interface RefundRequest {
  amountMinor: number;
  reason: string;
  /** Staff's Idempotency-Key: the same key is the same refund; with another request, 422. */
  requestKey: string;
  actorId: number;
}

/**
 * A refund of the payment under its key (staff's, through tenders.ts `refundOrder`; or one the
 * provider did not answer, asked again by the reconciliation): never more than was captured and
 * not yet refunded, refunds under way counted (422 saying how much may be). A card payment is
 * refunded through its provider; a manual method's refund is recorded (staff sent the money back
 * themselves). Answers whether this request wrote it (false: the same request answered again).
 */
export async function refundUnder(
  db: Db,
  config: PaymentsConfig,
  orderId: number,
  key: string,
  request: Omit<RefundRequest, 'requestKey'> & { alsoRefunded?: readonly MoneyPart[] },
  within?: Within<RefundWritten>,
): Promise<boolean> {
  const asked = move('refund', key, { amountMinor: request.amountMinor, note: request.reason }, request.actorId);
  // The refund's parts gone back to tenders with it ride on its entry to its credit note (invoice-numbers.ts), which is of the whole refund.
  const entry = {
    kind: 'refunded' as const,
    amountMinor: request.amountMinor,
    idempotencyKey: key,
    actorId: request.actorId,
    note: request.reason,
    alsoRefunded: request.alsoRefunded,
  };
  const plan = await db.transaction(async (tx): Promise<Plan | boolean | { wait: { paymentId: number; key: string } }> => {
    const payment = await lockOrderAndPayment(tx, orderId);
    const [ledger, moves] = [await ledgerOf(tx, payment.id), await movesOf(tx, payment.id)];
    const earlier = sameRequest(moves, key, asked.requestDigest, M.keyReused);
    if (earlier?.state === 'done' || ledger.some((row) => row.idempotencyKey === key)) return false;
    if (earlier && inFlight(earlier)) return { wait: { paymentId: payment.id, key } };
    // Judged before the provider is asked: money our ledger would refuse never leaves.
    const refused = refusalWithPending(ledger, moves, entry, payment, key);
    if (refused) throw new Unprocessable(refused);
    if (isManualMethod(payment.method)) {
      await appendEntry(tx, payment, entry, 'unprocessable', ledger);
      await startMove(tx, payment.id, asked);
      await settleMove(tx, payment.id, key, 'done');
      await within?.(tx, { payment, card: false, amountMinor: request.amountMinor, reason: request.reason, actorId: request.actorId, reference: null });
      return true;
    }
    const provider = config.paymentProviders?.[payment.method];
    if (!provider) throw new ProviderUnavailable(M.providerMissing);
    if (!payment.providerPaymentId) throw new Conflict(M.noCardPayment);
    if (earlier) await askAgain(tx, payment.id, key);
    else await startMove(tx, payment.id, asked);
    return { payment, provider, key, amountMinor: request.amountMinor };
  });
  if (typeof plan === 'object' && 'wait' in plan) {
    await untilSettled(db, plan.wait);
    return refundUnder(db, config, orderId, key, request, within);
  }
  if (typeof plan === 'boolean') return plan;
  return carryOut(
    db,
    orderId,
    plan,
    (provider, paymentId) => provider.refund(paymentId, request.amountMinor, key),
    async (tx, payment, reference) => {
      const ledger = await ledgerOf(tx, payment.id);
      if (!(await appendEntry(tx, payment, { ...entry, providerReference: reference }, 'conflict', ledger)).written) return false;
      await within?.(tx, { payment, card: true, amountMinor: request.amountMinor, reason: request.reason, actorId: request.actorId, reference });
      return true;
    },
  );
}

export interface MoneyReceivedRequest {
  amountMinor: number;
  occurredAt: Date;
  /** The bank's reference of the transfer, if any. */
  reference: string | null;
  requestKey: string;
  actorId: number;
}

/**
 * Money received by hand for an order paid by a manual method: partial payments add up, never
 * beyond what is due (422); a card order's money moves through its provider (409), a cancelled
 * order takes none (409). Answers whether this request wrote it.
 */
export async function receiveMoney(db: Db, orderId: number, request: MoneyReceivedRequest, within?: Within<object>): Promise<boolean> {
  const key = moveKey(orderId, 'receive', `staff:${request.requestKey}`);
  const asked = move(
    'receive',
    key,
    { amountMinor: request.amountMinor, note: `${request.occurredAt.toISOString()} ${request.reference ?? ''}` },
    request.actorId,
  );
  return db.transaction(async (tx) => {
    const payment = await lockOrderAndPayment(tx, orderId);
    const earlier = sameRequest(await movesOf(tx, payment.id), key, asked.requestDigest, M.keyReused);
    const ledger = await ledgerOf(tx, payment.id);
    if (earlier || ledger.some((row) => row.idempotencyKey === key)) return false;
    if (!isManualMethod(payment.method)) throw new Conflict(M.cardNotRecorded);
    if (payment.status === 'Cancelled') throw new Conflict(M.cancelledNotRecorded);
    const entry = { kind: 'manual_payment' as const, amountMinor: request.amountMinor, providerReference: request.reference, idempotencyKey: key };
    await appendEntry(tx, payment, { ...entry, actorId: request.actorId, occurredAt: request.occurredAt }, 'unprocessable', ledger);
    await startMove(tx, payment.id, { ...asked, amountMinor: request.amountMinor });
    await settleMove(tx, payment.id, key, 'done');
    await within?.(tx, { payment });
    return true;
  });
}

/**
 * A staff cancellation settles the money as it stands, inside the cancellation's transaction: a
 * card authorisation not captured is released (the shopper is never charged); card money captured
 * and not refunded is refunded in full through the provider. A manual method's money is not sent
 * back by the shop's software: staff send it from the bank, then record the refund. Each key is
 * the order's, so a retried cancellation never moves money twice.
 */
export async function settleCancelledPayment(tx: DbOrTx, config: PaymentsConfig, orderId: number, actorId: number): Promise<void> {
  const payment = await lockPayment(tx, orderId);
  if (isManualMethod(payment.method)) return;
  const totals = ledgerTotals(await ledgerOf(tx, payment.id));
  const uncaptured = uncapturedMinor(totals);
  const refundable = refundableMinor(totals);
  if (uncaptured === 0 && refundable === 0) return;
  const provider = config.paymentProviders?.[payment.method];
  if (!provider || !payment.providerPaymentId) throw new ProviderUnavailable(M.providerMissing);
  const paymentId = payment.providerPaymentId;
  const note = 'The order was cancelled.';
  if (uncaptured > 0) {
    const key = moveKey(orderId, 'release');
    const { reference } = await ask(() => provider.void(paymentId, key));
    await appendEntry(tx, payment, { kind: 'voided', amountMinor: uncaptured, providerReference: reference, idempotencyKey: key, actorId, note });
  }
  if (refundable > 0) {
    const key = moveKey(orderId, 'cancel-refund');
    const { reference } = await ask(() => provider.refund(paymentId, refundable, key));
    await appendEntry(tx, payment, { kind: 'refunded', amountMinor: refundable, providerReference: reference, idempotencyKey: key, actorId, note });
  }
}
