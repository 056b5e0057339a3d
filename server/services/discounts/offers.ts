/**
 * The discounts an order gets: the automatic promotions on now and the shopper's code, read from
 * the database at every quote and order (never cached, so every instance follows a change at
 * once), checked by the engine (domain/discounts.ts) with the facts only the database knows.
 *
 * Limits under concurrency (decision record 028): a use is an order not cancelled that carries
 * the discount. An order being placed (`lock: true`) locks the shopper's account row and then the
 * rows of the limited discounts it may get, in id order, before it counts their uses; the lock is
 * held until its transaction writes the order and commits, so the next order counts that one too.
 * 50 shoppers racing for 10 uses left: 10 orders get it, and each other is refused (ran out).
 */
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  cartRefusalOf,
  chooseDiscounts,
  DISCOUNT_MESSAGES,
  refusalMessage,
  refusalOf,
  type DiscountableLine,
  type DiscountFacts,
  type DiscountOffer,
  type DiscountRefusal,
  type DiscountRule,
} from '../../../domain/discounts.ts';
import { Conflict, Forbidden, InvalidInput, Unauthenticated, Unprocessable, type DomainError } from '../../../domain/errors.ts';
import { promotionsShownNow } from '../../../domain/shown-promotion.ts';
import type { DbOrTx } from '../../db/client.ts';
import { discountCodes, orderDiscounts, orders, users } from '../../db/schema/index.ts';

export const RULE_COLUMNS = {
  id: discountCodes.id,
  name: discountCodes.name,
  code: discountCodes.code,
  kind: discountCodes.kind,
  value: discountCodes.value,
  productIds: discountCodes.productIds,
  categoryIds: discountCodes.categoryIds,
  active: discountCodes.active,
  minSubtotalMinor: discountCodes.minSubtotalMinor,
  startsAt: discountCodes.startsAt,
  endsAt: discountCodes.endsAt,
  usageLimit: discountCodes.usageLimit,
  perCustomerLimit: discountCodes.perCustomerLimit,
  firstOrderOnly: discountCodes.firstOrderOnly,
  description: discountCodes.description,
};

/** A discount as stored: the rule and the owner's description of it. */
type StoredRule = DiscountRule & { description: string };

/**
 * The automatic promotions switched on, as JSON, for a statement that reads them beside what an
 * order needs (orders/quote.ts `pricingFacts`): an order without a code whose promotions need no
 * count costs no statement of its own for its discounts.
 */
export const promotionsSql = `(SELECT COALESCE(json_agg(json_build_object('id', d.id, 'name', d.name, 'code', d.code, 'kind', d.kind,
    'value', d.value, 'productIds', d.product_ids, 'categoryIds', d.category_ids, 'active', d.active, 'minSubtotalMinor', d.min_subtotal_minor,
    'startsAt', d.starts_at, 'endsAt', d.ends_at, 'usageLimit', d.usage_limit, 'perCustomerLimit', d.per_customer_limit,
    'firstOrderOnly', d.first_order_only, 'description', d.description) ORDER BY d.id), '[]')
  FROM discount_codes d WHERE d.code IS NULL AND d.active)`;

/** A promotion as `promotionsSql` reads it: its moments as text. */
export type PromotionRow = Omit<StoredRule, 'startsAt' | 'endsAt'> & { startsAt: string | null; endsAt: string | null };

const promotionsFrom = (rows: readonly PromotionRow[]): StoredRule[] =>
  rows.map((row) => ({ ...row, startsAt: row.startsAt === null ? null : new Date(row.startsAt), endsAt: row.endsAt === null ? null : new Date(row.endsAt) }));

/** How a code is written and compared: trimmed, upper case. */
const normalCode = (code: string) => code.trim().toUpperCase();

interface Uses {
  total: number;
  mine: number;
}

/** Orders not cancelled carrying each of these discounts, in all and of this shopper. */
async function usesOf(db: DbOrTx, ids: readonly number[], userId: number | null): Promise<Map<number, Uses>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orderDiscounts.discountId,
      total: sql<number>`count(DISTINCT ${orderDiscounts.orderId})::int`,
      mine: sql<number>`count(DISTINCT ${orderDiscounts.orderId}) FILTER (WHERE ${orders.userId} = ${userId ?? 0})::int`,
    })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(and(inArray(orderDiscounts.discountId, [...ids]), ne(orders.status, 'Cancelled')))
    .groupBy(orderDiscounts.discountId);
  return new Map(rows.map((row) => [row.id!, { total: row.total, mine: row.mine }]));
}

/** A cancelled order does not count: the first-order code stays available after one (decision record 003). */
async function hasOrdered(db: DbOrTx, userId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'Cancelled')))
    .limit(1);
  return order !== undefined;
}

async function hasVerifiedEmail(db: DbOrTx, userId: number): Promise<boolean> {
  const [user] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return user?.verifiedAt != null;
}

const limited = (rule: DiscountRule) => rule.usageLimit !== null || rule.perCustomerLimit !== null;

/** The refusal as the error a shopper gets: a code that is not one 400, one that cannot apply now 422, one used up 409. */
function refusalError(code: string, refusal: DiscountRefusal, currency: string): DomainError {
  const message = refusalMessage(code, refusal, currency);
  if (refusal.reason === 'unknown') return new InvalidInput(message);
  if (refusal.reason === 'ran-out' || refusal.reason === 'customer-limit' || refusal.reason === 'first-order') return new Conflict(message);
  return new Unprocessable(message);
}

