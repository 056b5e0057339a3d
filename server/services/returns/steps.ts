/**
 * The staff's steps on a return (domain/returns.ts: requested → approved or refused → received →
 * inspected → resolved) and the shopper withdrawing one still requested. Each runs with the
 * return's row locked, so two people stepping one return at once are served one after the other
 * and the second is judged against the first's result: a step not allowed from the state it
 * finds answers 409, and a step already done (the return is in the state it leads to) answers the
 * return as it is and does nothing, so a double click or a retry does it once. Each step is
 * written with its audit entry and the shopper's e-mail in one transaction; the e-mail is
 * delivered once it has committed.
 */
import { eq, sql } from 'drizzle-orm';
import type { InspectReturnInput } from '../../../domain/contract/returns.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { RETURN_MESSAGES as M, stepDone, stepTarget, type ReturnStep } from '../../../domain/returns.ts';
import type { ReturnPolicy } from '../../../domain/returns-policy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { returnLines, returns } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { shelvePieces } from '../catalogue/index.ts';
import { deliverMail, type MailConfig } from '../mail/index.ts';
import { getReturnPolicy } from '../shop/index.ts';
import { queueReturnMail } from './mail.ts';
import { getReturn, type ReturnView } from './read.ts';

export interface Actor {
  id: number;
  email: string;
}

/** What a step answers: the return after it, and whether this request did it (false: it was done before). */
export interface ReturnStepped {
  view: ReturnView;
  written: boolean;
}

/** A step's own writes, in its transaction, given the return as it was found; answers the columns it changes and the audit's `after`. */
type StepWrite = (
  tx: DbOrTx,
  found: ReturnView,
  policy: ReturnPolicy,
) => Promise<{ set: Partial<typeof returns.$inferInsert>; after: Record<string, unknown> }>;

const STEP_TIME: Record<ReturnStep, keyof typeof returns.$inferInsert> = {
  approve: 'approvedAt',
  refuse: 'refusedAt',
  receive: 'receivedAt',
  inspect: 'inspectedAt',
  resolve: 'resolvedAt',
};

/** Locks the return's row and reads it whole. */
async function lockReturn(tx: DbOrTx, returnId: number): Promise<ReturnView> {
  const [locked] = await tx.select({ id: returns.id }).from(returns).where(eq(returns.id, returnId)).for('update');
  if (!locked) throw new NotFound(M.notFound);
  return getReturn(tx, returnId);
}

/** Runs one step: judged against the locked return, written, audited and mailed. */
export async function runStep(db: Db, config: MailConfig, returnId: number, step: ReturnStep, actor: Actor, write: StepWrite): Promise<ReturnStepped> {
  let mailId: number | undefined;
  const answer = await db.transaction(async (tx): Promise<ReturnStepped> => {
    const found = await lockReturn(tx, returnId);
    const to = stepTarget(found.state, step);
    if (to === null) {
      if (stepDone(found.state, step)) return { view: found, written: false };
      throw new Conflict(M.notAllowed(found.state, step));
    }
    const policy = await getReturnPolicy(tx);
    const { set, after } = await write(tx, found, policy);
    await tx
      .update(returns)
      .set({ ...set, state: to, [STEP_TIME[step]]: sql`now()`, updatedAt: sql`now()` })
      .where(eq(returns.id, returnId));
    await recordAudit(tx, actor, {
      action: `return.${step}`,
      entity: 'return',
      entityId: returnId,
      before: { state: found.state },
      after: { state: to, ...after },
    });
    const view = await getReturn(tx, returnId);
    mailId = await queueReturnMail(tx, config, view, policy);
    return { view, written: true };
  });
  if (mailId !== undefined) await deliverMail(db, config, mailId);
  return answer;
}

/** Gives an exchange's reserved pieces back to their shelves (the return refused or withdrawn). */
async function releaseExchanges(tx: DbOrTx, found: ReturnView): Promise<void> {
  const reserved = found.lines.flatMap((line) => (line.exchange?.stockId ? [{ shelfId: line.exchange.stockId, quantity: line.quantity }] : []));
  if (reserved.length === 0) return;
  await shelvePieces(tx, reserved);
  await tx.update(returnLines).set({ exchangeStockId: null }).where(eq(returnLines.returnId, found.id));
}

export const approveReturn = (db: Db, config: MailConfig, returnId: number, actor: Actor) =>
  runStep(db, config, returnId, 'approve', actor, async () => ({ set: {}, after: {} }));

export const refuseReturn = (db: Db, config: MailConfig, returnId: number, reason: string, actor: Actor) =>
  runStep(db, config, returnId, 'refuse', actor, async (tx, found) => {
    await releaseExchanges(tx, found);
    return { set: { refusalReason: reason }, after: { reason } };
  });

/**
 * The parcel arrived: each returned piece that came off a shelf and can be sold again (not engraved
 * or personalised for the shopper) goes back on the shelf it came from, as a cancellation puts
 * its pieces back (catalogue `shelvePieces`); the line remembers it was restocked.
 */
export const receiveReturn = (db: Db, config: MailConfig, returnId: number, actor: Actor) =>
  runStep(db, config, returnId, 'receive', actor, async (tx, found) => {
    const sellable = found.lines.filter((line) => line.stockId !== null && !line.restocked && line.personalisation === '');
    await shelvePieces(
      tx,
      sellable.map((line) => ({ shelfId: line.stockId!, quantity: line.quantity })),
    );
    for (const line of sellable) await tx.update(returnLines).set({ restocked: true }).where(eq(returnLines.id, line.id));
    return { set: {}, after: { restocked: sellable.map((line) => `${line.quantity} × ${line.productName}`) } };
  });

export const inspectReturn = (db: Db, config: MailConfig, returnId: number, input: InspectReturnInput, actor: Actor) =>
  runStep(db, config, returnId, 'inspect', actor, async () => ({
    set: { condition: input.condition, certificatePresent: input.certificatePresent, packagingPresent: input.packagingPresent, inspectionNotes: input.notes },
    after: { condition: input.condition, certificatePresent: input.certificatePresent, packagingPresent: input.packagingPresent },
  }));

/** The shopper withdraws their return while it is still requested; an exchange's reserved piece goes back on its shelf. */
export async function withdrawReturn(db: Db, customerId: number, returnId: number): Promise<ReturnView> {
  return db.transaction(async (tx) => {
    await getReturn(tx, returnId, customerId);
    const found = await lockReturn(tx, returnId);
    if (found.state === 'cancelled') return found;
    if (found.state !== 'requested') throw new Conflict(M.withdrawOnlyRequested);
    await releaseExchanges(tx, found);
    await tx
      .update(returns)
      .set({ state: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(returns.id, returnId));
    return getReturn(tx, returnId);
  });
}
