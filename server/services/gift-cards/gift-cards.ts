/**
 * Gift card use cases (issue 34, decision record 050): a code checked on the balance page or added
 * to an account (both rate-limited per client and per card, counted before the look-up, so a
 * guess costs the same whether it hits or not), the shopper's cards, a card issued by staff
 * (audited), and the job that mails the cards due. The ledger and the codes are the payments
 * module's (server/services/payments/gift-cards.ts); this module decides when and tells people.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { normaliseGiftCardCode } from '../../../domain/balances.ts';
import type { IssueGiftCardInput } from '../../../domain/contract/gift-cards.ts';
import { CUSTOMER_MESSAGES } from '../../../domain/customers.ts';
import { NotFound } from '../../../domain/errors.ts';
import { GIFT_CARD_MESSAGES as M } from '../../../domain/gift-cards.ts';
import { toMinor } from '../../../domain/money.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orders, users } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { deliverMail, enqueueMail, type MailConfig } from '../mail/index.ts';
import {
  addGiftCardToAccount,
  claimDueGiftCards,
  giftCardOfCode,
  voidCancelledOrdersCards,
  giftCardsOwnedBy,
  issueGiftCardByHand,
  type GiftCardView,
} from '../payments/index.ts';
import { clientKey, consume, type RateLimit } from '../rate-limits/index.ts';
import { buyerCopyMail, recipientMail } from './mail.ts';

/**
 * How often codes may be tried. A code holds about 79 bits, so guessing is hopeless anyway; the
 * limits keep a script from trying at all, and the per-card one keeps anyone from hammering one
 * card's balance. Far above what a shopper types by hand.
 */
const GIFT_CARD_LIMITS = {
  perClient: { name: 'gift-card:client', limit: 20, windowSeconds: 10 * 60 },
  perCard: { name: 'gift-card:card', limit: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

/** The per-card key: a digest of the code as the look-up reads it (never the code itself in a table). */
const cardKey = (typed: string) =>
  createHash('sha256')
    .update(normaliseGiftCardCode(typed) || typed.trim().toUpperCase())
    .digest('hex')
    .slice(0, 32);

/** Counts one try of a code, for the client and for the card; 429 with Retry-After over either. */
async function limitCodeTry(db: Db, clientIp: string | undefined, typed: string): Promise<void> {
  await consume(
    db,
    [
      { limit: GIFT_CARD_LIMITS.perClient, key: clientKey(clientIp) },
      { limit: GIFT_CARD_LIMITS.perCard, key: cardKey(typed) },
    ],
    M.tooManyChecks,
  );
}

/** The card a typed code names (404 with one message for every wrong code), counted against the limits first. */
export async function checkGiftCard(db: Db, clientIp: string | undefined, typed: string): Promise<GiftCardView> {
  await limitCodeTry(db, clientIp, typed);
  return giftCardOfCode(db, typed);
}

/** Adds the card a typed code names to the shopper's account, counted against the same limits. */
export async function addGiftCard(db: Db, clientIp: string | undefined, userId: number, typed: string): Promise<GiftCardView> {
  await limitCodeTry(db, clientIp, typed);
  return addGiftCardToAccount(db, userId, typed);
}

/** The cards in a shopper's account. */
export const myGiftCards = (db: DbOrTx, userId: number) => giftCardsOwnedBy(db, userId);

/** A card the owner issues by hand, with the reason in its ledger and the audit log; the code is answered this once. */
export function issueCardByHand(
  db: Db,
  actor: { id: number; email: string },
  input: IssueGiftCardInput,
  currency: string,
  idempotencyKey: string = randomUUID(),
): Promise<{ card: GiftCardView; code: string }> {
  return db.transaction(async (tx) => {
    if (input.customerId !== undefined) {
      const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.customerId));
      if (!customer) throw new NotFound(CUSTOMER_MESSAGES.notFound);
    }
    const issued = await issueGiftCardByHand(tx, {
      currency,
      amountMinor: toMinor(input.amount, currency),
      reason: input.reason,
      actorId: actor.id,
      recipientName: input.recipientName,
      ownerId: input.customerId,
      key: `staff-${actor.id}-${idempotencyKey}`,
    });
    await recordAudit(tx, actor, {
      action: 'gift_card.issue',
      entity: 'gift_card',
      entityId: issued.card.id,
      after: { amount: input.amount, currency, reason: input.reason, last4: issued.card.codeLast4, customerId: input.customerId ?? null },
    });
    return issued;
  });
}

/** How often the cards due are looked for: a send date is a day, so a few minutes into it is on time. */
export const GIFT_CARDS_MAILED_EVERY_MS = 5 * 60_000;

/** How many cards one run mails at most; the next run takes the rest. */
const BATCH = 50;

/**
 * Follows the sold cards: first voids the unsent cards of cancelled orders, then mails the cards
 * whose send date has come: each one's code is made, the card marked sent and its two mails queued
 * in one transaction (the claim skips cards another instance holds), then delivered; a failed
 * delivery stays in the outbox for its sender loop. Answers how many were sent.
 */
export async function mailDueGiftCards(db: Db, config: MailConfig): Promise<number> {
  await db.transaction((tx) => voidCancelledOrdersCards(tx, BATCH));
  const { sent, mailIds } = await db.transaction(async (tx) => {
    const claimed = await claimDueGiftCards(tx, BATCH);
    const queued: number[] = [];
    for (const { card, code } of claimed) {
      const [buyer] = await tx
        .select({ name: orders.customerName, email: users.email })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, card.orderId!));
      queued.push(await enqueueMail(tx, recipientMail(config, card, code, buyer?.name ?? '')));
      if (buyer?.email && buyer.email.toLowerCase() !== card.recipientEmail.toLowerCase())
        queued.push(await enqueueMail(tx, buyerCopyMail(config, card, buyer.email)));
    }
    return { sent: claimed.length, mailIds: queued };
  });
  for (const id of mailIds) await deliverMail(db, config, id);
  return sent;
}

/** The cards a customer bought or holds, and the cards an order sold: what staff see beside them. */
export { giftCardsOfCustomer as customerGiftCards, giftCardsOfOrder as orderGiftCards } from '../payments/index.ts';
