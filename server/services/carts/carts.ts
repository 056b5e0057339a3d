/**
 * The cart and wishlist a logged-in shopper keeps on the server, so they follow them to another
 * browser; at login the guest's lines are merged in. Lines are priced from the database every
 * time they are read; the shopper is told, in plain words, what changed since they last saw
 * their cart (a price, a piece no longer sold) and what a merge did.
 *
 * A cart's writes are serialised by locking its `carts` row, so a merge racing a replace cannot
 * lose or double a line.
 */
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  FALLBACK_METAL,
  GIFT_CARD_VARIANT_ID,
  MAX_LINE_QUANTITY,
  giftCardPricedLine,
  giftWrapMinor,
  itemCount,
  lineChoice,
  lineKey,
  subtotalMinor,
  type GiftCardChoice,
  type Line,
  type PricedLine,
} from '../../../domain/line.ts';
import { isOfferedGiftCardAmount } from '../../../domain/gift-cards.ts';
import { formatMoney } from '../../../domain/money.ts';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, cartMerges, carts, metals, wishlistItems } from '../../db/schema/index.ts';
import { firstPriceMinor, loadPieces, priceLines, type Piece } from '../catalogue/index.ts';
import { getGiftCardAmounts } from '../shop/index.ts';

export interface CartConfig {
  currency: string;
}

/** A line as a client sends it; what it says the shopper saw (title, price) only serves to tell of a change. */
export interface CartLineChoice extends Line {
  /** The title the client showed, to name the line if it can no longer be found. */
  title?: string;
  /** The unit price the client showed, in minor units. */
  seenPriceMinor?: number;
}

export interface CartView {
  lines: PricedLine[];
  /** What changed, in words for the shopper ('The price of X changed from $A to $B.'). */
  changes: string[];
  itemCount: number;
  subtotalMinor: number;
  giftWrapMinor: number;
}

interface WishlistEntry {
  /** The variant's id (as the wishlist's client store keys it). */
  id: number;
  productId: number;
  title: string;
  description: string;
  images: string[];
  gemstone: string | null;
  /** The price in the first metal, in minor units. */
  priceMinor: number;
}

export interface WishlistView {
  items: WishlistEntry[];
  changes: string[];
}

/** Collects what happened to a cart and words it, in a steady order. */
class ChangeNotes {
  private added = 0;
  private readonly prices: string[] = [];
  private readonly removed: string[] = [];
  private readonly capped: string[] = [];

  constructor(private readonly currency: string) {}

  piecesAdded(count: number) {
    this.added += count;
  }

  priceChanged(title: string, fromMinor: number, toMinor: number) {
    this.prices.push(`The price of ${title} changed from ${formatMoney(fromMinor, this.currency)} to ${formatMoney(toMinor, this.currency)}.`);
  }

  noLongerAvailable(title: string | undefined) {
    this.removed.push(`${title?.trim() || 'A piece in your cart'} is no longer available and was removed.`);
  }

  /** A line that could not be priced: its piece is no longer sold, or its card's amount is not offered. */
  refused(priced: { input: Line & { title?: string }; piece: Piece | undefined }) {
    const card = priced.input.giftCard;
    if (card) this.removed.push(`A gift card of ${formatMoney(card.amountMinor, this.currency)} is no longer offered and was removed.`);
    else this.noLongerAvailable(priced.piece?.title ?? priced.input.title);
  }

  quantityCapped(title: string) {
    const note = `${title} is limited to ${MAX_LINE_QUANTITY} per order, so its quantity was set to ${MAX_LINE_QUANTITY}.`;
    if (!this.capped.includes(note)) this.capped.push(note);
  }

  list(): string[] {
    const added =
      this.added === 0
        ? []
        : [
            this.added === 1
              ? '1 item from your earlier visit was added to your cart.'
              : `${this.added} items from your earlier visit were added to your cart.`,
          ];
    return [...added, ...this.prices, ...this.removed, ...this.capped];
  }
}

