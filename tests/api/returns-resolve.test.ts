/**
 * Resolving returns (issue 34, decision record 048), against real PostgreSQL: a refund back to the
 * way the order was paid less the restocking fee (none when faulty), made once however many
 * requests resolve at once; store credit issued on the customer's ledger under the return's key;
 * an exchange reserving its piece when asked, given back when refused, and resolved by a new
 * order at no charge (same price), with the difference due (dearer) or refunded (cheaper).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_POLICY } from '../../domain/returns-policy.ts';
import { RETURN_MESSAGES } from '../../domain/returns.ts';
import { askWithPhotos, deliveredOrder, onShelf, piecePhoto, stockUp } from '../support/returns.ts';
import { findPieces, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let shopper: Shopper;
let ring: SalePiece;
let sized: SalePiece;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, {}, { verified: true });
  ({ oneSize: ring, sized } = await findPieces(shop));
  await stockUp(shop, ring.variantId, [{ metal: ring.metals[0]!, quantity: 20 }]);
  const [m0, m1] = sized.metals as [string, string];
  const [s0, s1] = sized.sizes as [string, string];
  await stockUp(shop, sized.variantId, [
    { metal: m0, size: s0, quantity: 10 },
    { metal: m0, size: s1, quantity: 10 },
    { metal: m1, size: s0, quantity: 10 },
  ]);
});

const step = (id: number, name: string, body?: unknown) => send(shop, 'POST', `/api/admin/returns/${id}/${name}`, body, owner);
const adminOrder = async (id: number) => (await send(shop, 'GET', `/api/admin/orders/${id}`, undefined, owner)).body;

/** A return asked for, approved, received and inspected: ready to resolve. */
async function inspected(body: Record<string, unknown>): Promise<{ id: number; number: string }> {
  // "Faulty or damaged" comes with its photo, as it must (returns-photos.test.ts).
  const asked =
    body.reason === 'faulty'
      ? await askWithPhotos(shop, shopper.auth, body, [await piecePhoto()])
      : await send(shop, 'POST', '/api/returns', body, shopper.auth);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  for (const [name, input] of [['approve'], ['receive'], ['inspect', { condition: 'as-new', certificatePresent: true, packagingPresent: true }]] as const)
    expect((await step(asked.body.id, name, input)).status).toBe(200);
  return asked.body;
}

const setFee = async (percent: number) => {
  const saved = await send(
    shop,
    'PUT',
    '/api/admin/settings/returns',
    { ...DEFAULT_RETURN_POLICY, returnAddress: '1 Hatton Garden, London EC1N 8AA', restockingFeePercent: percent },
    owner,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
};

describe('resolving a return', () => {
  it('by refund: what was paid less the restocking fee, once though two requests resolve at once; faulty pays no fee', async () => {
    await setFee(10);
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal: ring.metals[0]!, quantity: 2 }]);
    const paid = order.items[0]!.price;
    const ret = await inspected({ orderId: order.id, lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }], reason: 'changed-mind', wanted: 'refund' });
    const [a, b] = await Promise.all([step(ret.id, 'resolve'), step(ret.id, 'resolve')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const fee = Math.round(paid * 10) / 100;
    expect(a.body).toMatchObject({ state: 'resolved', resolution: { how: 'refund', amount: paid - fee, restockingFee: fee } });
    const after = await adminOrder(order.id);
    expect(after.payment.amountRefunded).toBeCloseTo(paid - fee, 2);
    expect(after.payment.ledger.filter((entry: { kind: string }) => entry.kind === 'refunded')).toHaveLength(1);
    expect(after.documents.creditNotes).toHaveLength(1);

    const faulty = await inspected({ orderId: order.id, lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }], reason: 'faulty', wanted: 'refund' });
    expect((await step(faulty.id, 'resolve')).body).toMatchObject({ resolution: { amount: paid, restockingFee: 0 } });
    expect((await adminOrder(order.id)).payment.amountRefunded).toBeCloseTo(2 * paid - fee, 2);
    await setFee(0);
  });

  it('by store credit: issued on the customer’s ledger under the return’s key, once', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: ring, metal: ring.metals[0]!, quantity: 1 }]);
    const ret = await inspected({
      orderId: order.id,
      lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }],
      reason: 'changed-mind',
      wanted: 'store_credit',
    });
    await Promise.all([step(ret.id, 'resolve'), step(ret.id, 'resolve')]);
    const { rows } = await shop.database.db.execute<{ kind: string; amount_minor: number; idempotency_key: string }>(
      sql`SELECT kind, amount_minor, idempotency_key FROM store_credit_entries WHERE return_id = ${ret.id}`,
    );
    expect(rows).toEqual([{ kind: 'issued', amount_minor: Math.round(order.items[0]!.price * 100), idempotency_key: `return-${ret.id}-credit` }]);
    expect((await adminOrder(order.id)).payment.amountRefunded).toBe(0);
  });
});

