/**
 * The moves asked of a provider, written before it is asked (decision record 034). A move is
 * `pending` from the moment it is written until the provider's answer is written to the ledger
 * (`done`) or its refusal (`refused`). While pending, its amount counts against the ledger: a
 * second refund judged meanwhile sees the first one's money as gone. No row is held while the
 * provider is asked: the payment's row is locked only to write the move, then again to write the
 * answer. A provider that does not answer within the deadline leaves the move pending; the same
 * request again (the same key) asks again, and the reconciliation asks for what is still pending.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DomainError, IdempotencyKeyReused, ProviderNoAnswer, ProviderUnavailable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import { ledgerRefusal, type LedgerEntry } from '../../../domain/payment.ts';
import { STAFF_PAYMENT_MESSAGES as M } from '../../../domain/payment-actions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { paymentMoves, type PAYMENT_MOVE_KINDS, type PAYMENT_MOVE_STATES } from '../../db/schema/index.ts';
import type { LedgerRow, LockedPayment } from './ledger.ts';

export type MoveKind = (typeof PAYMENT_MOVE_KINDS)[number];
type MoveState = (typeof PAYMENT_MOVE_STATES)[number];

/** A provider that has not answered by then is left (the request answers 504): under the 10 seconds a staff page waits. */
const PROVIDER_DEADLINE_MS = 8_000;

/**
 * Asks a provider, under the deadline. Its own refusal (a DomainError: ProviderRefused, or
 * ProviderUnavailable with its words) stands; anything else is "could not be reached" (502); no
 * answer in time is 504. The call itself is not cancelled: its answer, if it comes, is the one
 * the same key gets again.
 */
export async function ask<T>(call: () => Promise<T>, deadlineMs = PROVIDER_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderNoAnswer(M.providerNoAnswer)), deadlineMs);
  });
  const answer = call();
  // An answer after the deadline is nobody's: its failure must not surface as an unhandled rejection.
  answer.catch(() => undefined);
  try {
    return await Promise.race([answer, late]);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new ProviderUnavailable(M.providerFailed, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** A digest of what a request asked: the same key with another request is refused. */
export const requestDigest = (request: Record<string, unknown>): string =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(request).sort(([a], [b]) => (a < b ? -1 : 1))))
    .digest('hex');

export interface MoveRow {
  move: MoveKind;
  idempotencyKey: string;
  requestDigest: string;
  amountMinor: number;
  state: MoveState;
  actorId: number | null;
  note: string;
  createdAt: Date;
  askedUntil: Date;
}

const moveColumns = {
  move: paymentMoves.move,
  idempotencyKey: paymentMoves.idempotencyKey,
  requestDigest: paymentMoves.requestDigest,
  amountMinor: paymentMoves.amountMinor,
  state: paymentMoves.state,
  actorId: paymentMoves.actorId,
  note: paymentMoves.note,
  createdAt: paymentMoves.createdAt,
  askedUntil: paymentMoves.askedUntil,
};

/** The moves of a locked payment (read after its lock was taken). */
export const movesOf = (tx: DbOrTx, paymentId: number): Promise<MoveRow[]> =>
  tx.select(moveColumns).from(paymentMoves).where(eq(paymentMoves.paymentId, paymentId)).orderBy(paymentMoves.id);

/**
 * The move this key names, checked against what is asked now: the same key with another request
 * is refused (422); none, undefined.
 */
export function sameRequest(moves: readonly MoveRow[], key: string, digest: string, message: string): MoveRow | undefined {
  const found = moves.find((move) => move.idempotencyKey === key);
  if (found && found.requestDigest !== digest) throw new IdempotencyKeyReused(message);
  return found;
}

const LEDGER_KIND: Record<MoveKind, LedgerEntry['kind']> = { capture: 'captured', release: 'voided', refund: 'refunded', receive: 'manual_payment' };

/**
 * Why an entry may not join the ledger, counting the moves still pending (other than the one with
 * `key`) as if written: money promised to a refund under way is not refunded twice.
 */
export function refusalWithPending(
  ledger: readonly LedgerRow[],
  moves: readonly MoveRow[],
  entry: LedgerEntry,
  payment: Pick<LockedPayment, 'currency' | 'totalMinor'>,
  key: string,
): string | null {
  const pending = moves
    .filter((move) => move.state === 'pending' && move.idempotencyKey !== key)
    .map((move) => ({ kind: LEDGER_KIND[move.move], amountMinor: move.amountMinor }));
  return ledgerRefusal([...ledger, ...pending], entry, payment.totalMinor, (minor) => formatMoney(minor, payment.currency));
}

/** While a request waits for the provider: its deadline, and a margin to write the answer in. */
const askedUntil = () => sql`now() + make_interval(secs => ${(PROVIDER_DEADLINE_MS + 2_000) / 1000})`;

export async function startMove(
  tx: DbOrTx,
  paymentId: number,
  move: Pick<MoveRow, 'move' | 'idempotencyKey' | 'requestDigest' | 'amountMinor' | 'actorId' | 'note'>,
): Promise<void> {
  await tx
    .insert(paymentMoves)
    .values({ paymentId, ...move, askedUntil: askedUntil() })
    .onConflictDoNothing();
}

export async function settleMove(tx: DbOrTx, paymentId: number, key: string, state: Exclude<MoveState, 'pending'>): Promise<void> {
  await tx
    .update(paymentMoves)
    .set({ state, settledAt: sql`now()` })
    .where(and(eq(paymentMoves.paymentId, paymentId), eq(paymentMoves.idempotencyKey, key), eq(paymentMoves.state, 'pending')));
}

/**
 * A move asked again with its key, by this request: one the provider refused (the same request,
 * sent again by staff), or one nobody is waiting for any more (its asker gave up or died).
 */
export async function askAgain(tx: DbOrTx, paymentId: number, key: string): Promise<void> {
  await tx
    .update(paymentMoves)
    .set({ state: 'pending', settledAt: null, askedUntil: askedUntil() })
    .where(and(eq(paymentMoves.paymentId, paymentId), eq(paymentMoves.idempotencyKey, key)));
}

/** The request asking for a move stops waiting (the provider did not answer in time): the next one asks at once. */
export async function stopWaiting(tx: DbOrTx, paymentId: number, key: string): Promise<void> {
  await tx
    .update(paymentMoves)
    .set({ askedUntil: sql`now()` })
    .where(and(eq(paymentMoves.paymentId, paymentId), eq(paymentMoves.idempotencyKey, key), eq(paymentMoves.state, 'pending')));
}

/** Whether a request is waiting for this pending move's answer now. */
export const inFlight = (move: MoveRow) => move.state === 'pending' && move.askedUntil.getTime() > Date.now();

/** The moves nobody waits for (their asker gave up or died): the reconciliation's to ask again. */
export async function stalledMoves(db: DbOrTx, limit: number): Promise<Array<{ paymentId: number; idempotencyKey: string }>> {
  return db
    .select({ paymentId: paymentMoves.paymentId, idempotencyKey: paymentMoves.idempotencyKey })
    .from(paymentMoves)
    .where(and(eq(paymentMoves.state, 'pending'), lt(paymentMoves.askedUntil, sql`now()`)))
    .orderBy(paymentMoves.id)
    .limit(limit);
}
