import { describe, expect, it } from 'vitest';
import { queueClaimedSql } from '../mail/index.ts';
import type { OrderView } from './read.ts';
import { WRITE_ORDER, writeOrderValues, type OrderWrite } from './write-order.ts';

/** The statement as it was written by hand, its 32 parameters numbered one by one (decision record 013; the payment, 025; the discounts, 028; the tax, 029; the payment's amount, what tenders leave, 049; the ring size system and a size to be chosen later, 057). */
const HAND_WRITTEN = `WITH placed AS (
    INSERT INTO orders (id, number, user_id, customer_name, contact, shipping_address, shipping_method_id, shipping_method_name, currency,
      size_system, subtotal_minor, gift_wrap_minor, shipping_minor, discount_minor, total_minor, tax_minor, tax_included, tax_lines, discount_code,
      special_instructions, status, has_made_to_order, idempotency_key, request_digest, created_at, updated_at)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, 'Pending', $21, $22, $23, $24, $24)
    ON CONFLICT (user_id, idempotency_key) DO NOTHING
    RETURNING id
  ), lines AS (
    INSERT INTO order_items (id, order_id, variant_id, product_id, product_name, gemstone, metal, size, size_later, personalisation, gift_wrap,
      quantity, unit_price_minor, gift_wrap_minor, image, made_to_order, stock_id, gift_card)
    SELECT line.id, placed.id, line.variant_id, line.product_id, line.product_name, line.gemstone, line.metal, line.size, line.size_later,
      line.personalisation, line.gift_wrap, line.quantity, line.unit_price_minor, line.gift_wrap_minor, line.image, line.made_to_order, line.stock_id,
      line.gift_card
    FROM placed, json_to_recordset($25::json) AS line(id int, variant_id int, product_id int, product_name text, gemstone text, metal text,
      size text, size_later boolean, personalisation text, gift_wrap boolean, quantity int, unit_price_minor int, gift_wrap_minor int, image text,
      made_to_order boolean, stock_id int, gift_card jsonb)
  ), discounts AS (
    INSERT INTO order_discounts (order_id, discount_id, name, code, kind, amount_minor)
    SELECT placed.id, d.discount_id, d.name, d.code, d.kind, d.amount_minor
    FROM placed, json_to_recordset($26::json) AS d(position int, discount_id int, name text, code text, kind text, amount_minor int)
    ORDER BY d.position
  ), payment AS (
    INSERT INTO payments (order_id, method, currency, amount_minor, expires_at, created_at)
    SELECT id, $27::text, $9, $28::int, $29::timestamptz, $24 FROM placed
  ), emptied_cart AS (
    DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $3) AND EXISTS (SELECT 1 FROM placed)
  ), confirmation AS (
    ${queueClaimedSql({ to: '$30::text', subject: '$31::text', text: '$32::text' }, 'placed WHERE $30::text IS NOT NULL')}
  )
  SELECT (SELECT id FROM placed) AS order_id, (SELECT id FROM confirmation) AS mail_id`;

/** A gift card sold (decision record 050), kept with its line as JSON. */
const card = { amountMinor: 5000, recipientName: 'Ana', recipientEmail: 'ana@example.com', message: 'For you', sendOn: '2026-12-24' };

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const line = {
  id: 71,
  variantId: 5,
  productId: 2,
  productName: 'Rose Ring',
  gemstone: 'Ruby',
  metal: '14K Gold',
  size: '7',
  personalisation: 'A & B',
  giftWrap: true,
  quantity: 2,
  priceMinor: 12_500,
  giftWrapMinor: 1_000,
  lineTotalMinor: 26_000,
  image: 'rose.svg',
  madeToOrder: false,
};

const order = {
  id: 42,
  number: 100042,
  userId: 7,
  customerName: 'Ada Lovelace',
  contact: { name: 'Ada', email: 'ada@example.com', phone: '1' },
  shippingAddress: { name: 'Ada', address: '12 Square', city: 'London', country: 'UK', state: 'London', zip: 'SW1', phone: '1' },
  shippingMethod: { id: 3, name: 'Express', deliveryText: '1 to 2 days', priceMinor: 1_999 },
  currency: 'USD',
  sizeSystem: 'UK',
  subtotalMinor: 25_000,
  giftWrapMinor: 1_000,
  shippingMinor: 1_999,
  discountMinor: 2_500,
  totalMinor: 25_499,
  discountCode: 'WELCOME10',
  discounts: [{ discountId: 4, name: 'WELCOME10', code: 'WELCOME10', kind: 'percent', amountMinor: 2_500 }],
  tax: { lines: [{ name: 'VAT', rateBasisPoints: 2000, baseMinor: 20_416, amountMinor: 4_083 }], taxMinor: 4_083, addedMinor: 0, included: true },
  specialInstructions: 'Leave at the door',
  hasMadeToOrder: true,
  items: [line, { ...line, id: 72, variantId: null, madeToOrder: true, giftCard: card }],
  payment: {
    method: 'bank_transfer',
    expiresAt: new Date('2026-12-04T10:00:00.123Z'),
    tenders: [{ kind: 'gift_card', codeLast4: '7KQ2', amountMinor: 5_000 }],
  },
} as unknown as OrderView;

