/**
 * The one writer of the catalogue's look-up lists in the back office: categories, themes, types,
 * purposes, festivals, gemstones, metals and sizes. Add, rename (and change a tile image or a
 * type's category), reorder and delete, each audited in its own transaction. Reads are in
 * lookup-reads.ts.
 *
 * Names reach the storefront in two ways: products are read with their values' names joined in
 * (cached listing answers hold them), and the listing read model's search text carries the names
 * of categories, types, themes, gemstones and metals. So every change rebuilds the listing rows of
 * the variants that carry a renamed value and, in any case, bumps the catalogue version that every
 * process's listing caches are keyed on — in the same transaction, so the next shopper, whichever
 * process serves them, sees the change.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LookupEntryAnswer, LookupValueAnswer } from '../../../domain/contract/admin-lists.ts';
import { Conflict, InvalidInput, NotFound } from '../../../domain/errors.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import {
  LOOKUP_LIST_INFO,
  LOOKUP_MESSAGES,
  listFieldProblem,
  type LookupList,
  type LookupOrderInput,
  type LookupValueChange,
  type LookupValueInput,
} from '../../../domain/schemas/lookup-lists.ts';
import { slugify } from '../../../domain/slug.ts';
import { ringSizeOfLabel } from '../../../domain/ring-sizes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { listValues, lookupValueAnswer, productCount } from './lookup-reads.ts';
import { showableImages } from './product-images.ts';
import { refreshListing } from './stock.ts';

interface Target {
  table: string;
  /** Sizes call their name a label. */
  nameColumn: 'name' | 'label';
  /** The variants whose listing row (its search text) carries the value's name; null: none does. */
  namedIn: ((id: number) => SQL) | null;
}

const taggedVariants = (joinTable: string) => (id: number) => sql`SELECT variant_id FROM ${sql.identifier(joinTable)} WHERE tag_id = ${id}`;

const TARGETS: Record<LookupList, Target> = {
  categories: { table: 'categories', nameColumn: 'name', namedIn: taggedVariants('variant_categories') },
  themes: { table: 'themes', nameColumn: 'name', namedIn: taggedVariants('variant_themes') },
  types: { table: 'sub_categories', nameColumn: 'name', namedIn: taggedVariants('variant_sub_categories') },
  purposes: { table: 'purposes', nameColumn: 'name', namedIn: null },
  festivals: { table: 'festivals', nameColumn: 'name', namedIn: null },
  gemstones: { table: 'gemstones', nameColumn: 'name', namedIn: (id) => sql`SELECT id FROM product_variants WHERE gemstone_id = ${id}` },
  metals: { table: 'metals', nameColumn: 'name', namedIn: (id) => sql`SELECT variant_id FROM variant_prices WHERE metal_id = ${id}` },
  sizes: { table: 'sizes', nameColumn: 'label', namedIn: null },
};

interface Row {
  id: number;
  name: string;
  slug: string | null;
  position: number;
  image: string | null;
  category_id: number | null;
}

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

/** The columns every list answers, with nulls where a list has no such field. */
function columns(list: LookupList): SQL {
  const info = LOOKUP_LIST_INFO[list];
  const { nameColumn } = TARGETS[list];
  return sql.join(
    [
      sql`t.id`,
      sql`t.${sql.identifier(nameColumn)} AS name`,
      list === 'sizes' ? sql`NULL::text AS slug` : sql`t.slug`,
      sql`t.position`,
      info.imaged ? sql`t.image` : sql`NULL::text AS image`,
      info.inCategory ? sql`t.category_id` : sql`NULL::int AS category_id`,
    ],
    sql`, `,
  );
}

const table = (list: LookupList) => sql.identifier(TARGETS[list].table);
const nameColumn = (list: LookupList) => sql.identifier(TARGETS[list].nameColumn);

const toEntry = (row: Row): LookupEntryAnswer => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  position: row.position,
  image: row.image,
  categoryId: row.category_id,
});

