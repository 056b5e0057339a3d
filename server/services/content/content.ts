/**
 * What shoppers send us (messages, design requests) and what we publish (blog posts; the sitemap's
 * lists are sitemap.ts).
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import { PHOTO_MESSAGES } from '../../../domain/contact.ts';
import type { ContactMessageInput } from '../../../domain/schemas/contact.ts';
import type { CustomDesignInput } from '../../../domain/schemas/custom-design.ts';
import { NotFound } from '../../../domain/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { blogPosts, contactMessages, customDesignRequests, returns, reviews } from '../../db/schema/index.ts';
import { UPLOADS_QUOTA_BYTES, UploadStorageFull, removePhoto, savePhoto, type SavedPhoto } from './uploads.ts';

/** What the sender gets back: enough to show, or test, that the photo and link arrived. */
export interface Receipt {
  id: number;
  photo: string | null;
  link: string | null;
}

/** Where shoppers' photos go, and how many bytes of them the shop keeps at most. */
export interface PhotoStore {
  dir: string;
  quotaBytes: number;
}

export const photoStore = (config: { uploadsDir: string; uploadsQuotaBytes?: number }): PhotoStore => ({
  dir: config.uploadsDir,
  quotaBytes: config.uploadsQuotaBytes ?? UPLOADS_QUOTA_BYTES,
});

/** Serialises admitting photos, so parallel uploads cannot each fit under the quota and together pass it. */
const PHOTO_QUOTA_LOCK = 727003;

/** The bytes of every photo kept, over messages, design requests, returns and reviews. */
export async function storedPhotoBytes(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ bytes: string }>(sql`
    SELECT (SELECT coalesce(sum(${contactMessages.photoBytes}), 0) FROM ${contactMessages})
         + (SELECT coalesce(sum(${customDesignRequests.photoBytes}), 0) FROM ${customDesignRequests})
         + (SELECT coalesce(sum(${returns.photoBytes}), 0) FROM ${returns})
         + (SELECT coalesce(sum(${reviews.photoBytes}), 0) FROM ${reviews}) AS bytes`);
  return Number(rows[0]!.bytes);
}

/**
 * Admits `bytes` more of shoppers' photos inside the caller's transaction, or refuses them when the
 * photos kept would pass the quota. Holds the photos' lock to the transaction's end, so the caller
 * writes its files and the row counting them before anyone else is admitted.
 */
export async function admitPhotos(tx: DbOrTx, store: PhotoStore, bytes: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PHOTO_QUOTA_LOCK})`);
  if ((await storedPhotoBytes(tx)) + bytes > store.quotaBytes) throw new UploadStorageFull('photo', PHOTO_MESSAGES.storageFull);
}

/**
 * Stores the photo first, then the row recording its size; a row that fails takes its photo with
 * it. A photo that would take the photos kept past the quota is refused before it is written.
 */
async function storeWithPhoto(
  db: DbOrTx,
  store: PhotoStore,
  input: { photo?: ContactMessageInput['photo']; link?: string },
  prefix: string,
  insert: (db: DbOrTx, photo: SavedPhoto | null) => Promise<number>,
): Promise<Receipt> {
  const { photo } = input;
  const link = input.link ?? null;
  if (!photo) return { id: await insert(db, null), photo: null, link };
  let saved: SavedPhoto | undefined;
  try {
    const id = await db.transaction(async (tx) => {
      await admitPhotos(tx, store, photo.size);
      saved = await savePhoto(store.dir, photo, prefix);
      return insert(tx, saved);
    });
    return { id, photo: saved!.name, link };
  } catch (error) {
    if (saved) await removePhoto(store.dir, saved.name);
    throw error;
  }
}

/** The columns both boxes keep for a request's photo and link. */
function attachments(photo: SavedPhoto | null, link: string | undefined) {
  return { photo: photo?.name ?? null, photoBytes: photo?.bytes ?? 0, link: link ?? null };
}

export async function sendContactMessage(db: DbOrTx, store: PhotoStore, input: ContactMessageInput): Promise<Receipt> {
  return storeWithPhoto(db, store, input, 'contact', async (tx, photo) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        mobile: input.mobile,
        ...attachments(photo, input.link),
      })
      .returning({ id: contactMessages.id });
    return row!.id;
  });
}

export async function requestCustomDesign(db: DbOrTx, store: PhotoStore, input: CustomDesignInput): Promise<Receipt> {
  return storeWithPhoto(db, store, input, 'design', async (tx, photo) => {
    const [row] = await tx
      .insert(customDesignRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        description: input.description,
        ...attachments(photo, input.link),
      })
      .returning({ id: customDesignRequests.id });
    return row!.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Blog

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  publishedAt: string;
}

export interface BlogPost extends BlogPostSummary {
  body: string[];
}

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  image: blogPosts.image,
  publishedAt: blogPosts.publishedAt,
};

/** Newest first; `limit` of them, or all. */
export async function listBlogPosts(db: DbOrTx, limit?: number): Promise<BlogPostSummary[]> {
  const query = db.select(summaryColumns).from(blogPosts).orderBy(desc(blogPosts.publishedAt), asc(blogPosts.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}

export async function getBlogPost(db: DbOrTx, slug: string): Promise<BlogPost> {
  const [row] = await db
    .select({ ...summaryColumns, body: blogPosts.body })
    .from(blogPosts)
    .where(eq(blogPosts.slug, slug));
  if (!row) throw new NotFound('Blog post not found');
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}