/** The shopper's cart row, created on first use and locked for the rest of the transaction. */
async function openCart(tx: DbOrTx, userId: number): Promise<number> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  if (!cart) throw new Error(`cart of user ${userId} vanished`);
  return cart.id;
}

function cartView(lines: PricedLine[], notes: ChangeNotes): CartView {
  return {
    lines,
    changes: notes.list(),
    itemCount: itemCount(lines),
    subtotalMinor: subtotalMinor(lines),
    giftWrapMinor: giftWrapMinor(lines),
  };
}

/** A stored row as a line: a gift card row names no piece (GIFT_CARD_VARIANT_ID) and carries its card. */
function storedLine<Row extends { variantId: number | null; metal: string | null; giftCard: GiftCardChoice | null }>(row: Row) {
  const { variantId, metal, giftCard, ...rest } = row;
  return { ...rest, variantId: variantId ?? GIFT_CARD_VARIANT_ID, metal: metal ?? FALLBACK_METAL, ...(giftCard ? { giftCard } : {}) };
}

type CartPricing<T extends Line> = { ok: true; input: T; line: PricedLine; metalId: number | null } | { ok: false; input: T; piece: Piece | undefined };

/**
 * Each line priced, in the order given: a gift card line at its amount when the owner offers it
 * (decision record 050; the amounts are read only for a cart with a card), a piece from the catalogue.
 */
async function priceCartLines<T extends Line>(tx: DbOrTx, lines: readonly T[]): Promise<Array<CartPricing<T>>> {
  const pieces = await priceLines(
    tx,
    lines.filter((line) => !line.giftCard),
  );
  const amounts = lines.some((line) => line.giftCard) ? await getGiftCardAmounts(tx) : null;
  return lines.map((input) => {
    if (!input.giftCard) return pieces.shift()!;
    if (!isOfferedGiftCardAmount(amounts!, input.giftCard.amountMinor)) return { ok: false, input, piece: undefined };
    return { ok: true, input, line: giftCardPricedLine({ ...input, giftCard: input.giftCard }), metalId: null };
  });
}

/**
 * Reads the stored lines at today's prices. A line whose piece is no longer sold (unpublished,
 * no longer in that metal or size) is removed; a price that moved since the shopper last saw it
 * is reported once. Answers the lines in the order they were added.
 */