/** Writes to one list wait for each other, so a name checked free stays free until it is taken. */
async function lockList(tx: DbOrTx, list: LookupList): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`lookup-list:${TARGETS[list].table}`}))`);
}

async function findValue(tx: DbOrTx, list: LookupList, id: number, lock: SQL = sql``): Promise<LookupEntryAnswer> {
  const [row] = await rows<Row>(tx, sql`SELECT ${columns(list)} FROM ${table(list)} t WHERE t.id = ${id} ${lock}`);
  if (!row) throw new NotFound(LOOKUP_MESSAGES.notFound(list));
  return toEntry(row);
}

/** A name is free when no other value of the list has it (case-blind) or reads the same in a web address. */
async function checkNameFree(tx: DbOrTx, list: LookupList, name: string, slug: string | null, except?: number): Promise<void> {
  const { noun } = LOOKUP_LIST_INFO[list];
  const others = except === undefined ? sql`TRUE` : sql`t.id <> ${except}`;
  const [same] = await rows<{ name: string }>(
    tx,
    sql`SELECT t.${nameColumn(list)} AS name FROM ${table(list)} t WHERE ${others} AND lower(t.${nameColumn(list)}) = lower(${name}) LIMIT 1`,
  );
  if (same) throw new Conflict(LOOKUP_MESSAGES.nameTaken(noun, same.name));
  if (slug === null) return;
  const [close] = await rows<{ name: string }>(tx, sql`SELECT t.name FROM ${table(list)} t WHERE ${others} AND t.slug = ${slug} LIMIT 1`);
  if (close) throw new Conflict(LOOKUP_MESSAGES.nameTooClose(noun, close.name));
}

/** A tile image must be an uploaded image or a drawn one the shop already shows (the rule products follow too). */
async function checkImage(tx: DbOrTx, image: string): Promise<void> {
  if (!(await showableImages(tx, [image])).has(image)) throw new InvalidInput(LOOKUP_MESSAGES.imageUnknown);
}

/** The category a type goes into; held (FOR KEY SHARE) so it cannot be deleted under the change. */
async function checkCategory(tx: DbOrTx, categoryId: number): Promise<void> {
  const [category] = await rows<{ id: number }>(tx, sql`SELECT id FROM categories WHERE id = ${categoryId} FOR KEY SHARE`);
  if (!category) throw new InvalidInput(LOOKUP_MESSAGES.categoryUnknown);
}

function checkFields(list: LookupList, input: { image?: string; categoryId?: number }, adding: boolean): void {
  const problem = listFieldProblem(list, input, adding);
  if (problem) throw new InvalidInput(problem.message);
}

/** The slug a name reads as in a web address; a name with no Latin letter or digit gets one from its id. */
const slugFor = (list: LookupList, name: string, id: number) => slugify(name) || `${LOOKUP_LIST_INFO[list].noun}-${id}`;

/**
 * Rebuilds the listing rows of these variants and bumps the catalogue version; with no variants,
 * bumps the version alone (cached answers hold every list's names, order and facet values).
 */
async function refreshCatalog(tx: DbOrTx, variantIds: number[]): Promise<void> {
  if (variantIds.length > 0) return refreshListing(tx, variantIds);
  await tx.execute(sql`SELECT refresh_variant_listing('{}'::int[])`);
}

/** Next position at the end of the list (of the category, for types). */
async function nextPosition(tx: DbOrTx, list: LookupList, categoryId: number | undefined): Promise<number> {
  const within = categoryId === undefined ? sql`TRUE` : sql`t.category_id = ${categoryId}`;
  const [row] = await rows<{ next: number }>(tx, sql`SELECT COALESCE(max(t.position) + 1, 0)::int AS next FROM ${table(list)} t WHERE ${within}`);
  return row!.next;
}

const auditFields = (value: LookupEntryAnswer) => ({
  name: value.name,
  ...(value.slug === null ? {} : { slug: value.slug }),
  ...(value.image === null ? {} : { image: value.image }),
  ...(value.categoryId === null ? {} : { categoryId: value.categoryId }),
  position: value.position,
});

/** Adds a value at the end of its list. */
export async function addValue(db: Db, list: LookupList, input: LookupValueInput, actor: PublicUser): Promise<LookupValueAnswer> {
  const info = LOOKUP_LIST_INFO[list];
  checkFields(list, input, true);
  return db.transaction(async (tx) => {
    await lockList(tx, list);
    // The id first: a name with no Latin letter or digit takes its slug from it.
    const [next] = await rows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence(${TARGETS[list].table}, 'id'))::int AS id`);
    const id = next!.id;
    const slug = list === 'sizes' ? null : slugFor(list, input.name, id);
    await checkNameFree(tx, list, input.name, slug);
    if (input.image !== undefined) await checkImage(tx, input.image);
    if (input.categoryId !== undefined) await checkCategory(tx, input.categoryId);
    const position = await nextPosition(tx, list, input.categoryId);
    const fields: Array<[SQL, SQL]> = [
      [sql`id`, sql`${id}`],
      [sql`${nameColumn(list)}`, sql`${input.name}`],
      [sql`position`, sql`${position}`],
      ...(slug === null ? [] : [[sql`slug`, sql`${slug}`] as [SQL, SQL]]),
      ...(info.imaged ? [[sql`image`, sql`${input.image!}`] as [SQL, SQL]] : []),
      ...(info.inCategory ? [[sql`category_id`, sql`${input.categoryId!}`] as [SQL, SQL]] : []),
      ...(list === 'sizes' ? [[sql`circumference_tenths`, sql`${ringSizeOfLabel(input.name)}`] as [SQL, SQL]] : []),
    ];
    const names = fields.map(([name]) => name);
    const values = fields.map(([, value]) => value);
    await tx.execute(sql`INSERT INTO ${table(list)} (${sql.join(names, sql`, `)}) VALUES (${sql.join(values, sql`, `)})`);
    const added = await findValue(tx, list, id);
    await refreshCatalog(tx, []);
    await recordAudit(tx, actor, { action: `${info.entity}.create`, entity: info.entity, entityId: id, after: auditFields(added) });
    return lookupValueAnswer(added, 0);
  });
}

