/**
 * Issue 34's "Done when", against real PostgreSQL and the Stripe test server (decision records 048,
 * 049): a shopper pays an order of three pieces by card and it is delivered; they return ring A for
 * a refund, exchange ring B for a size up and return a pendant for store credit; staff approve,
 * receive, inspect and resolve each; then a new order is paid by a gift card from their account,
 * the store credit and the rest by card. Every figure is then read through the API the pages read
 * and must agree: the payment ledgers, the credit notes (each of its refund's amount), the store
 * credit's history, the gift card's ledger and balance, the shelves and the dashboard.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { onShelf, stockUp } from '../support/returns.ts';
import { findPieces, orderRequest, send, type SalePiece } from '../support/shopper.ts';
import { useStripeShop } from '../support/stripe-shop.ts';

const t = useStripeShop();
const cents = (major: number) => Math.round(major * 100);
let ringA: SalePiece;
let ringB: SalePiece;
let pendant: SalePiece;
const metal = (piece: SalePiece) => piece.metals[0]!;
const [small, large] = [() => ringB.sizes[0]!, () => ringB.sizes[1]!];

beforeAll(async () => {
  ({ oneSize: ringA, sized: ringB, other: pendant } = await findPieces(t.shop));
  await stockUp(t.shop, ringA.variantId, [{ metal: metal(ringA), quantity: 5 }]);
  await stockUp(t.shop, ringB.variantId, [
    { metal: metal(ringB), size: small(), quantity: 5 },
    { metal: metal(ringB), size: large(), quantity: 5 },
  ]);
  await stockUp(t.shop, pendant.variantId, [{ metal: metal(pendant), size: pendant.sizes[0] ?? '', quantity: 5 }]);
});

const staff = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  send(t.shop, method, `/api/admin${path}`, body, { ...t.owner(), ...headers });
const mine = (method: string, path: string, body?: unknown) => send(t.shop, method, `/api${path}`, body, t.shopper().auth);
const shelves = async () => ({
  a: await onShelf(t.shop, ringA.variantId, metal(ringA)),
  bSmall: await onShelf(t.shop, ringB.variantId, metal(ringB), small()),
  bLarge: await onShelf(t.shop, ringB.variantId, metal(ringB), large()),
  pendant: await onShelf(t.shop, pendant.variantId, metal(pendant), pendant.sizes[0] ?? ''),
});

/** Places an order by card for these lines (and tenders), pays its remainder on the hosted page; its answer. */
async function cardOrder(items: unknown[], tenders: Record<string, unknown> = {}) {
  const placed = await send(t.shop, 'POST', '/api/orders', orderRequest(t.shopper(), items, { paymentMethod: 'stripe', ...tenders }), t.shopper().auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await t.stripe.pay(await t.sessionOf(placed.body.id));
  return placed.body as { id: number; total: number; items: Array<{ id: number; price: number; variantId: number }>; payment: { amountDue: number } };
}

/** Staff move an order on to Delivered (Confirmed captures the card). */
async function deliver(orderId: number) {
  for (const move of [
    { status: 'Confirmed' },
    { status: 'Ready to ship' },
    { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'AB123456789GB' },
    { status: 'Delivered' },
  ]) {
    const moved = await staff('POST', `/orders/${orderId}/status`, move);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

/** A return asked for by the shopper, then approved, received, inspected and resolved by staff: the resolved return. */
async function returned(body: Record<string, unknown>) {
  const asked = await mine('POST', '/returns', body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const steps = [['approve'], ['receive'], ['inspect', { condition: 'as-new', certificatePresent: true, packagingPresent: true }], ['resolve']] as const;
  let answer = asked;
  for (const [step, input] of steps) {
    answer = await staff('POST', `/returns/${asked.body.id}/${step}`, input);
    expect(answer.status, `${step}: ${JSON.stringify(answer.body)}`).toBe(200);
  }
  return answer.body;
}

const line = (piece: SalePiece, size = '') => ({ variantId: piece.variantId, metal: metal(piece), size, quantity: 1, personalisation: '', giftWrap: false });
type LedgerEntry = { kind: string; amount: number };
const sumOf = (entries: LedgerEntry[], kind: string) => cents(entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amount, 0));

describe('a return, an exchange and a new order paid with a gift card and a card', () => {
  it('leave the ledgers, the credit notes, the store credit, the gift card, the shelves and the dashboard agreeing', async () => {
    const dashboardBefore = (await staff('GET', '/dashboard')).body;
    const shelvesBefore = await shelves();

    // Bought by card and delivered.
    const first = await cardOrder([line(ringA), line(ringB, small()), line(pendant, pendant.sizes[0] ?? '')]);
    await deliver(first.id);
    const item = (piece: SalePiece) => first.items.find((i) => i.variantId === piece.variantId)!;

    // Ring A for a refund, ring B for a size up, the pendant for store credit.
    const refund = await returned({ orderId: first.id, lines: [{ orderItemId: item(ringA).id, quantity: 1 }], reason: 'changed-mind', wanted: 'refund' });
    const exchange = await returned({
      orderId: first.id,
      lines: [{ orderItemId: item(ringB).id, quantity: 1, exchange: { variantId: ringB.variantId, metal: metal(ringB), size: large() } }],
      reason: 'wrong-size',
      wanted: 'exchange',
    });
    const credit = await returned({
      orderId: first.id,
      lines: [{ orderItemId: item(pendant).id, quantity: 1 }],
      reason: 'changed-mind',
      wanted: 'store_credit',
    });
    expect(refund.resolution).toMatchObject({ how: 'refund', amount: item(ringA).price, restockingFee: 0 });
    expect(exchange.resolution).toMatchObject({ how: 'exchange', amount: 0 });
    expect(credit.resolution).toMatchObject({ how: 'store_credit', amount: item(pendant).price });

    // The shopper's gift card, issued by staff into their account, pays first, then the store credit, then the card.
    const issued = await staff(
      'POST',
      '/gift-cards',
      { amount: 10, reason: 'Sorry for the wait', customerId: t.shopper().id },
      { 'Idempotency-Key': 'scenario-card' },
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const giftCard = issued.body.card as { id: number };
    const second = await cardOrder([line(ringA), line(pendant, pendant.sizes[0] ?? '')], { accountGiftCards: [giftCard.id], useStoreCredit: true });
    const fromCard = Math.min(1_000, cents(second.total));
    const fromCredit = Math.min(cents(item(pendant).price), cents(second.total) - fromCard);
    const byCard = cents(second.total) - fromCard - fromCredit;
    expect(byCard).toBeGreaterThan(0);
    await deliver(second.id);

    // The payment ledgers: the first order captured its total and refunded ring A; the exchange's order asked nothing; the second captured its rest.
    const firstAfter = await t.adminOrder(first.id);
    expect(firstAfter.payment).toMatchObject({ status: 'partially_refunded', amountPaid: first.total, amountRefunded: item(ringA).price });
    expect(sumOf(firstAfter.payment.ledger, 'captured')).toBe(cents(first.total));
    expect(sumOf(firstAfter.payment.ledger, 'refunded')).toBe(cents(item(ringA).price));
    const exchangeOrder = await t.adminOrder(exchange.resolution.exchangeOrderId);
    expect(exchangeOrder).toMatchObject({ total: 0, payment: { status: 'paid', amountPaid: 0 }, items: [{ size: large(), quantity: 1 }] });
    const secondAfter = await t.adminOrder(second.id);
    expect(cents(secondAfter.payment.amountPaid)).toBe(byCard);
    expect(secondAfter.payment.tenders.map((tender: { amount: number }) => cents(tender.amount))).toEqual([fromCard, fromCredit].filter((a) => a > 0));

    // The credit notes: one, for the one refund, of its amount.
    expect(firstAfter.documents.creditNotes.map((note: { amount: number }) => cents(note.amount))).toEqual([cents(item(ringA).price)]);
    expect(secondAfter.documents.creditNotes).toEqual([]);

    // The store credit's history: issued by the pendant's return, spent by the second order; the balance their sum.
    const history = (await mine('GET', '/me/store-credit')).body as { balance: number; entries: LedgerEntry[] };
    expect(history.entries.map((e) => [e.kind, cents(e.amount)])).toEqual([
      ...(fromCredit > 0 ? [['spent', -fromCredit]] : []),
      ['issued', cents(item(pendant).price)],
    ]);
    expect(cents(history.balance)).toBe(cents(item(pendant).price) - fromCredit);

    // The gift card: issued $10, spent what it paid; the account shows the rest.
    const cards = (await mine('GET', '/me/gift-cards')).body.cards as Array<{ id: number; balance: number }>;
    expect(cards.map((c) => [c.id, cents(c.balance)])).toEqual([[giftCard.id, 1_000 - fromCard]]);

    // The shelves: ring A back and sold again, ring B's small size back, its large one gone to the exchange, the pendant back and sold again.
    const shelvesAfter = await shelves();
    expect(shelvesAfter).toEqual({
      a: shelvesBefore.a - 1 + 1 - 1,
      bSmall: shelvesBefore.bSmall - 1 + 1,
      bLarge: shelvesBefore.bLarge - 1,
      pendant: shelvesBefore.pendant - 1 + 1 - 1,
    });

    // The dashboard: three orders (the exchange's too); sales the card money kept; the gift card's rest outstanding, not sales.
    const dashboardAfter = (await staff('GET', '/dashboard')).body;
    expect(dashboardAfter.today.orders - dashboardBefore.today.orders).toBe(3);
    expect(cents(dashboardAfter.today.sales - dashboardBefore.today.sales)).toBe(cents(first.total) - cents(item(ringA).price) + byCard);
    expect(cents(dashboardAfter.outstandingGiftCards - dashboardBefore.outstandingGiftCards)).toBe(1_000 - fromCard);
  });
});