async function refreshLines(tx: DbOrTx, cartId: number, notes: ChangeNotes): Promise<PricedLine[]> {
  const rows = await tx
    .select({ ...getTableColumns(cartItems), rowId: cartItems.id, metal: metals.name })
    .from(cartItems)
    .leftJoin(metals, eq(metals.id, cartItems.metalId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const lines: PricedLine[] = [];
  const gone: number[] = [];
  for (const priced of await priceCartLines(tx, rows.map(storedLine))) {
    const row = priced.input;
    if (!priced.ok) {
      gone.push(row.rowId);
      notes.refused(priced);
      continue;
    }
    const { line } = priced;
    if (row.seenPriceMinor !== null && row.seenPriceMinor !== line.priceMinor) notes.priceChanged(line.productName, row.seenPriceMinor, line.priceMinor);
    if (row.seenPriceMinor !== line.priceMinor) {
      await tx.update(cartItems).set({ seenPriceMinor: line.priceMinor }).where(eq(cartItems.id, row.rowId));
    }
    lines.push(line);
  }
  if (gone.length) await tx.delete(cartItems).where(inArray(cartItems.id, gone));
  return lines;
}

/**
 * Adds lines to what the cart holds: the same line (domain/line.ts lineKey) gains the quantity,
 * capped at MAX_LINE_QUANTITY. Answers how many pieces were added.
 */
async function addLines(tx: DbOrTx, cartId: number, current: readonly Line[], incoming: CartLineChoice[], notes: ChangeNotes): Promise<number> {
  const quantities = new Map(current.map((line) => [lineKey(line), line.quantity]));
  const writes = new Map<string, typeof cartItems.$inferInsert>();
  let added = 0;
  for (const priced of await priceCartLines(tx, incoming)) {
    if (!priced.ok) {
      notes.refused(priced);
      continue;
    }
    const { line, metalId, input } = priced;
    if (input.seenPriceMinor !== undefined && input.seenPriceMinor !== line.priceMinor)
      notes.priceChanged(line.productName, input.seenPriceMinor, line.priceMinor);
    const key = lineKey(line);
    const before = quantities.get(key) ?? 0;
    const wanted = before + line.quantity;
    const quantity = Math.min(wanted, MAX_LINE_QUANTITY);
    if (wanted > MAX_LINE_QUANTITY) notes.quantityCapped(line.productName);
    added += quantity - before;
    quantities.set(key, quantity);
    // The table keeps the metal by its id; the rest of the choice as it is. A gift card line names no piece: its card and key instead.
    const { metal: _metal, ...choice } = lineChoice(line);
    // The same card given again keeps its first spelling.
    const card = line.giftCard ? { variantId: null, giftCard: writes.get(key)?.giftCard ?? line.giftCard, cardKey: key } : {};
    writes.set(key, { ...choice, ...card, cartId, metalId, quantity, seenPriceMinor: line.priceMinor });
  }
  for (const values of writes.values()) {
    const target = values.cardKey
      ? [cartItems.cartId, cartItems.cardKey]
      : [cartItems.cartId, cartItems.variantId, cartItems.metalId, cartItems.size, cartItems.personalisation, cartItems.giftWrap];
    await tx
      .insert(cartItems)
      .values(values)
      .onConflictDoUpdate({ target, set: { quantity: sql`excluded.quantity`, seenPriceMinor: sql`excluded.seen_price_minor` } });
  }
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
  return added;
}

/** The shopper's cart at today's prices, with what changed since they last saw it. */
export async function getCart(db: DbOrTx, config: CartConfig, userId: number): Promise<CartView> {
  return db.transaction(async (tx) => {
    const notes = new ChangeNotes(config.currency);
    const cartId = await openCart(tx, userId);
    return cartView(await refreshLines(tx, cartId, notes), notes);
  });
}

/** Replaces the whole cart with these lines (the same line given twice counts once, quantities added). */
export async function replaceCart(db: DbOrTx, config: CartConfig, userId: number, lines: CartLineChoice[]): Promise<CartView> {
  return db.transaction(async (tx) => {
    const notes = new ChangeNotes(config.currency);
    const cartId = await openCart(tx, userId);
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
    await addLines(tx, cartId, [], lines, notes);
    return cartView(await refreshLines(tx, cartId, notes), notes);
  });
}

/**
 * Merges a guest's cart into the account's: nothing lost, nothing doubled. With an idempotency
 * key, a request repeated (a retry, a second tab) is applied once and answers the cart as it is.
 */
export async function mergeCart(
  db: DbOrTx,
  config: CartConfig,
  userId: number,
  lines: CartLineChoice[],
  idempotencyKey?: string,
): Promise<CartView & { alreadyMerged: boolean }> {
  return db.transaction(async (tx) => {
    const notes = new ChangeNotes(config.currency);
    const cartId = await openCart(tx, userId);
    const current = await refreshLines(tx, cartId, notes);
    if (idempotencyKey !== undefined) {
      // Keys only need to outlive a retry; a day is generous and keeps the table small.
      await tx.delete(cartMerges).where(and(eq(cartMerges.userId, userId), sql`${cartMerges.createdAt} < now() - interval '1 day'`));
      const [first] = await tx.insert(cartMerges).values({ userId, key: idempotencyKey }).onConflictDoNothing().returning({ key: cartMerges.key });
      if (!first) return { ...cartView(current, notes), alreadyMerged: true };
    }
    notes.piecesAdded(await addLines(tx, cartId, current, lines, notes));
    return { ...cartView(await refreshLines(tx, cartId, notes), notes), alreadyMerged: false };
  });
}

// ---------------------------------------------------------------------------------------------
// Wishlist

function wishlistEntry(piece: Piece): WishlistEntry {
  return {
    id: piece.variantId,
    productId: piece.productId,
    title: piece.title,
    description: piece.description,
    images: piece.images,
    gemstone: piece.gemstone,
    priceMinor: firstPriceMinor(piece),
  };
}

async function readWishlist(tx: DbOrTx, userId: number, notes: string[]): Promise<WishlistEntry[]> {
  const rows = await tx
    .select({ variantId: wishlistItems.variantId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.variantId));
  const pieces = await loadPieces(
    tx,
    rows.map((row) => row.variantId),
  );
  const items: WishlistEntry[] = [];
  const gone: number[] = [];
  for (const { variantId } of rows) {
    const piece = pieces.get(variantId);
    if (piece?.forSale) {
      items.push(wishlistEntry(piece));
    } else {
      gone.push(variantId);
      notes.push(`${piece?.title ?? 'A saved piece'} is no longer available and was removed from your wishlist.`);
    }
  }
  if (gone.length) await tx.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), inArray(wishlistItems.variantId, gone)));
  return items;
}