/** Renames a value, or changes a category's or theme's image or a type's category. */
export async function changeValue(db: Db, list: LookupList, id: number, change: LookupValueChange, actor: PublicUser): Promise<LookupValueAnswer> {
  const info = LOOKUP_LIST_INFO[list];
  checkFields(list, change, false);
  return db.transaction(async (tx) => {
    await lockList(tx, list);
    const before = await findValue(tx, list, id, sql`FOR NO KEY UPDATE`);
    const sets: SQL[] = [];
    const renamed = change.name !== undefined && change.name !== before.name;
    if (renamed) {
      const slug = list === 'sizes' ? null : slugFor(list, change.name!, id);
      await checkNameFree(tx, list, change.name!, slug, id);
      sets.push(sql`${nameColumn(list)} = ${change.name!}`);
      if (slug !== null) sets.push(sql`slug = ${slug}`);
      // A ring size's circumference is what its label says ("54.4 mm", decision record 057); a free label has none.
      if (list === 'sizes') sets.push(sql`circumference_tenths = ${ringSizeOfLabel(change.name!)}`);
    }
    if (change.image !== undefined && change.image !== before.image) {
      await checkImage(tx, change.image);
      sets.push(sql`image = ${change.image}`);
    }
    if (change.categoryId !== undefined && change.categoryId !== before.categoryId) {
      await checkCategory(tx, change.categoryId);
      // A type moved to another category goes to the end of that category's types.
      sets.push(sql`category_id = ${change.categoryId}`, sql`position = ${await nextPosition(tx, list, change.categoryId)}`);
    }
    if (sets.length === 0) return lookupValueAnswer(before, await productCount(tx, list, id));
    await tx.execute(sql`UPDATE ${table(list)} SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
    const after = await findValue(tx, list, id);
    if (renamed && list === 'sizes') await relabelCartLines(tx, before.name, after.name);
    const namedIn = renamed ? TARGETS[list].namedIn : null;
    const variantIds = namedIn ? (await rows<{ id: number }>(tx, sql`SELECT * FROM (${namedIn(id)}) v(id)`)).map((row) => row.id) : [];
    await refreshCatalog(tx, variantIds);
    const changed = (Object.keys(auditFields(after)) as Array<keyof ReturnType<typeof auditFields>>).filter(
      (key) => auditFields(before)[key] !== auditFields(after)[key],
    );
    await recordAudit(tx, actor, {
      action: `${info.entity}.update`,
      entity: info.entity,
      entityId: id,
      before: Object.fromEntries(changed.map((key) => [key, auditFields(before)[key]])),
      after: Object.fromEntries(changed.map((key) => [key, auditFields(after)[key]])),
    });
    return lookupValueAnswer(after, await productCount(tx, list, id));
  });
}

/**
 * Saved carts keep a line's size as its label: a renamed size renames it there too, so the
 * shopper's line stays (a line whose new label is already in the cart keeps the old one and is
 * dropped as unavailable when the cart is next read).
 */
async function relabelCartLines(tx: DbOrTx, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    UPDATE cart_items c SET size = ${to}
    WHERE c.size = ${from} AND NOT EXISTS (
      SELECT 1 FROM cart_items o WHERE o.cart_id = c.cart_id AND o.variant_id = c.variant_id AND o.metal_id = c.metal_id
        AND o.size = ${to} AND o.personalisation = c.personalisation AND o.gift_wrap = c.gift_wrap)`);
}

/**
 * Puts a list in a new order: every id of the list (for types, every type of one category) in
 * the order wanted, or one value moved a step up or down. An order made from a stale page (a value
 * added or deleted since) is refused. Each value whose position changes is audited.
 */
export async function reorderValues(db: Db, list: LookupList, order: LookupOrderInput, actor: PublicUser): Promise<LookupValueAnswer[]> {
  const info = LOOKUP_LIST_INFO[list];
  await db.transaction(async (tx) => {
    await lockList(tx, list);
    const anchor = 'ids' in order ? order.ids[0]! : order.id;
    // The siblings: the whole list, or the anchor's category's types.
    const [first] = await rows<Row>(tx, sql`SELECT ${columns(list)} FROM ${table(list)} t WHERE t.id = ${anchor}`);
    if (!first) throw 'ids' in order ? new Conflict(LOOKUP_MESSAGES.orderStale(list)) : new NotFound(LOOKUP_MESSAGES.notFound(list));
    const within = info.inCategory ? sql`t.category_id = ${first.category_id}` : sql`TRUE`;
    const siblings = (await rows<Row>(tx, sql`SELECT ${columns(list)} FROM ${table(list)} t WHERE ${within} ORDER BY t.position, t.id`)).map(toEntry);
    let wanted: number[];
    if ('ids' in order) {
      const known = new Set(siblings.map((value) => value.id));
      if (info.inCategory && order.ids.some((id) => !known.has(id))) {
        const [elsewhere] = await rows<{ id: number }>(
          tx,
          sql`SELECT id FROM ${table(list)} WHERE id = ANY(${sql.param(order.ids)}::int[]) AND category_id <> ${first.category_id} LIMIT 1`,
        );
        if (elsewhere) throw new InvalidInput(LOOKUP_MESSAGES.orderMixed);
      }
      if (order.ids.length !== known.size || order.ids.some((id) => !known.has(id))) throw new Conflict(LOOKUP_MESSAGES.orderStale(list));
      wanted = order.ids;
    } else {
      wanted = siblings.map((value) => value.id);
      const at = wanted.indexOf(order.id);
      const to = order.move === 'up' ? at - 1 : at + 1;
      // Moving the first value up, or the last down, leaves the order as it is.
      if (to >= 0 && to < wanted.length) [wanted[at], wanted[to]] = [wanted[to]!, wanted[at]!];
    }
    const moved = wanted.flatMap((id, position) => {
      const value = siblings.find((sibling) => sibling.id === id)!;
      return value.position === position ? [] : [{ id, from: value.position, to: position }];
    });
    if (moved.length === 0) return;
    await tx.execute(sql`
      UPDATE ${table(list)} t SET position = o.position
      FROM unnest(${sql.param(moved.map((move) => move.id))}::int[], ${sql.param(moved.map((move) => move.to))}::int[]) AS o(id, position)
      WHERE t.id = o.id`);
    await refreshCatalog(tx, []);
    for (const move of moved) {
      await recordAudit(tx, actor, {
        action: `${info.entity}.reorder`,
        entity: info.entity,
        entityId: move.id,
        before: { position: move.from },
        after: { position: move.to },
      });
    }
  });
  return listValues(db, list);
}

/**
 * Deletes a value no product uses (drafts and archived products count). The products' tags go
 * with a value by cascade, so the value is locked (FOR UPDATE, which a product save tagging it
 * must wait for) before its products are counted: none can start using it until it is gone. A
 * category's types go with it, so they are locked and counted too.
 */
export async function deleteValue(db: Db, list: LookupList, id: number, actor: PublicUser): Promise<void> {
  const info = LOOKUP_LIST_INFO[list];
  await db.transaction(async (tx) => {
    await lockList(tx, list);
    const value = await findValue(tx, list, id, sql`FOR UPDATE`);
    let types: Array<{ id: number; name: string }> = [];
    if (list === 'categories') {
      types = await rows(tx, sql`SELECT id, name FROM sub_categories WHERE category_id = ${id} ORDER BY position, id FOR UPDATE`);
    }
    const products = await productCount(tx, list, id);
    if (products > 0) throw new Conflict(LOOKUP_MESSAGES.inUse(list, value.name, products));
    // A saved cart line in a metal no product offers any more could never be bought.
    if (list === 'metals') await tx.execute(sql`DELETE FROM cart_items WHERE metal_id = ${id}`);
    await tx.execute(sql`DELETE FROM ${table(list)} WHERE id = ${id}`);
    await refreshCatalog(tx, []);
    await recordAudit(tx, actor, {
      action: `${info.entity}.delete`,
      entity: info.entity,
      entityId: id,
      before: { ...auditFields(value), ...(types.length ? { types: types.map((type) => type.name) } : {}) },
    });
  });
}