/** The rules that may apply: the automatic promotions switched on, and the code asked for. */
async function readRules(db: DbOrTx, code: string | null): Promise<StoredRule[]> {
  const automatic = and(isNull(discountCodes.code), eq(discountCodes.active, true));
  return db
    .select(RULE_COLUMNS)
    .from(discountCodes)
    .where(code === null ? automatic : or(automatic, eq(discountCodes.code, code)))
    .orderBy(asc(discountCodes.id));
}

/**
 * The automatic promotions pieces show at `now` (domain/shown-promotion.ts), best first: those
 * switched on, with the orders not cancelled that carry each one with a usage limit, so a promotion
 * used up is shown no more. Read when the catalogue's pages and listing engine need them.
 */
export async function shownPromotions(db: DbOrTx, now = new Date()): Promise<DiscountRule[]> {
  const rules = await readRules(db, null);
  const uses = await usesOf(
    db,
    rules.filter((rule) => rule.usageLimit !== null).map((rule) => rule.id),
    null,
  );
  return promotionsShownNow(
    rules.map((rule) => ({ rule, usedTotal: uses.get(rule.id)?.total ?? 0 })),
    now,
  );
}

export interface DiscountsAsked {
  code: string | null;
  userId: number | null;
  currency: string;
  /** Placing an order: lock what limits the discounts before counting their uses (inside the order's transaction). */
  lock?: boolean;
}

/**
 * What the shopper is told about a code before the cart is known (POST /api/discounts/check), or
 * refused with the reason. A first-order code needs an account whose e-mail address is verified:
 * new accounts cost nothing to make, a mailbox that answers costs a little more, so one person
 * cannot take the welcome discount again and again (decision record 003).
 */
export async function checkCode(db: DbOrTx, asked: DiscountsAsked & { code: string }): Promise<StoredRule> {
  const code = normalCode(asked.code);
  const rule = (await readRules(db, code)).find((r) => r.code === code);
  return checkedCode(db, rule, { ...asked, code });
}

async function checkedCode(db: DbOrTx, rule: StoredRule | undefined, asked: DiscountsAsked & { code: string }): Promise<StoredRule> {
  if (!rule) throw refusalError(asked.code, { reason: 'unknown' }, asked.currency);
  if (rule.firstOrderOnly && asked.userId === null) throw new Unauthenticated(DISCOUNT_MESSAGES.needsLogin);
  const uses = (await usesOf(db, limited(rule) ? [rule.id] : [], asked.userId)).get(rule.id);
  const ordered = rule.firstOrderOnly && asked.userId !== null && (await hasOrdered(db, asked.userId));
  const refusal = refusalOf(rule, { now: new Date(), usedTotal: uses?.total ?? 0, usedByCustomer: uses?.mine ?? 0, hasOrdered: ordered });
  if (refusal) throw refusalError(rule.code ?? asked.code, refusal, asked.currency);
  if (rule.firstOrderOnly && !(await hasVerifiedEmail(db, asked.userId!))) throw new Forbidden(DISCOUNT_MESSAGES.needsVerifiedEmail(rule.code!));
  return rule;
}

/**
 * The discounts these lines get (`chooseDiscounts`: the best automatic promotion, then the code),
 * or the code's refusal. A promotion that does not apply is left out quietly; a code the shopper
 * asked for that does not apply is refused with its reason, so the shopper decides.
 */
export async function discountsFor(
  db: DbOrTx,
  asked: DiscountsAsked,
  cart: { lines: readonly DiscountableLine[]; shippingMinor: number },
  /** The promotions read already (`promotionsSql`): used when no code is asked for and nothing is locked. */
  promotions?: readonly PromotionRow[],
): Promise<DiscountOffer[]> {
  const code = asked.code === null ? null : normalCode(asked.code);
  if (asked.lock && asked.userId !== null) await db.select({ id: users.id }).from(users).where(eq(users.id, asked.userId)).for('update');
  const rules = promotions && code === null && !asked.lock ? promotionsFrom(promotions) : await readRules(db, code);
  const lockIds = rules.filter(limited).map((rule) => rule.id);
  if (asked.lock && lockIds.length > 0)
    await db.select({ id: discountCodes.id }).from(discountCodes).where(inArray(discountCodes.id, lockIds)).orderBy(asc(discountCodes.id)).for('update');

  const codeRule =
    code === null
      ? null
      : await checkedCode(
          db,
          rules.find((rule) => rule.code === code),
          { ...asked, code },
        );
  if (codeRule) {
    const refusal = cartRefusalOf(codeRule, cart.lines);
    if (refusal) throw refusalError(codeRule.code!, refusal, asked.currency);
  }
  const automatic = rules.filter((rule) => rule.code === null && rule.active);
  const uses = await usesOf(
    db,
    automatic.filter(limited).map((rule) => rule.id),
    asked.userId,
  );
  const ordered = asked.userId !== null && automatic.some((rule) => rule.firstOrderOnly) && (await hasOrdered(db, asked.userId));
  const now = new Date();
  const open = automatic.filter((rule) => {
    // A first-order promotion waits until the shopper is known.
    if (rule.firstOrderOnly && asked.userId === null) return false;
    const facts: DiscountFacts = { now, usedTotal: uses.get(rule.id)?.total ?? 0, usedByCustomer: uses.get(rule.id)?.mine ?? 0, hasOrdered: ordered };
    return refusalOf(rule, facts) === null;
  });
  return chooseDiscounts({ lines: cart.lines, shippingMinor: cart.shippingMinor, automatic: open, code: codeRule });
}
