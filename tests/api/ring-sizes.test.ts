/**
 * Ring sizes as a system (decision record 057): a ring's size is its inner circumference, named in the
 * shopper's system (a London order: UK) beside the millimetres; a size the piece is not made in is
 * refused; a ring ordered without a size waits at Confirmed until its shopper chooses it, on the order's
 * page (the API here) or through the e-mailed signed link, once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LATER_SIZE_MESSAGES, SIZE_LATER } from '../../domain/ring-sizes.ts';
import { RULER_MM } from '../../server/services/ring-sizes/index.ts';
import { payInFull } from '../support/payments.ts';
import { pdfShownText, pdfVerticalStrokes } from '../support/pdf.ts';
import { createOwner } from '../support/staff.ts';
import { orderRequest, outboxMessages, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let ring: { variantId: number; title: string; metal: string; sizes: string[] };

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: OWNER_PASSWORD });
  const login = await send(shop, 'POST', '/api/authenticate', { email, password: OWNER_PASSWORD });
  owner = { Authorization: `Bearer ${login.body.jwtToken}` };
  const { body } = await shop.request('/api/products?pageSize=48');
  const variant = body.flatMap((product: any) => product.ProductVariants).find((v: any) => v.sizes.includes('54.4 mm'));
  ring = { variantId: variant.id, title: variant.title, metal: variant.metal[0], sizes: variant.sizes };
});

const line = (size: string) => ({ variantId: ring.variantId, metal: ring.metal, size, quantity: 1 });

async function order(shopper: Shopper, size: string, extra: Record<string, unknown> = {}) {
  return send(shop, 'POST', '/api/orders', orderRequest(shopper, [line(size)], extra), shopper.auth);
}

const choose = (shopper: Shopper, orderId: number, itemId: number, size: string) =>
  send(shop, 'POST', `/api/orders/${orderId}/items/${itemId}/size`, { size }, shopper.auth);

const move = (orderId: number, status: string) => send(shop, 'POST', `/api/admin/orders/${orderId}/status`, { status }, owner);

describe('ring sizes in the shopper’s system', () => {
  it('offers the sample rings as circumferences, and names a London order’s sizes in UK sizes beside the millimetres', async () => {
    expect(ring.sizes).toEqual(['49.3 mm', '51.9 mm', '54.4 mm', '57.0 mm', '59.5 mm']);
    const shopper = await registerShopper(shop, {}, { verified: true });
    const placed = await order(shopper, '54.4 mm');
    expect(placed.status).toBe(201);
    expect(placed.body.sizeSystem).toBe('UK');
    expect(placed.body.items[0].size).toBe('54.4 mm');
    const [mail] = await outboxMessages(shop, shopper.email).then((all) => all.filter((m) => m.includes('Subject: Your Test Jewellers order')));
    expect(mail).toContain('size UK N½, 54.4 mm');
  });

  it('takes a size written in any system, or as the old US label, and keeps the system the shopper saw', async () => {
    const shopper = await registerShopper(shop);
    for (const [written, system] of [
      ['UK N½', undefined],
      ['US 7', 'US'],
      ['7', 'JP'],
      ['EU 54', 'EU'],
    ] as const) {
      const placed = await order(shopper, written, system ? { sizeSystem: system } : {});
      expect(placed.status, written).toBe(201);
      expect(placed.body.items[0].size).toBe('54.4 mm');
      expect(placed.body.sizeSystem).toBe(system ?? 'UK');
    }
  });

  it('keeps the system a signed-in shopper chose on the account', async () => {
    const shopper = await registerShopper(shop);
    expect((await send(shop, 'GET', '/api/me/size-system', undefined, shopper.auth)).body).toEqual({ system: null });
    const refused = await send(shop, 'PUT', '/api/me/size-system', { system: 'FR' }, shopper.auth);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Choose US, UK, EU or JP sizes');
    expect((await send(shop, 'PUT', '/api/me/size-system', { system: 'JP' }, shopper.auth)).body).toEqual({ system: 'JP' });
    expect((await send(shop, 'GET', '/api/me/size-system', undefined, shopper.auth)).body).toEqual({ system: 'JP' });
    expect((await send(shop, 'GET', '/api/me/size-system')).status).toBe(401);
  });

  it('refuses a size the ring is not made in, and an unknown system, with a message (400)', async () => {
    const shopper = await registerShopper(shop);
    const refused = await order(shopper, 'UK A');
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain(ring.title);
    const system = await order(shopper, '54.4 mm', { sizeSystem: 'FR' });
    expect(system.status).toBe(400);
    expect(JSON.stringify(system.body)).toContain('The ring size system must be US, UK, EU or JP');
  });
});

describe('I don’t know my size', () => {
  async function placedWithoutSize() {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const placed = await order(shopper, SIZE_LATER);
    expect(placed.status).toBe(201);
    return { shopper, orderId: placed.body.id as number, itemId: placed.body.items[0].id as number, body: placed.body };
  }

  it('orders a ring without a size: a note for staff to post a sizer, and a signed link in the confirmation', async () => {
    const { shopper, orderId, body } = await placedWithoutSize();
    expect(body.items[0].size).toBe(SIZE_LATER);
    const staffView = await send(shop, 'GET', `/api/admin/orders/${orderId}`, undefined, owner);
    expect(staffView.body.timeline.map((event: any) => event.note)).toContain(LATER_SIZE_MESSAGES.staffNote);
    const [mail] = (await outboxMessages(shop, shopper.email)).filter((m) => m.includes('ring sizer'));
    expect(mail).toMatch(/\/ring-size\?token=[\w.-]+/);
    expect(mail).toContain('size to be chosen');
  });

  it('waits at Confirmed: production and packing are refused (409) until the size is chosen', async () => {
    const { shopper, orderId, itemId } = await placedWithoutSize();
    await payInFull(shop, orderId, owner);
    expect((await move(orderId, 'Confirmed')).status).toBe(200);
    for (const status of ['In production', 'Ready to ship']) {
      const refused = await move(orderId, status);
      expect(refused.status, status).toBe(409);
      expect(refused.body.error.message).toBe(LATER_SIZE_MESSAGES.waiting);
    }
    const awaiting = async () => (await send(shop, 'GET', '/api/admin/dashboard', undefined, owner)).body.awaitingSize.map((row: any) => row.id);
    expect(await awaiting()).toContain(orderId);
    const chosen = await choose(shopper, orderId, itemId, 'UK N½');
    expect(chosen.status).toBe(200);
    expect(chosen.body.items[0].size).toBe('54.4 mm');
    expect(await awaiting()).not.toContain(orderId);
    expect((await move(orderId, 'In production')).status).toBe(200);
  });

  it('chooses once: a second choice, or one after the order moved on, is refused (409); a size not made, 400', async () => {
    const { shopper, orderId, itemId } = await placedWithoutSize();
    const notMade = await choose(shopper, orderId, itemId, 'UK A');
    expect(notMade.status).toBe(400);
    expect(notMade.body.error.message).toBe(LATER_SIZE_MESSAGES.notOffered(ring.title, 'UK A'));
    expect((await choose(shopper, orderId, itemId, SIZE_LATER)).status).toBe(400);
    expect((await choose(shopper, orderId, itemId, '57.0 mm')).status).toBe(200);
    const again = await choose(shopper, orderId, itemId, '54.4 mm');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(LATER_SIZE_MESSAGES.alreadyChosen);

    const other = await placedWithoutSize();
    expect((await send(shop, 'POST', `/api/orders/${other.orderId}/cancel`, undefined, other.shopper.auth)).status).toBe(200);
    const late = await choose(other.shopper, other.orderId, other.itemId, '54.4 mm');
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(LATER_SIZE_MESSAGES.movedOn('Cancelled'));
  });

  it('takes one of two choices sent at once (a double click): the other is refused', async () => {
    const { shopper, orderId, itemId } = await placedWithoutSize();
    const answers = await Promise.all([choose(shopper, orderId, itemId, '54.4 mm'), choose(shopper, orderId, itemId, '57.0 mm')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('answers another shopper’s order line as not found (404)', async () => {
    const { orderId, itemId } = await placedWithoutSize();
    const stranger = await registerShopper(shop);
    expect((await choose(stranger, orderId, itemId, '54.4 mm')).status).toBe(404);
  });

  it('chooses the size through the e-mailed link; a link we did not sign is refused (403)', async () => {
    const { shopper } = await placedWithoutSize();
    const [mail] = (await outboxMessages(shop, shopper.email)).filter((m) => m.includes('ring sizer'));
    const token = decodeURIComponent(mail!.match(/\/ring-size\?token=([\w.%-]+)/)![1]!);
    const forged = await send(shop, 'POST', '/api/ring-sizes/choose', { token: `${token.slice(0, -2)}xx`, size: 'UK N½' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toBe(LATER_SIZE_MESSAGES.linkInvalid);
    const chosen = await send(shop, 'POST', '/api/ring-sizes/choose', { token, size: 'UK N½' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ productName: ring.title, size: '54.4 mm', sizeWords: 'UK N½ · 54.4 mm' });
    expect((await send(shop, 'POST', '/api/ring-sizes/choose', { token, size: 'UK N½' })).status).toBe(409);
  });
});

describe('the printable sizer', () => {
  it('draws a ruler whose millimetres are true: each tick 72/25.4 points from the last', async () => {
    const answer = await shop.api.request('/ring-sizes/sizer.pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await answer.arrayBuffer());
    const strokes = pdfVerticalStrokes(pdf);
    const top = Math.min(...strokes.map((stroke) => stroke.top));
    const ticks = strokes
      .filter((stroke) => stroke.top === top)
      .map((stroke) => stroke.x)
      .sort((a, b) => a - b);
    expect(ticks).toHaveLength(RULER_MM + 1);
    const mm = 72 / 25.4;
    for (let i = 1; i < ticks.length; i += 1) expect(ticks[i]! - ticks[i - 1]!).toBeCloseTo(mm, 2);
    expect(ticks.at(-1)! - ticks[0]!).toBeCloseTo(RULER_MM * mm, 1);
    // Every tenth tick is the long one, numbered.
    const tens = strokes.filter((stroke) => stroke.top === top && stroke.length === 14);
    expect(tens).toHaveLength(RULER_MM / 10 + 1);
    expect(pdfShownText(pdf)).toContain('Print this page at 100%');
  });
});
