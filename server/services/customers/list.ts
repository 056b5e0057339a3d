/**
 * The back office's customer list (decision record 045): accounts with the role `customer` not
 * erased, newest first, searched by name, e-mail, phone or an order's number, filtered by having
 * ordered, by the newsletter and by a tag; a page of 25, and the whole list as filtered for the CSV.
 * The figures (orders, money kept, last order) are worked out after paging, for the page's rows
 * only; the money from the payments module's own SQL over its ledger.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_CUSTOMERS_PAGE_SIZE, type AdminCustomerQuery } from '../../../domain/schemas/admin-customers.ts';
import { orderNumberOf } from '../../../domain/schemas/admin-orders.ts';
import { readTogether, type DbOrTx } from '../../db/client.ts';
import { customerTags, orders, users } from '../../db/schema/index.ts';
import { isSubscribedSql } from '../content/index.ts';
import { keptMinorSql } from '../payments/index.ts';

export interface CustomerRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  orderCount: number;
  keptMinor: number;
  lastOrderAt: Date | null;
  tags: string[];
}

/** The search's expression, the one users_search_trgm_idx is built on (schema/accounts.ts), so the index answers it. */
const searchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email} || ' ' || ${users.phone})`;

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const hasOrdered = sql`EXISTS (SELECT 1 FROM ${orders} WHERE ${orders.userId} = ${users.id})`;

/** The list's conditions: a customer's account, not erased, and what the query asks. */
function conditions(query: Omit<AdminCustomerQuery, 'page'>): SQL[] {
  const where: SQL[] = [eq(users.role, 'customer'), isNull(users.erasedAt)];
  if (query.q) {
    const text = sql`${searchText} LIKE ${containing(query.q)}`;
    const number = orderNumberOf(query.q);
    // Digits may be an order's number or part of a phone number: either finds the customer.
    where.push(number === null ? text : or(text, sql`${users.id} IN (SELECT ${orders.userId} FROM ${orders} WHERE ${orders.number} = ${number})`)!);
  }
  if (query.ordered !== undefined) where.push(query.ordered ? hasOrdered : sql`NOT ${hasOrdered}`);
  if (query.subscribed !== undefined) where.push(query.subscribed ? isSubscribedSql(users.email) : sql`NOT ${isSubscribedSql(users.email)}`);
  if (query.tag) where.push(sql`${users.id} IN (SELECT ${customerTags.customerId} FROM ${customerTags} WHERE ${customerTags.tag} = ${query.tag})`);
  return where;
}

const accountColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone };
type Account = { id: number; firstName: string; lastName: string; email: string; phone: string };

/** The figures and tags of a page's accounts, read after paging. */
export async function withFigures(db: DbOrTx, accounts: Account[]): Promise<CustomerRow[]> {
  const ids = accounts.map((account) => account.id);
  if (ids.length === 0) return [];
  const [figures, tags] = await readTogether(db, [
    () =>
      db
        .select({
          userId: orders.userId,
          orderCount: sql<number>`count(*)::int`,
          keptMinor: sql<number>`coalesce(sum(${keptMinorSql(orders.id)}), 0)::int`,
          lastOrderAt: sql<Date>`max(${orders.createdAt})`.mapWith(orders.createdAt),
        })
        .from(orders)
        .where(inArray(orders.userId, ids))
        .groupBy(orders.userId),
    () =>
      db
        .select({ customerId: customerTags.customerId, tag: customerTags.tag })
        .from(customerTags)
        .where(inArray(customerTags.customerId, ids))
        .orderBy(customerTags.customerId, customerTags.tag),
  ] as const);
  const byId = new Map(figures.map((figure) => [figure.userId, figure]));
  return accounts.map((account) => {
    const figure = byId.get(account.id);
    return {
      ...account,
      orderCount: figure?.orderCount ?? 0,
      keptMinor: figure?.keptMinor ?? 0,
      lastOrderAt: figure?.lastOrderAt ?? null,
      tags: tags.filter((tag) => tag.customerId === account.id).map((tag) => tag.tag),
    };
  });
}

/** A page of customers, newest account first. */
export async function listCustomers(db: DbOrTx, query: AdminCustomerQuery): Promise<{ customers: CustomerRow[]; hasMore: boolean }> {
  const rows = await db
    .select(accountColumns)
    .from(users)
    .where(and(...conditions(query)))
    .orderBy(desc(users.id))
    .limit(ADMIN_CUSTOMERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE);
  return { customers: await withFigures(db, rows.slice(0, ADMIN_CUSTOMERS_PAGE_SIZE)), hasMore: rows.length > ADMIN_CUSTOMERS_PAGE_SIZE };
}

/** How many rows the CSV reads at a time: memory stays flat however long the list. */
const CSV_BATCH = 1000;

/**
 * Every customer the query finds (its page ignored), newest first, a batch at a time: each batch
 * starts below the last id read, so no row is read twice or skipped while the list changes.
 */
export async function* everyCustomer(db: DbOrTx, query: Omit<AdminCustomerQuery, 'page'>): AsyncGenerator<CustomerRow[]> {
  let below: number | null = null;
  for (;;) {
    const where = conditions(query);
    if (below !== null) where.push(lt(users.id, below));
    const rows = await db
      .select(accountColumns)
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.id))
      .limit(CSV_BATCH);
    if (rows.length === 0) return;
    yield await withFigures(db, rows);
    if (rows.length < CSV_BATCH) return;
    below = rows[rows.length - 1]!.id;
  }
}
