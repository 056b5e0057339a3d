/**
 * The one statement that writes a new order whole (decision record 013): the order, its lines, its
 * discounts (decision record 028), its payment (awaiting the shopper, decision record 025), the emptied server-kept cart and, when it names a recipient, its confirmation, queued already claimed
 * so the request itself delivers it. An Idempotency-Key this shopper used before (or is using at
 * this moment, in a transaction not yet committed: the insert waits for it) writes nothing and
 * answers a null id.
 *
 * Its parameters ($1, $2, …) and their values come from one list of columns (ORDER_COLUMNS): each
 * column is named beside the value it takes, so no value can land in another column by its
 * position. The lines travel as JSON records keyed by column (LINE_COLUMNS, `lineRecord`). The
 * tables' own types check every name and value. The statement's text is built once, when this
 * module loads; an order only computes its values.
 */
import { isSizeLater } from '../../../domain/ring-sizes.ts';
import { namedStatement } from '../../db/prepared.ts';
import type { orderItems, orders } from '../../db/schema/index.ts';
import type { LineStock } from '../catalogue/index.ts';
import { queueClaimedSql, type MailMessage } from '../mail/index.ts';
import type { OrderItemView, OrderView } from './read.ts';

/** What the write is given: the order as `getOrder` will read it back, and what is kept beside it. */
export interface OrderWrite {
  order: OrderView;
  /** The order's time as the database gave it (to the microsecond). */
  at: string;
  key: { key: string; digest: string } | null;
  /** Where each line's pieces come from, line by line. */
  stock: readonly LineStock[];
  mail: MailMessage | null;
}

/** A column's name in SQL: its TypeScript name in snake_case, as the database client names it (db/client.ts `casing`). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A value as it travels: a JSON column as its JSON text, a time as the database's own text of it. */
type Param<T> = T extends Date ? string : T extends object ? string : T;

/** A table's row as the write gives it: keyed by the columns' SQL names, each value as it travels. Optional where the table has a default. */
type SqlRow<Row> = { [K in keyof Row as SnakeCase<K & string>]: Param<Row[K]> };

/** An SQL expression in place of a value. */
interface Expression {
  sql: string;
}

type OrderRow = SqlRow<typeof orders.$inferInsert>;

/**
 * The columns of `orders` the write fills, in the statement's order, each with its value: taken
 * from the input (a parameter of its own), an SQL expression, or another column's (`sameAs`). A
 * column the table requires cannot be left out, and each value must have its column's type.
 */
const ORDER_COLUMNS: { [K in keyof OrderRow]: ((w: OrderWrite) => OrderRow[K]) | Expression | { sameAs: keyof OrderRow } } = {
  id: (w) => w.order.id,
  number: (w) => w.order.number,
  user_id: (w) => w.order.userId,
  customer_name: (w) => w.order.customerName,
  contact: (w) => JSON.stringify(w.order.contact),
  shipping_address: (w) => JSON.stringify(w.order.shippingAddress),
  shipping_method_id: (w) => w.order.shippingMethod.id,
  shipping_method_name: (w) => w.order.shippingMethod.name,
  currency: (w) => w.order.currency,
  size_system: (w) => w.order.sizeSystem,
  subtotal_minor: (w) => w.order.subtotalMinor,
  gift_wrap_minor: (w) => w.order.giftWrapMinor,
  shipping_minor: (w) => w.order.shippingMinor,
  discount_minor: (w) => w.order.discountMinor,
  total_minor: (w) => w.order.totalMinor,
  tax_minor: (w) => w.order.tax.taxMinor,
  tax_included: (w) => w.order.tax.included,
  tax_lines: (w) => JSON.stringify(w.order.tax.lines),
  discount_code: (w) => w.order.discountCode,
  special_instructions: (w) => w.order.specialInstructions,
  status: { sql: "'Pending'" },
  has_made_to_order: (w) => w.order.hasMadeToOrder,
  idempotency_key: (w) => w.key?.key ?? null,
  request_digest: (w) => w.key?.digest ?? null,
  created_at: (w) => w.at,
  updated_at: { sameAs: 'created_at' },
};

type LineRow = SqlRow<typeof orderItems.$inferInsert>;

/**
 * The columns of `order_items` the write fills, in the statement's order: each line comes as a
 * JSON record of these columns (of this SQL type there), but the order's id, which is the order just
 * placed. A column the table requires cannot be left out.
 */
const LINE_COLUMNS = {
  id: 'int',
  order_id: { sql: 'placed.id' },
  variant_id: 'int',
  product_id: 'int',
  product_name: 'text',
  gemstone: 'text',
  metal: 'text',
  size: 'text',
  size_later: 'boolean',
  personalisation: 'text',
  gift_wrap: 'boolean',
  quantity: 'int',
  unit_price_minor: 'int',
  gift_wrap_minor: 'int',
  image: 'text',
  made_to_order: 'boolean',
  stock_id: 'int',
  gift_card: 'jsonb',
} as const satisfies { [K in keyof LineRow]: 'int' | 'text' | 'boolean' | 'jsonb' | Expression };

type RecordColumn = { [K in keyof typeof LINE_COLUMNS]: (typeof LINE_COLUMNS)[K] extends Expression ? never : K }[keyof typeof LINE_COLUMNS];

/**
 * A line's record: as it was priced (the unit price is the one charged), with the shelf it took
 * its pieces from. Keyed by column, it must name each column of the record, and only those, each
 * with its column's type.
 */
