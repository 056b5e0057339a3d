/**
 * The one statement that writes a new order whole (decision record 013): the order, its lines, the
 * emptied server-kept cart and, when it names a recipient, its confirmation, queued already claimed
 * so the request itself delivers it. An Idempotency-Key this shopper used before (or is using at
 * this moment, in a transaction not yet committed: the insert waits for it) writes nothing and
 * answers a null id.
 *
 * Its parameters ($1, $2, …) and their values come from one list of columns: each column is named
 * beside the value it takes, so no value can land in another column by its position, and the
 * table's own types check each value. The statement's text is built once, when this module loads.
 */
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

/** A line of the order as it is stored: as it was priced (the unit price is the one charged), with the shelf it took from. */
interface LineWrite {
  item: OrderItemView;
  stock: LineStock;
}

/** A column's name in SQL: its TypeScript name in snake_case, as the database client names it (db/client.ts `casing`). */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A value as it travels: a JSON column as its JSON text, a time as the database's own text of it. */
type Param<T> = T extends Date ? string : T extends object ? string : T;

/** An SQL expression in place of a value. */
interface Expression {
  sql: string;
}

/**
 * The columns a row is written with, keyed by their SQL names, in the statement's order. A value
 * is taken from the input, or is an SQL expression, or is another column's (`sameAs`). A column the
 * table requires cannot be left out, and each value must have its column's type.
 */
type Columns<Row, Input> = {
  [K in keyof Row as SnakeCase<K & string>]: ((input: Input) => Param<Row[K]>) | Expression | { sameAs: SnakeCase<keyof Row & string> };
};

/** The columns of a line (read from a JSON record of the order's lines), each with its SQL type in that record. */
type LineColumns<Row, Input> = {
  [K in keyof Row as SnakeCase<K & string>]: readonly [type: string, value: (input: Input) => Param<Row[K]>] | Expression;
};

const ORDER_COLUMNS: Columns<typeof orders.$inferInsert, OrderWrite> = {
  id: (w) => w.order.id,
  number: (w) => w.order.number,
  user_id: (w) => w.order.userId,
  customer_name: (w) => w.order.customerName,
  contact: (w) => JSON.stringify(w.order.contact),
  shipping_address: (w) => JSON.stringify(w.order.shippingAddress),
  shipping_method_id: (w) => w.order.shippingMethod.id,
  shipping_method_name: (w) => w.order.shippingMethod.name,
  currency: (w) => w.order.currency,
  subtotal_minor: (w) => w.order.subtotalMinor,
  gift_wrap_minor: (w) => w.order.giftWrapMinor,
  shipping_minor: (w) => w.order.shippingMinor,
  discount_minor: (w) => w.order.discountMinor,
  total_minor: (w) => w.order.totalMinor,
  discount_code: (w) => w.order.discountCode,
  special_instructions: (w) => w.order.specialInstructions,
  status: { sql: "'Pending'" },
  has_made_to_order: (w) => w.order.hasMadeToOrder,
  idempotency_key: (w) => w.key?.key ?? null,
  request_digest: (w) => w.key?.digest ?? null,
  created_at: (w) => w.at,
  updated_at: { sameAs: 'created_at' },
};

const LINE_COLUMNS: LineColumns<typeof orderItems.$inferInsert, LineWrite> = {
  id: ['int', (l) => l.item.id],
  order_id: { sql: 'placed.id' },
  variant_id: ['int', (l) => l.item.variantId],
  product_id: ['int', (l) => l.item.productId],
  product_name: ['text', (l) => l.item.productName],
  gemstone: ['text', (l) => l.item.gemstone],
  metal: ['text', (l) => l.item.metal],
  size: ['text', (l) => l.item.size],
  personalisation: ['text', (l) => l.item.personalisation],
  gift_wrap: ['boolean', (l) => l.item.giftWrap],
  quantity: ['int', (l) => l.item.quantity],
  unit_price_minor: ['int', (l) => l.item.priceMinor],
  gift_wrap_minor: ['int', (l) => l.item.giftWrapMinor],
  image: ['text', (l) => l.item.image],
  made_to_order: ['boolean', (l) => l.stock.madeToOrder],
  stock_id: ['int', (l) => (l.stock.madeToOrder ? null : l.stock.shelfId)],
};

/** Numbered parameters, and the values of all of them for one input, in the same order. */
class Parameters<Input> {
  readonly #values: Array<(input: Input) => unknown> = [];

  /** The next parameter, taking this value: its placeholder ($n). */
  add(value: (input: Input) => unknown): string {
    this.#values.push(value);
    return `$${this.#values.length}`;
  }

  valuesOf(input: Input): unknown[] {
    return this.#values.map((value) => value(input));
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

const lineEntries = Object.entries(LINE_COLUMNS);
const lineValues = lineEntries.flatMap(([name, column]) => ('sql' in column ? [] : [[name, column[1]] as const]));

/** The order's lines as the JSON records the statement reads (`json_to_recordset`). */
function lineRecords(write: OrderWrite): string {
  return JSON.stringify(
    write.order.items.map((item, i) => {
      const line = { item, stock: write.stock[i]! };
      return Object.fromEntries(lineValues.map(([name, value]) => [name, value(line)]));
    }),
  );
}

const params = new Parameters<OrderWrite>();
const order = rowOf(ORDER_COLUMNS, params);
const lines = params.add(lineRecords);
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
    INSERT INTO order_items (${lineEntries.map(([name]) => name).join(', ')})
    SELECT ${lineEntries.map(([name, column]) => ('sql' in column ? column.sql : `line.${name}`)).join(', ')}
    FROM placed, json_to_recordset(${lines}::json) AS line(${lineEntries.flatMap(([name, column]) => ('sql' in column ? [] : [`${name} ${column[0]}`])).join(', ')})
  ), emptied_cart AS (
    DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = ${order.of('user_id')}) AND EXISTS (SELECT 1 FROM placed)
  ), confirmation AS (
    ${queueClaimedSql({ to: `${mail.to}::text`, subject: `${mail.subject}::text`, text: `${mail.text}::text` }, `placed WHERE ${mail.to}::text IS NOT NULL`)}
  )
  SELECT (SELECT id FROM placed) AS order_id, (SELECT id FROM confirmation) AS mail_id`,
);

/** The values of WRITE_ORDER's parameters for this order. */
export const writeOrderValues = (write: OrderWrite): unknown[] => params.valuesOf(write);
