/**
 * The gift cards an order sold, at the order's money moments (decision record 050, "Selling"):
 * issued once the order is paid in full, whatever paid it (a card captured, a bank transfer
 * recorded, its tenders), and taken back from the cards not yet mailed when refunds leave the
 * order keeping less than those cards are worth.
 */
import { sql } from 'drizzle-orm';
import type { GiftCardChoice } from '../../../domain/line.ts';
import type { DbOrTx } from '../../db/client.ts';
import { giftCards } from '../../db/schema/index.ts';
import { cardsWhere, issueSoldGiftCards } from './gift-cards.ts';
import { writeGiftCard } from './balances.ts';

/** The day a card is mailed on, as a moment: the start of its send day in UTC (the mailing job sends what is due). */
const sendAtOf = (sendOn: string) => new Date(`${sendOn}T00:00:00Z`);

/**
 * Issues the cards of an order paid in full (`orderId`, or the order of payment `paymentId`):
 * one a unit of each gift card line, each under its key, so a second call (a webhook and staff at
 * once, a repeated "record payment") issues none. A cancelled order's cards are never issued.
 */
export async function issuePaidOrderCards(tx: DbOrTx, by: { orderId: number } | { paymentId: number }): Promise<number> {
  const order = 'orderId' in by ? sql`${by.orderId}` : sql`(SELECT order_id FROM payments WHERE id = ${by.paymentId})`;
  const { rows } = await tx.execute(sql`
    SELECT i.order_id AS "orderId", i.id AS "orderItemId", i.quantity, i.gift_card AS "giftCard", o.currency
    FROM order_items i JOIN orders o ON o.id = i.order_id
    WHERE i.order_id = ${order} AND i.gift_card IS NOT NULL AND o.status <> 'Cancelled'
    ORDER BY i.id`);
  const lines = rows as Array<{ orderId: number; orderItemId: number; quantity: number; giftCard: GiftCardChoice; currency: string }>;
  if (lines.length === 0) return 0;
  return issueSoldGiftCards(
    tx,
    lines[0]!.orderId,
    lines.map(({ orderItemId, quantity, giftCard, currency }) => ({
      orderItemId,
      quantity,
      currency,
      amountMinor: giftCard.amountMinor,
      recipientName: giftCard.recipientName,
      recipientEmail: giftCard.recipientEmail,
      message: giftCard.message,
      sendAt: sendAtOf(giftCard.sendOn),
    })),
  );
}

/** What an order kept of the money paid for it: its payment's captured or received less refunded, and its tenders less what went back to them. */
const keptSql = (orderId: number) => sql`
  SELECT (SELECT coalesce(sum(CASE WHEN e.kind IN ('captured', 'manual_payment') THEN e.amount_minor WHEN e.kind = 'refunded' THEN -e.amount_minor ELSE 0 END), 0)
      FROM payments p JOIN payment_events e ON e.payment_id = p.id WHERE p.order_id = ${orderId})
    + (SELECT coalesce(sum(amount_minor), 0) FROM order_tenders WHERE order_id = ${orderId})
    - (SELECT coalesce(sum(e.amount_minor), 0) FROM gift_card_entries e JOIN order_tenders t ON t.gift_card_id = e.gift_card_id AND t.order_id = e.order_id
        WHERE e.order_id = ${orderId} AND e.kind = 'refunded')
    - (SELECT coalesce(sum(amount_minor), 0) FROM store_credit_entries WHERE order_id = ${orderId} AND kind = 'refunded') AS kept`;

/**
 * After a refund that does not cancel the order: an order's unsent cards are never worth more than
 * the money it kept. A refund is money, not lines, so it is taken from the pieces first; what it
 * takes beyond them is voided off the cards not yet mailed, the latest send day first, each by as
 * much as is needed (a card may go out for less). A card already mailed is the recipient's money
 * and is never touched. Each void's key is the card and its balance before it, so a repeat voids nothing more.
 */
export async function voidRefundedCards(tx: DbOrTx, orderId: number, actorId: number | null): Promise<number> {
  const unsent = await cardsWhere(tx, sql`${giftCards.orderId} = ${orderId} AND ${giftCards.sentAt} IS NULL`);
  const owed = unsent.reduce((sum, card) => sum + Math.max(0, card.balanceMinor), 0);
  if (owed === 0) return 0;
  const { rows } = await tx.execute(keptSql(orderId));
  let excess = owed - Number((rows[0] as { kept: number | string }).kept);
  let voided = 0;
  for (const card of unsent.sort((a, b) => b.sendAt.getTime() - a.sendAt.getTime() || b.id - a.id)) {
    if (excess <= 0) break;
    const amountMinor = Math.min(card.balanceMinor, excess);
    if (amountMinor <= 0) continue;
    const entry = { kind: 'voided' as const, amountMinor, idempotencyKey: `refund-void-${card.id}-${card.balanceMinor}`, orderId, actorId };
    if ((await writeGiftCard(tx, card.id, entry)).written) voided += amountMinor;
    excess -= amountMinor;
  }
  return voided;
}