const write: OrderWrite = {
  order,
  at: '2026-11-27 10:00:00.123456+00',
  key: { key: 'key-1', digest: 'abc' },
  stock: [{ madeToOrder: false, shelfId: 9, left: 3 }, { madeToOrder: true }],
  mail: { to: 'ada@example.com', subject: 'Your order', text: 'Thank you' },
};

describe('the order write', () => {
  it('is the statement that was written by hand, its parameters numbered from the column list', () => {
    expect(words(WRITE_ORDER.text)).toBe(words(HAND_WRITTEN));
  });

  it('gives each column of orders its own value', () => {
    const [, names, values] = /INSERT INTO orders \(([^)]*)\)\s+VALUES \(([^)]*)\)/.exec(WRITE_ORDER.text)!;
    const given = writeOrderValues(write);
    const written = Object.fromEntries(
      names!.split(', ').map((name, i) => {
        const value = values!.split(', ')[i]!;
        return [name, value.startsWith('$') ? given[Number(value.slice(1)) - 1] : value];
      }),
    );
    expect(written).toEqual({
      id: 42,
      number: 100042,
      user_id: 7,
      customer_name: 'Ada Lovelace',
      contact: JSON.stringify(order.contact),
      shipping_address: JSON.stringify(order.shippingAddress),
      shipping_method_id: 3,
      shipping_method_name: 'Express',
      currency: 'USD',
      size_system: 'UK',
      subtotal_minor: 25_000,
      gift_wrap_minor: 1_000,
      shipping_minor: 1_999,
      discount_minor: 2_500,
      total_minor: 25_499,
      tax_minor: 4_083,
      tax_included: true,
      tax_lines: JSON.stringify(order.tax.lines),
      discount_code: 'WELCOME10',
      special_instructions: 'Leave at the door',
      status: "'Pending'",
      has_made_to_order: true,
      idempotency_key: 'key-1',
      request_digest: 'abc',
      created_at: write.at,
      updated_at: write.at,
    });
    expect(JSON.parse(given[25] as string)).toEqual([
      { position: 0, discount_id: 4, name: 'WELCOME10', code: 'WELCOME10', kind: 'percent', amount_minor: 2_500 },
    ]);
    // The payment is asked for the total less its tenders: 254.99 - 50.00.
    expect(given.slice(26, 29)).toEqual(['bank_transfer', 20_499, '2026-12-04T10:00:00.123Z']);
    expect(given.slice(29)).toEqual(['ada@example.com', 'Your order', 'Thank you']);
    expect(writeOrderValues({ ...write, key: null, mail: null })).toEqual([...given.slice(0, 21), null, null, ...given.slice(23, 29), null, null, null]);
  });

  it('gives the lines as records of the columns the statement reads, with the shelf a ready-to-ship line took from', () => {
    const record = /AS line\(([^)]*)\)/.exec(WRITE_ORDER.text)![1]!.split(', ');
    const lines = JSON.parse(writeOrderValues(write)[24] as string);
    const columns = record.map((column) => column.split(' ')[0]).sort();
    for (const stored of lines) expect(Object.keys(stored).sort()).toEqual(columns);
    expect(lines[0]).toEqual({
      id: 71,
      variant_id: 5,
      product_id: 2,
      product_name: 'Rose Ring',
      gemstone: 'Ruby',
      metal: '14K Gold',
      size: '7',
      size_later: false,
      personalisation: 'A & B',
      gift_wrap: true,
      quantity: 2,
      unit_price_minor: 12_500,
      gift_wrap_minor: 1_000,
      image: 'rose.svg',
      made_to_order: false,
      stock_id: 9,
      gift_card: null,
    });
    expect(lines[1]).toMatchObject({ id: 72, variant_id: null, made_to_order: true, stock_id: null, gift_card: card });
  });
});
