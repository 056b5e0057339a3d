/**
 * A person's store credit and gift cards for "Download my data" (decision records 044 and 047):
 * the ledgers as the person may read them. A gift card is shown by its code's last four
 * characters only: the code itself is never kept.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { DataExportAnswer } from '../../../domain/contract/privacy.ts';
import { toMajor } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { giftCardEntries, orders, storeCreditEntries } from '../../db/schema/index.ts';
import { giftCardsOfCustomer } from './gift-cards.ts';
import { storeCreditOf } from './store-credit.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The store credit in the currency it was given in (the shop's one); none given: an empty currency and nothing in it. */
async function exportedStoreCredit(db: DbOrTx, userId: number): Promise<DataExportAnswer['storeCredit']> {
  const [first] = await db
    .select({ currency: storeCreditEntries.currency })
    .from(storeCreditEntries)
    .where(eq(storeCreditEntries.customerId, userId))
    .orderBy(asc(storeCreditEntries.id))
    .limit(1);
  return first ? storeCreditOf(db, userId, first.currency) : { currency: '', balance: 0, entries: [] };
}

async function exportedGiftCards(db: DbOrTx, userId: number): Promise<DataExportAnswer['giftCards']> {
  const cards = await giftCardsOfCustomer(db, userId);
  if (cards.length === 0) return [];
  const entries = await db
    .select()
    .from(giftCardEntries)
    .where(
      inArray(
        giftCardEntries.giftCardId,
        cards.map((card) => card.id),
      ),
    )
    .orderBy(asc(giftCardEntries.id));
  const ordersOfPerson = new Set((await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).map((row) => row.id));
  return cards.map((card) => ({
    last4: card.codeLast4,
    currency: card.currency,
    initial: toMajor(card.initialMinor, card.currency),
    balance: toMajor(card.balanceMinor, card.currency),
    bought: card.orderId !== null && ordersOfPerson.has(card.orderId),
    held: card.ownerId === userId,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    message: card.message,
    sendAt: card.sendAt.toISOString(),
    sentAt: iso(card.sentAt),
    expiresAt: iso(card.expiresAt),
    entries: entries
      .filter((entry) => entry.giftCardId === card.id)
      .map((entry) => ({ kind: entry.kind, amount: toMajor(entry.amountMinor, card.currency), at: entry.createdAt.toISOString() })),
  }));
}

/** The export's `storeCredit` and `giftCards` sections. */
export async function exportedBalances(db: DbOrTx, userId: number): Promise<Pick<DataExportAnswer, 'storeCredit' | 'giftCards'>> {
  const [storeCredit, giftCards] = await Promise.all([exportedStoreCredit(db, userId), exportedGiftCards(db, userId)]);
  return { storeCredit, giftCards };
}
