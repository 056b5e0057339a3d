/**
 * Gift cards sold, sent and held (issue 34, decision record 050): the writes on `gift_cards` and
 * their ledger beyond the ledger's own moves (balances.ts). A sold card is issued when its order
 * is paid, without a code; its code is made on its send date, in the transaction that queues its
 * mail (`claimDueGiftCards`), kept only as a digest and the last four characters. A card is found
 * by its code the same way whether the code is malformed, never issued or not yet sent, so a
 * guess learns nothing; a shopper adds a card to their account by its code.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH, normaliseGiftCardCode } from '../../../domain/balances.ts';
import { Conflict, NotFound } from '../../../domain/errors.ts';
import { GIFT_CARD_MESSAGES as M, giftCardExpiry, soldCardKey } from '../../../domain/gift-cards.ts';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardEntries, giftCards, orders } from '../../db/schema/index.ts';
import { issueGiftCard, writeGiftCard } from './balances.ts';

type GiftCardRow = typeof giftCards.$inferSelect;

/** A card with its balance: what every read of a card answers. */
export type GiftCardView = GiftCardRow & { balanceMinor: number };

/** The balance of each card as one SQL expression (issued and refunded add, spent and voided take); `gift_cards.id` spelled out, as drizzle names a lone table's columns bare, which the subquery would read as its own. */
const BALANCE = sql<number>`coalesce((SELECT sum(CASE WHEN e.kind IN ('issued', 'refunded') THEN e.amount_minor ELSE -e.amount_minor END)
  FROM gift_card_entries e WHERE e.gift_card_id = gift_cards.id), 0)::int`;

export const cardsWhere = (db: DbOrTx, where: ReturnType<typeof and>) =>
  db
    .select({ card: giftCards, balanceMinor: BALANCE })
    .from(giftCards)
    .where(where)
    .orderBy(asc(giftCards.id))
    .then((rows) => rows.map(({ card, balanceMinor }) => ({ ...card, balanceMinor })));

/** A fresh code from the cards' alphabet, drawn by the operating system's CSPRNG (16 of 31 letters: about 79 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * The digest a typed code is looked up by. A text that cannot be a code is digested as typed, so
 * it costs the same look-up as a well-formed wrong code and finds nothing (no card's digest is of
 * a malformed code): every wrong answer takes the same path.
 */
const lookupDigest = (typed: string) =>
  createHash('sha256')
    .update(normaliseGiftCardCode(typed) || `malformed:${typed}`)
    .digest('hex');

/** The card a typed code names, with its balance; NotFound (one message for every wrong code) otherwise. */
export async function giftCardOfCode(db: DbOrTx, typed: string): Promise<GiftCardView> {
  const [card] = await cardsWhere(db, and(eq(giftCards.codeDigest, lookupDigest(typed))));
  if (!card) throw new NotFound(M.unknown);
  return card;
}

/** Adds a card to a shopper's account by its code; a card already in another account is refused (409), one already theirs answers as it is. */
export async function addGiftCardToAccount(db: DbOrTx, userId: number, typed: string): Promise<GiftCardView> {
  const card = await giftCardOfCode(db, typed);
  const [claimed] = await db
    .update(giftCards)
    .set({ ownerId: userId })
    .where(and(eq(giftCards.id, card.id), or(isNull(giftCards.ownerId), eq(giftCards.ownerId, userId))))
    .returning({ id: giftCards.id });
  if (!claimed) throw new Conflict(M.ownedByOther);
  return { ...card, ownerId: userId };
}

/** The cards a shopper added to their account, oldest first. */
export const giftCardsOwnedBy = (db: DbOrTx, userId: number) => cardsWhere(db, and(eq(giftCards.ownerId, userId)));

/** The cards a customer bought (in their orders) or holds, oldest first: what staff see on their page. */
export const giftCardsOfCustomer = (db: DbOrTx, userId: number) =>
  cardsWhere(db, or(eq(giftCards.ownerId, userId), inArray(giftCards.orderId, db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId)))));

/** The cards an order sold, oldest first. */
export const giftCardsOfOrder = (db: DbOrTx, orderId: number) => cardsWhere(db, and(eq(giftCards.orderId, orderId)));

/** A card issued by staff, with its code made now (shown to them once) and the reason on its first entry. */
export async function issueGiftCardByHand(
  tx: DbOrTx,
  card: { currency: string; amountMinor: number; reason: string; actorId: number; recipientName?: string; ownerId?: number; key: string },
): Promise<{ card: GiftCardView; code: string }> {
  // A repeat (a double click, a retry with the same key) issues nothing: the code was shown once, with the first answer.
  const [repeat] = await tx.select({ id: giftCardEntries.id }).from(giftCardEntries).where(eq(giftCardEntries.idempotencyKey, card.key)).limit(1);
  if (repeat) throw new Conflict(M.issuedAlready);
  const { id, code } = await issueGiftCard(tx, {
    currency: card.currency,
    initialMinor: card.amountMinor,
    withCode: true,
    idempotencyKey: card.key,
    issuedBy: card.actorId,
    actorId: card.actorId,
    note: card.reason,
    recipientName: card.recipientName ?? '',
    ownerId: card.ownerId ?? null,
    expiresAt: giftCardExpiry(new Date()),
    sentAt: new Date(),
  });
  const [issued] = await cardsWhere(tx, and(eq(giftCards.id, id)));
  return { card: issued!, code: code! };
}

