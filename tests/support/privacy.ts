/**
 * A shopper with a history, for the export and erasure tests (decision record 044): confirmed,
 * with a phone and saved addresses, subscribed to the newsletter, a wishlist and a cart, a message
 * with a photo and a design request sent from their address, a refused sign-in, and an order paid,
 * partly refunded (an invoice and a credit note) and delivered.
 */
import { expect } from 'vitest';
import { payInFull } from './payments.ts';
import { confirmLatest, signUp } from './newsletter.ts';
import { findPieces, orderRequest, registerShopper, send, type Shopper } from './shopper.ts';
import type { ServedShop } from './test-shop.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Whose data the tests look for after erasure: a name and a phone no other test data carries. */
export const HISTORY = { firstName: 'Philippa', lastName: 'Quennell-Vasquez', phone: '+44 20 7946 0311' };

export interface LivedShopper extends Shopper {
  orderId: number;
  orderNumber: number;
  photos: string[];
}

async function sendForm(shop: ServedShop, form: '/api/contact' | '/api/custom-design', fields: Record<string, string>): Promise<string> {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('photo', new File([PNG], 'ring.png', { type: 'image/png' }));
  const { status, body } = await shop.request(form, { method: 'POST', body: data });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.received.photo;
}

async function moveTo(shop: ServedShop, orderId: number, owner: Record<string, string>, change: Record<string, string>) {
  const moved = await send(shop, 'POST', `/api/admin/orders/${orderId}/status`, change, owner);
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
}

/** Places, pays, refunds in part and delivers an order for the shopper. */
async function settledOrder(shop: ServedShop, shopper: Shopper, owner: Record<string, string>) {
  const { oneSize } = await findPieces(shop);
  const item = { variantId: oneSize.variantId, metal: oneSize.metals[0], size: '', quantity: 1, personalisation: 'For Philippa' };
  const fullName = `${HISTORY.firstName} ${HISTORY.lastName}`;
  const request = orderRequest(shopper, [item], { paymentMethod: 'bank_transfer', specialInstructions: `Ring ${HISTORY.phone} at the door` });
  request.orderCustomer = { name: fullName, email: shopper.email, phone: HISTORY.phone };
  request.shippingAddress = { ...request.shippingAddress, name: fullName, phone: HISTORY.phone };
  const placed = await send(shop, 'POST', '/api/orders', request, shopper.auth);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId: number = placed.body.id;
  await payInFull(shop, orderId, owner);
  expect((await send(shop, 'POST', `/api/admin/orders/${orderId}/notes`, { note: `Called ${HISTORY.phone}` }, owner)).status).toBe(201);
  await moveTo(shop, orderId, owner, { status: 'Confirmed' });
  await moveTo(shop, orderId, owner, { status: 'Ready to ship' });
  await moveTo(shop, orderId, owner, { status: 'Shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456' });
  await moveTo(shop, orderId, owner, { status: 'Delivered' });
  expect((await send(shop, 'POST', `/api/admin/orders/${orderId}/refunds`, { amount: 1, reason: `Goodwill for ${HISTORY.lastName}` }, owner)).status).toBe(201);
  return { orderId, orderNumber: placed.body.number as number, item };
}

/** The shopper, signed in, with every kind of data the shop keeps about a person. */
export async function livedShopper(shop: ServedShop, owner: Record<string, string>): Promise<LivedShopper> {
  const shopper = await registerShopper(shop, { firstName: HISTORY.firstName, lastName: HISTORY.lastName }, { verified: true });
  expect((await send(shop, 'PATCH', '/api/me', { phone: HISTORY.phone }, shopper.auth)).status).toBe(200);
  const home = {
    name: `${HISTORY.firstName} ${HISTORY.lastName}`,
    address: '7 Quennell Mews',
    city: 'London',
    country: 'GB',
    zip: 'SW1Y 4JH',
    phone: HISTORY.phone,
  };
  expect((await send(shop, 'POST', '/api/me/addresses', home, shopper.auth)).status).toBe(201);
  expect((await signUp(shop, shopper.email)).status).toBeLessThan(300);
  expect((await confirmLatest(shop, shopper.email)).status).toBe(200);
  const named = { name: `${HISTORY.firstName} ${HISTORY.lastName}`, email: shopper.email };
  const photos = [
    await sendForm(shop, '/api/contact', { ...named, subject: 'Ring sizing', message: 'Could you resize my ring?', mobile: '2079460311' }),
    await sendForm(shop, '/api/custom-design', { ...named, phone: '2079460311', description: 'A pendant shaped like a comet.' }),
  ];
  expect((await send(shop, 'POST', '/api/authenticate', { email: shopper.email, password: 'not-my-password-1' })).status).toBe(401);
  const order = await settledOrder(shop, shopper, owner);
  expect((await send(shop, 'PUT', '/api/wishlist', { items: [{ id: order.item.variantId }] }, shopper.auth)).status).toBe(200);
  expect((await send(shop, 'PUT', '/api/cart', { lines: [order.item] }, shopper.auth)).status).toBe(200);
  return { ...shopper, orderId: order.orderId, orderNumber: order.orderNumber, photos };
}
