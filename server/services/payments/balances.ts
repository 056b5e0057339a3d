/**
 * Gift card and store credit ledgers (issue 34): the only code that writes them. Each entry is
 * written under a lock — the card's row, or a transaction-scoped advisory lock on the customer's
 * store credit — so five checkouts spending one balance at once are served one after the other,
 * each judged against the balance the one before left (domain/balances.ts `balanceRefusal`): a
 * balance never goes below zero. An entry whose key was written before writes nothing and
 * answers the balance as it is (a double click, a retry).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  balanceOf,
  balanceRefusal,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  normaliseGiftCardCode,
  type BalanceEntryKind,
} from '../../../domain/balances.ts';
import { NotFound, Unprocessable } from '../../../domain/errors.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardEntries, giftCards, storeCreditEntries } from '../../db/schema/index.ts';

/** The store credit lock's namespace (pg_advisory_xact_lock's first key). */
const STORE_CREDIT_LOCK = 34_001;

interface NewBalanceEntry {
  kind: BalanceEntryKind;
  amountMinor: number;
  /** One entry per key on a ledger: the same key again writes nothing. */
  idempotencyKey: string;
  orderId?: number | null;
  actorId?: number | null;
  note?: string;
}

interface BalanceWritten {
  written: boolean;
  balanceMinor: number;
}

function judge(balanceMinor: number, entry: NewBalanceEntry, currency: string): void {
  const refused = balanceRefusal(balanceMinor, entry, (minor) => formatMoney(minor, currency));
  if (refused) throw new Unprocessable(refused);
}

const nextBalance = (balanceMinor: number, entry: NewBalanceEntry) => balanceOf([{ kind: 'issued', amountMinor: balanceMinor }, entry]);

// ---- store credit ----

/** A customer's store credit entries, oldest first. */
export const storeCreditEntriesOf = (db: DbOrTx, customerId: number) =>
  db.select().from(storeCreditEntries).where(eq(storeCreditEntries.customerId, customerId)).orderBy(asc(storeCreditEntries.id));

/** A customer's store credit balance. */
export async function storeCreditBalance(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(case when ${storeCreditEntries.kind} in ('issued', 'refunded') then ${storeCreditEntries.amountMinor} else -${storeCreditEntries.amountMinor} end), 0)::int`,
    })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, customerId));
  return row?.balance ?? 0;
}

/** Holds the customer's store credit until the transaction ends (other writers wait). */
async function lockStoreCredit(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STORE_CREDIT_LOCK}, ${customerId})`);
}

/** A customer's store credit balance, held until the transaction ends (a checkout spending it judges against this). */
export async function lockedStoreCreditBalance(tx: DbOrTx, customerId: number): Promise<number> {
  await lockStoreCredit(tx, customerId);
  return storeCreditBalance(tx, customerId);
}

/** Appends an entry to a customer's store credit (in the caller's transaction); 422 when it would take the balance below zero. */
export async function writeStoreCredit(
  tx: DbOrTx,
  customerId: number,
  currency: string,
  entry: NewBalanceEntry & { returnId?: number | null },
): Promise<BalanceWritten> {
  await lockStoreCredit(tx, customerId);
  // Read in a statement of its own, after the lock: it sees what the lock's last holder wrote.
  const balanceMinor = await storeCreditBalance(tx, customerId);
  const [repeat] = await tx
    .select({ id: storeCreditEntries.id })
    .from(storeCreditEntries)
    .where(and(eq(storeCreditEntries.customerId, customerId), eq(storeCreditEntries.idempotencyKey, entry.idempotencyKey)));
  if (repeat) return { written: false, balanceMinor };
  judge(balanceMinor, entry, currency);
  await tx.insert(storeCreditEntries).values({
    customerId,
    currency,
    kind: entry.kind,
    amountMinor: entry.amountMinor,
    idempotencyKey: entry.idempotencyKey,
    orderId: entry.orderId ?? null,
    returnId: entry.returnId ?? null,
    actorId: entry.actorId ?? null,
    note: entry.note ?? '',
  });
  return { written: true, balanceMinor: nextBalance(balanceMinor, entry) };
}

// ---- gift cards ----

/** A new gift card code: 16 characters from a 31-letter alphabet, drawn by the operating system's CSPRNG (about 79 bits). */
function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/** The digest a card's code is kept as (of its normalised form). */
const giftCardCodeDigest = (code: string) => createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');

/** The card a typed code names, or undefined (a code that cannot be one reads nothing). */
export async function giftCardByCode(db: DbOrTx, typed: string) {
  const code = normaliseGiftCardCode(typed);
  if (!code) return undefined;
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeDigest, giftCardCodeDigest(code)));
  return card;
}

/** A card's ledger, oldest first. */
const giftCardEntriesOf = (db: DbOrTx, giftCardId: number) =>
  db.select().from(giftCardEntries).where(eq(giftCardEntries.giftCardId, giftCardId)).orderBy(asc(giftCardEntries.id));

/** A card's balance. */
export async function giftCardBalance(db: DbOrTx, giftCardId: number): Promise<number> {
  return balanceOf(await giftCardEntriesOf(db, giftCardId));
}

/** A card's row, locked until the transaction ends. */
export async function lockGiftCard(tx: DbOrTx, giftCardId: number) {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, giftCardId)).for('update');
  if (!card) throw new NotFound('No such gift card.');
  return card;
}

/** Appends an entry to a card's ledger (in the caller's transaction); 422 when it would take the balance below zero. */
export async function writeGiftCard(tx: DbOrTx, giftCardId: number, entry: NewBalanceEntry): Promise<BalanceWritten> {
  const card = await lockGiftCard(tx, giftCardId);
  const entries = await giftCardEntriesOf(tx, giftCardId);
  const balanceMinor = balanceOf(entries);
  if (entries.some((e) => e.idempotencyKey === entry.idempotencyKey)) return { written: false, balanceMinor };
  judge(balanceMinor, entry, card.currency);
  await tx.insert(giftCardEntries).values({
    giftCardId,
    kind: entry.kind,
    amountMinor: entry.amountMinor,
    idempotencyKey: entry.idempotencyKey,
    orderId: entry.orderId ?? null,
    actorId: entry.actorId ?? null,
    note: entry.note ?? '',
  });
  return { written: true, balanceMinor: nextBalance(balanceMinor, entry) };
}

type NewGiftCard = Omit<typeof giftCards.$inferInsert, 'id' | 'codeDigest' | 'codeLast4' | 'createdAt'> & {
  /** Make and keep the code now (a card staff issue, shown to them once); else it is made when the card is mailed. */
  withCode?: boolean;
  actorId?: number | null;
  note?: string;
  /** The issue entry's key (a sold card: its order line's). */
  idempotencyKey: string;
};

/** Issues a card with its first entry; answers its id and, when made now, its code (shown once, never kept). */
export async function issueGiftCard(tx: DbOrTx, card: NewGiftCard): Promise<{ id: number; code: string | null }> {
  const { withCode, actorId, note, idempotencyKey, ...row } = card;
  const code = withCode ? newGiftCardCode() : null;
  const [created] = await tx
    .insert(giftCards)
    .values({ ...row, codeDigest: code && giftCardCodeDigest(code), codeLast4: code && code.slice(-4) })
    .returning({ id: giftCards.id });
  await writeGiftCard(tx, created!.id, { kind: 'issued', amountMinor: row.initialMinor, idempotencyKey, actorId, note, orderId: row.orderId });
  return { id: created!.id, code };
}
