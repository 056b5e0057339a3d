/**
 * The back office's discounts: the list with each one's uses, creating, changing and switching
 * one on or off. Every change is recorded in the audit log with before and after, in the same
 * transaction. The storefront reads discounts at every quote, so a change holds at once on every
 * instance.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { DISCOUNT_INPUT_MESSAGES, type DiscountInput } from '../../../domain/contract/discounts.ts';
import type { DiscountRule } from '../../../domain/discounts.ts';
import { Conflict, InvalidInput, NotFound, type FieldIssue } from '../../../domain/errors.ts';
import { toMinor } from '../../../domain/money.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { categories, discountCodes, products } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { RULE_COLUMNS } from './offers.ts';

export interface AdminDiscount extends DiscountRule {
  used: number;
}

const ADMIN_DISCOUNT_MESSAGES = {
  notFound: 'Discount not found',
  codeTaken: (code: string) => `Another discount already has the code ${code}.`,
} as const;

type Actor = Pick<PublicUser, 'id' | 'email'>;

/** Orders not cancelled that carry the discount: what staff see as its uses, the count its limit is held to. */
const used = sql<number>`(SELECT count(DISTINCT od.order_id)::int FROM order_discounts od JOIN orders o ON o.id = od.order_id
  WHERE od.discount_id = discount_codes.id AND o.status <> 'Cancelled')`.as('used');

export async function listDiscounts(db: DbOrTx): Promise<AdminDiscount[]> {
  return db
    .select({ ...RULE_COLUMNS, used })
    .from(discountCodes)
    .orderBy(desc(discountCodes.active), desc(discountCodes.id));
}

export async function getDiscount(db: DbOrTx, id: number): Promise<AdminDiscount> {
  const [row] = await db
    .select({ ...RULE_COLUMNS, used })
    .from(discountCodes)
    .where(eq(discountCodes.id, id));
  if (!row) throw new NotFound(ADMIN_DISCOUNT_MESSAGES.notFound);
  return row;
}

/** The row the input makes, amounts in minor units. */
function rowOf(input: DiscountInput, currency: string) {
  return {
    name: input.name,
    code: input.code,
    kind: input.kind,
    value: input.kind === 'fixed' ? toMinor(input.value, currency) : input.kind === 'percent' ? input.value : 0,
    minSubtotalMinor: toMinor(input.minSubtotal, currency),
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly,
    productIds: [...new Set(input.productIds)],
    categoryIds: [...new Set(input.categoryIds)],
    active: input.active,
  };
}

/** What the audit log keeps of a discount. */
const audited = ({ used: _used, ...rule }: AdminDiscount) => ({
  ...rule,
  startsAt: rule.startsAt?.toISOString() ?? null,
  endsAt: rule.endsAt?.toISOString() ?? null,
});

async function codeFree(db: DbOrTx, code: string | null, id: number | null): Promise<void> {
  if (code === null) return;
  const [other] = await db.select({ id: discountCodes.id }).from(discountCodes).where(eq(discountCodes.code, code));
  if (other && other.id !== id) throw new Conflict(ADMIN_DISCOUNT_MESSAGES.codeTaken(code));
}

/** The ids of `wanted` that `table` has no row for. */
async function missingIds(db: DbOrTx, table: typeof categories | typeof products, wanted: readonly number[]): Promise<number[]> {
  // An id beyond PostgreSQL's integer names no row (and must not reach the query, which would fail on it).
  const possible = wanted.filter((id) => id <= 2_147_483_647);
  if (wanted.length === 0) return [];
  const found = new Set(possible.length === 0 ? [] : (await db.select({ id: table.id }).from(table).where(inArray(table.id, possible))).map((row) => row.id));
  return [...new Set(wanted)].filter((id) => !found.has(id));
}

/** A discount only for categories and products the catalogue has: one for an id it lacks would never apply. */
async function refuseUnknownPieces(db: DbOrTx, input: DiscountInput): Promise<void> {
  const issues: FieldIssue[] = [];
  const unknownCategories = await missingIds(db, categories, input.categoryIds);
  if (unknownCategories.length > 0) issues.push({ path: 'categoryIds', message: DISCOUNT_INPUT_MESSAGES.unknownCategories(unknownCategories) });
  const unknownProducts = await missingIds(db, products, input.productIds);
  if (unknownProducts.length > 0) issues.push({ path: 'productIds', message: DISCOUNT_INPUT_MESSAGES.unknownProducts(unknownProducts) });
  if (issues.length > 0) throw new InvalidInput(issues.map((issue) => issue.message).join(' '), issues);
}

export async function createDiscount(db: DbOrTx, input: DiscountInput, currency: string, actor: Actor): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    await codeFree(tx, input.code, null);
    await refuseUnknownPieces(tx, input);
    const [row] = await tx.insert(discountCodes).values(rowOf(input, currency)).returning({ id: discountCodes.id });
    const created = await getDiscount(tx, row!.id);
    await recordAudit(tx, actor, { action: 'discount.create', entity: 'discount', entityId: created.id, after: audited(created) });
    return created;
  });
}

export async function updateDiscount(db: DbOrTx, id: number, input: DiscountInput, currency: string, actor: Actor): Promise<AdminDiscount> {
  await refuseUnknownPieces(db, input);
  return changeDiscount(db, id, actor, rowOf(input, currency), input.code);
}

export async function setDiscountActive(db: DbOrTx, id: number, active: boolean, actor: Actor): Promise<AdminDiscount> {
  return changeDiscount(db, id, actor, { active }, null);
}

async function changeDiscount(db: DbOrTx, id: number, actor: Actor, set: Partial<ReturnType<typeof rowOf>>, code: string | null): Promise<AdminDiscount> {
  return db.transaction(async (tx) => {
    const before = await getDiscount(tx, id);
    await codeFree(tx, code, id);
    await tx
      .update(discountCodes)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(discountCodes.id, id));
    const after = await getDiscount(tx, id);
    await recordAudit(tx, actor, { action: 'discount.update', entity: 'discount', entityId: id, before: audited(before), after: audited(after) });
    return after;
  });
}
