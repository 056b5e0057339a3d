/**
 * A buyer writes their review (decision record 052). Who may: a signed-in customer with a delivered
 * order of the product, or whoever holds a request mail's signed link, which names one delivered
 * order line (links.ts). Anyone else: 403 saying only a customer who received the piece may review
 * it. One review per customer and product: writing again edits it (under the row's lock), and a
 * reused link opens and edits the same review. A written or edited review waits for staff (pending)
 * unless the owner set automatic approval; a change to what the product page shows (a published
 * review edited, or one published at once) moves the catalogue version, the page being a kept page.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ReviewDraftAnswer, ReviewInput } from '../../../domain/contract/reviews.ts';
import { Forbidden, Unauthenticated, Unprocessable } from '../../../domain/errors.ts';
import { REVIEW_MESSAGES as M, REVIEW_PHOTOS_MAX, reviewerName } from '../../../domain/reviews.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index.ts';
import { bumpCatalogueVersion } from '../catalogue/index.ts';
import { preparePhoto, removePhotos, storePhotos, type PhotoStore, type PreparedPhoto } from '../content/index.ts';
import { readReviewLinkToken } from './links.ts';
import { presentOwnReview } from './presenter.ts';
import { getReviewSettings } from './settings.ts';

/** The longest side a review's photo is kept at: enough for the product page's enlarged view. */
const REVIEW_PHOTO_SIDE = 1600;

/** The delivered order line a review comes from. */
export interface BoughtLine {
  orderItemId: number;
  orderId: number;
  customerId: number;
  productId: number;
  variantId: number | null;
  productName: string;
  image: string | null;
  metal: string;
  size: string;
}

const lineColumns = {
  orderItemId: orderItems.id,
  orderId: orders.id,
  customerId: orders.userId,
  productId: orderItems.productId,
  variantId: orderItems.variantId,
  productName: orderItems.productName,
  image: orderItems.image,
  metal: orderItems.metal,
  size: orderItems.size,
};

const delivered = and(eq(orders.status, 'Delivered'), isNull(orderItems.giftCard));

/** Who writes: the signed-in customer, or the holder of a signed link. */
export interface Writer {
  userId?: number;
  token?: string;
}

/**
 * The delivered line the writer may review: the link's line (its order delivered), else the
 * signed-in customer's latest delivered line of the product. Neither: 403 (401 with nobody at all).
 */
export async function boughtLine(db: DbOrTx, secret: string, writer: Writer, productId?: number): Promise<BoughtLine> {
  if (writer.token !== undefined) {
    const orderItemId = readReviewLinkToken(secret, writer.token);
    const [line] = await db
      .select(lineColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, orderItemId), delivered));
    if (!line) throw new Forbidden(M.notBuyer);
    return line;
  }
  if (writer.userId === undefined) throw new Unauthenticated('Sign in, or open the link in your review request e-mail.');
  const [line] = await db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, writer.userId), eq(orderItems.productId, productId ?? 0), delivered))
    .orderBy(desc(orders.id))
    .limit(1);
  if (!line) throw new Forbidden(M.notBuyer);
  return line;
}

const ownReviewOf = (db: DbOrTx, line: Pick<BoughtLine, 'customerId' | 'productId'>) =>
  db
    .select()
    .from(reviews)
    .where(and(eq(reviews.customerId, line.customerId), eq(reviews.productId, line.productId)));

/** What the form opens with: the piece bought and the review already written (a reused link opens it for editing). */
export async function reviewDraft(db: DbOrTx, secret: string, writer: Writer, productId?: number): Promise<ReviewDraftAnswer> {
  const line = await boughtLine(db, secret, writer, productId);
  const [[review], [product]] = await Promise.all([
    ownReviewOf(db, line),
    db.select({ slug: products.slug }).from(products).where(eq(products.id, line.productId)),
  ]);
  return {
    product: { id: line.productId, name: line.productName, slug: product?.slug ?? '', image: line.image },
    metal: line.metal,
    size: line.size,
    review: review ? presentOwnReview(review) : null,
  };
}

/** The photos sent with a review, checked and encoded before its transaction; `undefined`: none sent, the review keeps its own. */
export async function prepareReviewPhotos(files: unknown[] | undefined): Promise<PreparedPhoto[] | undefined> {
  if (files === undefined) return undefined;
  if (files.length > REVIEW_PHOTOS_MAX) throw new Unprocessable(M.photosTooMany, [{ path: 'photos', message: M.photosTooMany }]);
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await preparePhoto(file, REVIEW_PHOTO_SIDE));
  return prepared;
}

type ReviewRow = typeof reviews.$inferSelect;

/** Writes (or edits) the review of the line; answers it and whether it is new. Photos sent replace the review's; their old files go after the commit. */
export async function writeReview(
  db: Db,
  line: BoughtLine,
  input: Pick<ReviewInput, 'stars' | 'title' | 'body'>,
  photos: { store: PhotoStore; prepared: PreparedPhoto[] | undefined },
): Promise<{ review: ReviewRow; created: boolean }> {
  const written: string[] = [];
  let replaced: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const [before] = await ownReviewOf(tx, line).for('update');
      const [{ autoApprove }, [author]] = await Promise.all([
        getReviewSettings(tx),
        tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, line.customerId)),
      ]);
      const stored = photos.prepared ? await storePhotos(tx, photos.store, photos.prepared, 'review', written) : undefined;
      const state = autoApprove ? ('published' as const) : ('pending' as const);
      const values = {
        variantId: line.variantId,
        metal: line.metal,
        size: line.size,
        orderItemId: line.orderItemId,
        authorName: author ? reviewerName(author.firstName, author.lastName) : '',
        stars: input.stars,
        title: input.title,
        body: input.body,
        state,
        refusalReason: '',
        publishedAt: state === 'published' ? sql`now()` : null,
        updatedAt: sql`now()`,
        ...(stored ? { photos: stored.names, photoBytes: stored.bytes } : {}),
      };
      const [review] = before
        ? await tx.update(reviews).set(values).where(eq(reviews.id, before.id)).returning()
        : await tx
            .insert(reviews)
            .values({ ...values, productId: line.productId, customerId: line.customerId })
            .returning();
      if (before?.state === 'published' || state === 'published') await bumpCatalogueVersion(tx);
      replaced = stored && before ? before.photos : [];
      return { review: review!, created: !before };
    });
    await removePhotos(photos.store.dir, replaced);
    return result;
  } catch (error) {
    await removePhotos(photos.store.dir, written);
    throw error;
  }
}