describe('an exchange', () => {
  const [m0, m1] = [() => sized.metals[0]!, () => sized.metals[1]!];
  const [s0, s1] = [() => sized.sizes[0]!, () => sized.sizes[1]!];

  it('a size up at the same price: the piece is reserved when asked, and the new order costs nothing', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: sized, metal: m0(), size: s0(), quantity: 1 }]);
    const shelf = await onShelf(shop, sized.variantId, m0(), s1());
    const exchange = { variantId: sized.variantId, metal: m0(), size: s1() };
    const ret = await inspected({
      orderId: order.id,
      lines: [{ orderItemId: order.items[0]!.id, quantity: 1, exchange }],
      reason: 'wrong-size',
      wanted: 'exchange',
    });
    expect(await onShelf(shop, sized.variantId, m0(), s1())).toBe(shelf - 1);
    const resolved = await step(ret.id, 'resolve');
    expect(resolved.body).toMatchObject({ state: 'resolved', resolution: { how: 'exchange', amount: 0 } });
    const created = await adminOrder(resolved.body.resolution.exchangeOrderId);
    expect(created).toMatchObject({ total: 0, status: 'Pending', payment: { status: 'paid' }, items: [{ size: s1(), metal: m0(), quantity: 1 }] });
    expect(created.discounts).toEqual([expect.objectContaining({ name: `Exchange ${ret.number}`, amount: order.items[0]!.price })]);
    expect(await onShelf(shop, sized.variantId, m0(), s1())).toBe(shelf - 1);
  });

  it('a dearer or cheaper metal: the difference is due on the new order, or refunded on the original', async () => {
    const [p0, p1] = sized.pricesMinor as [number, number];
    const [cheap, dear] = p0 <= p1 ? [m0(), m1()] : [m1(), m0()];
    const difference = Math.abs(p1 - p0) / 100;
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: sized, metal: cheap, size: s0(), quantity: 1 }]);
    const up = await inspected({
      orderId: order.id,
      lines: [{ orderItemId: order.items[0]!.id, quantity: 1, exchange: { variantId: sized.variantId, metal: dear, size: s0() } }],
      reason: 'changed-mind',
      wanted: 'exchange',
    });
    const upOrder = await adminOrder((await step(up.id, 'resolve')).body.resolution.exchangeOrderId);
    expect(upOrder.payment.amountDue).toBeCloseTo(difference, 2);

    const second = await deliveredOrder(shop, shopper, owner, [{ piece: sized, metal: dear, size: s0(), quantity: 1 }]);
    const down = await inspected({
      orderId: second.id,
      lines: [{ orderItemId: second.items[0]!.id, quantity: 1, exchange: { variantId: sized.variantId, metal: cheap, size: s0() } }],
      reason: 'changed-mind',
      wanted: 'exchange',
    });
    expect((await step(down.id, 'resolve')).body.resolution.amount).toBeCloseTo(difference, 2);
    expect((await adminOrder(second.id)).payment.amountRefunded).toBeCloseTo(difference, 2);
  });

  it('the same piece, or one not for sale in that size: 422; a refused exchange gives its reserved piece back', async () => {
    const order = await deliveredOrder(shop, shopper, owner, [{ piece: sized, metal: m0(), size: s0(), quantity: 1 }]);
    const line = (exchange: Record<string, unknown>) => ({
      orderId: order.id,
      lines: [{ orderItemId: order.items[0]!.id, quantity: 1, exchange }],
      reason: 'wrong-size',
      wanted: 'exchange',
    });
    const same = await send(shop, 'POST', '/api/returns', line({ variantId: sized.variantId, metal: m0(), size: s0() }), shopper.auth);
    expect(same).toMatchObject({ status: 422, body: { error: { message: RETURN_MESSAGES.exchangeSame } } });
    const none = await send(shop, 'POST', '/api/returns', line({ variantId: sized.variantId, metal: m1(), size: s1() }), shopper.auth);
    expect(none).toMatchObject({ status: 422, body: { error: { message: RETURN_MESSAGES.exchangeUnavailable } } });
    const other = await send(shop, 'POST', '/api/returns', line({ variantId: ring.variantId, metal: ring.metals[0]!, size: '' }), shopper.auth);
    expect(other).toMatchObject({ status: 422, body: { error: { message: RETURN_MESSAGES.exchangeUnavailable } } });

    const shelf = await onShelf(shop, sized.variantId, m0(), s1());
    const asked = await send(shop, 'POST', '/api/returns', line({ variantId: sized.variantId, metal: m0(), size: s1() }), shopper.auth);
    expect(await onShelf(shop, sized.variantId, m0(), s1())).toBe(shelf - 1);
    await step(asked.body.id, 'refuse', { reason: 'Worn.' });
    expect(await onShelf(shop, sized.variantId, m0(), s1())).toBe(shelf);
  });
});