async function addToWishlist(tx: DbOrTx, userId: number, entries: Array<{ id: number; title?: string }>, notes: string[]): Promise<void> {
  const pieces = await loadPieces(
    tx,
    entries.map((entry) => entry.id),
  );
  const seen = new Set<number>();
  for (const entry of entries) {
    if (seen.has(entry.id)) continue;
    seen.add(entry.id);
    if (!pieces.get(entry.id)?.forSale) {
      notes.push(`${pieces.get(entry.id)?.title ?? entry.title?.trim() ?? 'A saved piece'} is no longer available and was removed from your wishlist.`);
      continue;
    }
    // clock_timestamp(), unlike now(), moves within a transaction: the pieces keep the order given.
    await tx
      .insert(wishlistItems)
      .values({ userId, variantId: entry.id, addedAt: sql`clock_timestamp()` })
      .onConflictDoNothing();
  }
}

/**
 * A wishlist has no row of its own to lock: its writes take a transaction-scoped advisory lock
 * on (WISHLIST_LOCK, user id) instead, so two replacements never leave a mixture of both and a
 * merge counts only the pieces it added itself.
 */
const WISHLIST_LOCK = 727002;

async function lockWishlist(tx: DbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${WISHLIST_LOCK}, ${userId})`);
}

export async function getWishlist(db: DbOrTx, userId: number): Promise<WishlistView> {
  return db.transaction(async (tx) => {
    const changes: string[] = [];
    const items = await readWishlist(tx, userId, changes);
    return { items, changes };
  });
}

/** Replaces the wishlist with these pieces (a piece once). */
export async function replaceWishlist(db: DbOrTx, userId: number, entries: Array<{ id: number; title?: string }>): Promise<WishlistView> {
  return db.transaction(async (tx) => {
    const changes: string[] = [];
    await lockWishlist(tx, userId);
    await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    await addToWishlist(tx, userId, entries, changes);
    return { items: await readWishlist(tx, userId, changes), changes };
  });
}

/** Adds a guest's saved pieces to the account's: the union by variant, so repeating it changes nothing. */
export async function mergeWishlist(db: DbOrTx, userId: number, entries: Array<{ id: number; title?: string }>): Promise<WishlistView> {
  return db.transaction(async (tx) => {
    const changes: string[] = [];
    await lockWishlist(tx, userId);
    const before = await readWishlist(tx, userId, changes);
    await addToWishlist(tx, userId, entries, changes);
    const items = await readWishlist(tx, userId, changes);
    const added = items.length - before.length;
    if (added > 0)
      changes.unshift(
        added === 1
          ? '1 saved piece from your earlier visit was added to your wishlist.'
          : `${added} saved pieces from your earlier visit were added to your wishlist.`,
      );
    return { items, changes };
  });
}
