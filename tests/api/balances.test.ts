/**
 * Gift card and store credit ledgers (issue 34): append-only, never below zero, one entry per key.
 * Five spends of one balance at once spend at most the balance; the ledgers refuse UPDATE, DELETE
 * and TRUNCATE from the shop's own connection.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  giftCardBalance,
  giftCardByCode,
  issueGiftCard,
  storeCreditBalance,
  storeCreditEntriesOf,
  writeGiftCard,
  writeStoreCredit,
} from '../../server/services/payments/index.ts';
import { registerShopper, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';
import { expectRefusedToAll } from '../support/append-only.ts';

const shop = useTestShop();
let shopper: Shopper;

beforeAll(async () => {
  shopper = await registerShopper(shop);
});

const settled = <T>(tries: Array<Promise<T>>) => Promise.allSettled(tries);

describe('store credit', () => {
  it('five spends of one balance at once spend at most the balance; a repeated key writes once', async () => {
    const id = shopper.id;
    await shop.database.db.transaction((tx) =>
      writeStoreCredit(tx, id, 'USD', { kind: 'issued', amountMinor: 10_000, idempotencyKey: 'staff-1', note: 'Goodwill' }),
    );
    const again = await shop.database.db.transaction((tx) =>
      writeStoreCredit(tx, id, 'USD', { kind: 'issued', amountMinor: 10_000, idempotencyKey: 'staff-1' }),
    );
    expect(again).toEqual({ written: false, balanceMinor: 10_000 });

    const spends = await settled(
      [1, 2, 3, 4, 5].map((n) =>
        shop.database.db.transaction((tx) => writeStoreCredit(tx, id, 'USD', { kind: 'spent', amountMinor: 3_000, idempotencyKey: `order-${n}` })),
      ),
    );
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(3);
    const refused = spends.find((s) => s.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 422, message: 'Only $10.00 is left.' });
    expect(await storeCreditBalance(shop.database.db, id)).toBe(1_000);
    expect((await storeCreditEntriesOf(shop.database.db, id)).map((e) => e.kind)).toEqual(['issued', 'spent', 'spent', 'spent']);
  });

  it('cannot be changed or emptied through the shop’s connection', async () => {
    for (const statement of ['UPDATE store_credit_entries SET amount_minor = 1', 'DELETE FROM store_credit_entries', 'TRUNCATE store_credit_entries']) {
      await expectRefusedToAll(shop, statement, [], /is append-only/);
    }
  });
});

describe('gift cards', () => {
  it('is found by its code however typed, and never spent below zero', async () => {
    const { id, code } = await shop.database.db.transaction((tx) =>
      issueGiftCard(tx, { currency: 'USD', initialMinor: 5_000, withCode: true, idempotencyKey: 'staff-card-1', note: 'Prize' }),
    );
    const typed = ` ${code!.toLowerCase().match(/.{4}/g)!.join('-')} `;
    expect((await giftCardByCode(shop.database.db, typed))?.id).toBe(id);
    expect(await giftCardByCode(shop.database.db, 'AAAA-AAAA-AAAA-AAAA')).toBeUndefined();

    const spends = await settled(
      [1, 2].map((n) => shop.database.db.transaction((tx) => writeGiftCard(tx, id, { kind: 'spent', amountMinor: 3_000, idempotencyKey: `order-${n}` }))),
    );
    expect(spends.map((s) => s.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await giftCardBalance(shop.database.db, id)).toBe(2_000);
  });

  it('cannot be changed or emptied through the shop’s connection', async () => {
    for (const statement of ['UPDATE gift_card_entries SET amount_minor = 1', 'DELETE FROM gift_card_entries', 'TRUNCATE gift_card_entries']) {
      await expectRefusedToAll(shop, statement, [], /is append-only/);
    }
  });
});