/** A gift card line of a paid order: how many cards, of how much, for whom, sent when. */
interface SoldGiftCardLine {
  orderItemId: number;
  quantity: number;
  amountMinor: number;
  currency: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  sendAt: Date;
}

/** Issues one card for each unit of each gift card line of a paid order, without a code; a second call issues none (the keys). */
export async function issueSoldGiftCards(tx: DbOrTx, orderId: number, lines: readonly SoldGiftCardLine[]): Promise<number> {
  const issued = await tx.select({ key: giftCardEntries.idempotencyKey }).from(giftCardEntries).where(eq(giftCardEntries.orderId, orderId));
  const done = new Set(issued.map((entry) => entry.key));
  let count = 0;
  for (const line of lines)
    for (let n = 1; n <= line.quantity; n++) {
      const key = soldCardKey(orderId, line.orderItemId, n);
      if (done.has(key)) continue;
      const { orderItemId, amountMinor, ...card } = line;
      await issueGiftCard(tx, { ...card, orderId, orderItemId, initialMinor: amountMinor, idempotencyKey: key, expiresAt: giftCardExpiry(line.sendAt) });
      count += 1;
    }
  return count;
}

/** Voids what is left on an order's cards not yet sent (the order cancelled or refunded): a card never mailed can never be spent. */
export async function voidUnsentGiftCards(tx: DbOrTx, orderId: number, actorId: number | null = null): Promise<number> {
  const unsent = await cardsWhere(tx, and(eq(giftCards.orderId, orderId), isNull(giftCards.sentAt)));
  let voided = 0;
  for (const card of unsent) {
    if (card.balanceMinor <= 0) continue;
    const written = await writeGiftCard(tx, card.id, {
      kind: 'voided',
      amountMinor: card.balanceMinor,
      idempotencyKey: `void-order-${orderId}`,
      orderId,
      actorId,
    });
    if (written.written) voided += 1;
  }
  return voided;
}

/** A card's order is not cancelled: a card of a cancelled order is never mailed, even before its void is written. */
const NOT_CANCELLED = sql`NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = gift_cards.order_id AND o.status = 'Cancelled')`;

/**
 * Voids the unsent cards of cancelled orders, at most `limit` orders a call (the mailing job's
 * first step): whichever way an order was cancelled (the shopper, staff, an unpaid transfer), its
 * cards not yet mailed are taken back. Each void is written once (its key), under the card's lock.
 */
export async function voidCancelledOrdersCards(tx: DbOrTx, limit: number): Promise<number> {
  const { rows } = await tx.execute(sql`
    SELECT DISTINCT c.order_id AS "orderId" FROM gift_cards c JOIN orders o ON o.id = c.order_id
    WHERE c.sent_at IS NULL AND o.status = 'Cancelled'
      AND coalesce((SELECT sum(CASE WHEN e.kind IN ('issued', 'refunded') THEN e.amount_minor ELSE -e.amount_minor END)
        FROM gift_card_entries e WHERE e.gift_card_id = c.id), 0) > 0
    LIMIT ${limit}`);
  let voided = 0;
  for (const { orderId } of rows as Array<{ orderId: number }>) voided += await voidUnsentGiftCards(tx, orderId);
  return voided;
}

/**
 * Claims the cards due to be sent (send date reached, not sent, not emptied by a void), at most
 * `limit`, makes each one's code and marks it sent, in the caller's transaction: the caller queues
 * the mails in the same one, so a card is mailed once whichever instance claims it (rows another
 * instance holds are skipped, SKIP LOCKED) and a crash mails none or all.
 */
export async function claimDueGiftCards(tx: DbOrTx, limit: number): Promise<Array<{ card: GiftCardView; code: string }>> {
  const due = await tx
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(isNull(giftCards.sentAt), isNotNull(giftCards.orderId), sql`${giftCards.sendAt} <= now()`, sql`${BALANCE} > 0`, NOT_CANCELLED))
    .orderBy(asc(giftCards.sendAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed: Array<{ card: GiftCardView; code: string }> = [];
  for (const { id } of due) {
    const code = newCode();
    await tx
      .update(giftCards)
      .set({ codeDigest: lookupDigest(code), codeLast4: code.slice(-4), sentAt: sql`now()` })
      .where(eq(giftCards.id, id));
    const [card] = await cardsWhere(tx, and(eq(giftCards.id, id)));
    claimed.push({ card: card!, code });
  }
  return claimed;
}

/** What the shop owes on gift cards: the sum of every balance in this currency, expired ones too until voided (a liability, never sales). */
export async function outstandingGiftCardBalance(db: DbOrTx, currency: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${BALANCE}), 0)::bigint` })
    .from(giftCards)
    .where(eq(giftCards.currency, currency));
  return Number(row?.total ?? 0);
}