type LineRecord = Omit<Required<Pick<LineRow, RecordColumn>>, 'gift_card'> & {
  /** Inside the lines' JSON a card is itself JSON, not its text (the records are made text once, together). */
  gift_card: OrderItemView['giftCard'] | null;
};

const lineRecord = (item: OrderItemView, stock: LineStock): LineRecord => ({
  id: item.id,
  variant_id: item.variantId,
  product_id: item.productId,
  product_name: item.productName,
  gemstone: item.gemstone,
  metal: item.metal,
  size: item.size,
  size_later: isSizeLater(item.size),
  personalisation: item.personalisation,
  gift_wrap: item.giftWrap,
  quantity: item.quantity,
  unit_price_minor: item.priceMinor,
  gift_wrap_minor: item.giftWrapMinor,
  image: item.image,
  made_to_order: stock.madeToOrder,
  stock_id: stock.madeToOrder ? null : stock.shelfId,
  gift_card: item.giftCard ?? null,
});

/** Numbered parameters, and the values of all of them for one input, in the same order. */
class Parameters<Input> {
  readonly #values: Array<(input: Input) => unknown> = [];

  /** The next parameter, taking this value: its placeholder ($n). */
  add(value: (input: Input) => unknown): string {
    this.#values.push(value);
    return `$${this.#values.length}`;
  }

  valuesOf(input: Input): unknown[] {
    const values = this.#values;
    const given = new Array<unknown>(values.length);
    for (let i = 0; i < values.length; i++) given[i] = values[i]!(input);
    return given;
  }
}

/** The names of these columns and what the statement writes in each, each value a parameter unless it is an expression. */
function rowOf<Input>(columns: Record<string, ((input: Input) => unknown) | Expression | { sameAs: string }>, params: Parameters<Input>) {
  const written = new Map<string, string>();
  const of = (name: string) => {
    const placeholder = written.get(name);
    if (placeholder === undefined) throw new Error(`${name} is not written (before the column that takes its value)`);
    return placeholder;
  };
  for (const [name, value] of Object.entries(columns)) {
    if (typeof value === 'function') written.set(name, params.add(value));
    else if ('sql' in value) written.set(name, value.sql);
    else written.set(name, of(value.sameAs));
  }
  return { names: [...written.keys()].join(', '), values: [...written.values()].join(', '), of };
}

const lineColumns = Object.entries(LINE_COLUMNS);

const params = new Parameters<OrderWrite>();
const order = rowOf(ORDER_COLUMNS, params);
const lines = params.add((w) => JSON.stringify(w.order.items.map((item, i) => lineRecord(item, w.stock[i]!))));
/** The order's discounts as JSON records of order_discounts' columns, in the order they were taken off. */
const discounts = params.add((w) =>
  JSON.stringify(
    w.order.discounts.map((d, position) => ({ position, discount_id: d.discountId, name: d.name, code: d.code, kind: d.kind, amount_minor: d.amountMinor })),
  ),
);
const payment = {
  method: params.add((w) => w.order.payment.method),
  // The payment is asked for what the order's tenders (gift cards, store credit) leave (decision record 049).
  amount: params.add((w) => w.order.totalMinor - w.order.payment.tenders.reduce((sum, t) => sum + t.amountMinor, 0)),
  expiresAt: params.add((w) => w.order.payment.expiresAt?.toISOString() ?? null),
};
const mail = {
  to: params.add((w) => w.mail?.to ?? null),
  subject: params.add((w) => w.mail?.subject ?? null),
  text: params.add((w) => w.mail?.text ?? null),
};

export const WRITE_ORDER = namedStatement<{ order_id: number | null; mail_id: number | null }>(
  'write-order',
  `WITH placed AS (
    INSERT INTO orders (${order.names})
    VALUES (${order.values})
    ON CONFLICT (user_id, idempotency_key) DO NOTHING
    RETURNING id
  ), lines AS (
    INSERT INTO order_items (${lineColumns.map(([name]) => name).join(', ')})
    SELECT ${lineColumns.map(([name, type]) => (typeof type === 'string' ? `line.${name}` : type.sql)).join(', ')}
    FROM placed, json_to_recordset(${lines}::json) AS line(${lineColumns.flatMap(([name, type]) => (typeof type === 'string' ? [`${name} ${type}`] : [])).join(', ')})
  ), discounts AS (
    INSERT INTO order_discounts (order_id, discount_id, name, code, kind, amount_minor)
    SELECT placed.id, d.discount_id, d.name, d.code, d.kind, d.amount_minor
    FROM placed, json_to_recordset(${discounts}::json) AS d(position int, discount_id int, name text, code text, kind text, amount_minor int)
    ORDER BY d.position
  ), payment AS (
    INSERT INTO payments (order_id, method, currency, amount_minor, expires_at, created_at)
    SELECT id, ${payment.method}::text, ${order.of('currency')}, ${payment.amount}::int, ${payment.expiresAt}::timestamptz, ${order.of('created_at')} FROM placed
  ), emptied_cart AS (
    DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${order.of('user_id')}) AND EXISTS (SELECT 1 FROM placed)
  ), confirmation AS (
    ${queueClaimedSql({ to: `${mail.to}::text`, subject: `${mail.subject}::text`, text: `${mail.text}::text` }, `placed WHERE ${mail.to}::text IS NOT NULL`)}
  )
  SELECT (SELECT id FROM placed) AS order_id, (SELECT id FROM confirmation) AS mail_id`,
);

/** The values of WRITE_ORDER's parameters for this order. */
export const writeOrderValues = (write: OrderWrite): unknown[] => params.valuesOf(write);
