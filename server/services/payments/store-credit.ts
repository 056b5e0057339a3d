/**
 * Store credit as people read it (issue 34, decision record 047): a customer's balance and its
 * history, each entry saying what it was ("Issued for return R-1001", "Spent on order 100123", the
 * staff member's reason) and the balance it left; and staff issuing or withdrawing credit, with a
 * reason, audited, once per Idempotency-Key however often it is sent.
 */
import { and, asc, eq } from 'drizzle-orm';
import { addsToBalance, type BalanceEntryKind } from '../../../domain/balances.ts';
import type { StoreCreditAnswer } from '../../../domain/contract/store-credit.ts';
import { CUSTOMER_MESSAGES } from '../../../domain/customers.ts';
import { NotFound } from '../../../domain/errors.ts';
import { PRIVACY_MESSAGES } from '../../../domain/privacy.ts';
import { toMajor } from '../../../domain/money.ts';
import { returnNumberText } from '../../../domain/returns.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, returns, storeCreditEntries, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { storeCreditBalance, writeStoreCredit } from './balances.ts';

interface EntryRow {
  id: number;
  kind: BalanceEntryKind;
  amountMinor: number;
  note: string;
  at: Date;
  orderNumber: number | null;
  returnNumber: number | null;
}

/** What an entry was, in the history's words. */
function entryWhat(row: EntryRow): string {
  const order = row.orderNumber === null ? '' : ` order ${row.orderNumber}`;
  const base =
    row.returnNumber !== null
      ? `Issued for return ${returnNumberText(row.returnNumber)}`
      : row.kind === 'spent'
        ? `Spent on${order}`
        : row.kind === 'refunded'
          ? `Refunded from${order}`
          : row.kind === 'voided'
            ? 'Withdrawn'
            : 'Issued';
  return row.note ? `${base}: ${row.note}` : base;
}

/** 404 unless the id is a customer's (staff hold no store credit). */
async function assertCustomer(db: DbOrTx, customerId: number): Promise<void> {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')));
  if (!customer) throw new NotFound(CUSTOMER_MESSAGES.notFound);
}

/** A customer's store credit as the back office reads it: 404 for an id that is no customer's. */
export async function customerStoreCredit(db: DbOrTx, customerId: number, currency: string): Promise<StoreCreditAnswer> {
  await assertCustomer(db, customerId);
  return storeCreditOf(db, customerId, currency);
}

/** A customer's store credit: the balance and each entry with the balance it left, newest first. */
export async function storeCreditOf(db: DbOrTx, customerId: number, currency: string): Promise<StoreCreditAnswer> {
  const rows: EntryRow[] = await db
    .select({
      id: storeCreditEntries.id,
      kind: storeCreditEntries.kind,
      amountMinor: storeCreditEntries.amountMinor,
      note: storeCreditEntries.note,
      at: storeCreditEntries.createdAt,
      orderNumber: orders.number,
      returnNumber: returns.number,
    })
    .from(storeCreditEntries)
    .leftJoin(orders, eq(orders.id, storeCreditEntries.orderId))
    .leftJoin(returns, eq(returns.id, storeCreditEntries.returnId))
    .where(eq(storeCreditEntries.customerId, customerId))
    .orderBy(asc(storeCreditEntries.id));
  let balanceMinor = 0;
  const entries = rows.map((row) => {
    const signed = addsToBalance(row.kind) ? row.amountMinor : -row.amountMinor;
    balanceMinor += signed;
    return {
      id: row.id,
      at: row.at.toISOString(),
      kind: row.kind,
      what: entryWhat(row),
      amount: toMajor(signed, currency),
      balanceAfter: toMajor(balanceMinor, currency),
    };
  });
  return { currency, balance: toMajor(balanceMinor, currency), entries: entries.reverse() };
}

/**
 * Staff give a customer credit, or take it back (at most the balance: 422 "Only $10.00 is left."),
 * with a reason the shopper reads. The same key again writes nothing (a double click, a retry);
 * each entry written is in the audit log.
 */
export async function changeStoreCredit(
  db: Db,
  customerId: number,
  change: { kind: 'issued' | 'voided'; amountMinor: number; reason: string; idempotencyKey: string; currency: string },
  actor: { id: number; email: string },
): Promise<{ written: boolean }> {
  return db.transaction(async (tx) => {
    await assertCustomer(tx, customerId);
    const { written, balanceMinor } = await writeStoreCredit(tx, customerId, change.currency, {
      kind: change.kind,
      amountMinor: change.amountMinor,
      idempotencyKey: `staff-${change.idempotencyKey}`,
      actorId: actor.id,
      note: change.reason,
    });
    if (written) {
      const after = { kind: change.kind, amountMinor: change.amountMinor, reason: change.reason, balanceMinor };
      await recordAudit(tx, actor, { action: `store_credit.${change.kind}`, entity: 'customer', entityId: customerId, subject: customerId, after });
    }
    return { written };
  });
}

/**
 * Erasing a customer gives up their store credit (decision record 047): one entry takes what is
 * left, so the books owe nobody who can no longer spend it; the entries stay for the books. In the
 * erasure's transaction; once per customer however often it runs.
 */
export async function giveUpStoreCredit(tx: DbOrTx, customerId: number): Promise<void> {
  const balanceMinor = await storeCreditBalance(tx, customerId);
  if (balanceMinor <= 0) return;
  const [last] = await tx
    .select({ currency: storeCreditEntries.currency })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, customerId))
    .orderBy(asc(storeCreditEntries.id))
    .limit(1);
  await writeStoreCredit(tx, customerId, last!.currency, {
    kind: 'voided',
    amountMinor: balanceMinor,
    idempotencyKey: `erasure-${customerId}`,
    note: PRIVACY_MESSAGES.storeCreditErasedNote,
  });
}
