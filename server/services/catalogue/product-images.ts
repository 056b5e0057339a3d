/**
 * Product photos uploaded in the back office. The bytes decide what a file is (never its name or
 * declared type): only JPEG, PNG and WebP are taken, at most 10 MB and 50 megapixels, so a small
 * file that unpacks into a huge picture cannot exhaust memory. Each photo is turned upright (EXIF
 * orientation), stripped of its metadata (a phone's EXIF carries where it was taken), converted to
 * sRGB and stored under a random name as WebP and AVIF renditions at the widths of
 * domain/images.ts, plus `{stem}.webp` (the widest) as the image's file. The renditions count
 * against the uploads quota (UPLOADS_QUOTA_MB) together with shoppers' photos.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import { DomainError } from '../../../domain/errors.ts';
import {
  IMAGE_MESSAGES,
  imageAudience,
  UPLOAD_IMAGE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_PIXELS,
  UPLOAD_IMAGE_MAX_SIDE,
  UPLOAD_IMAGE_TYPES,
  renditionFile,
  renditionWidths,
  uploadedImageFile,
  type RenditionFormat,
  type UploadImageType,
} from '../../../domain/images.ts';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { storedPhotoBytes, type PhotoStore } from '../content/index.ts';
import { imageLibrary, sniffPhotoType, UnreadableUpload, UnsupportedUpload, UploadStorageFull, UploadTooLarge } from '../content/index.ts';

/** An uploaded photo: its file (served at /api/uploads/{file}), rendition widths, upright size and bytes stored. */
export interface UploadedImage {
  file: string;
  widths: number[];
  width: number;
  height: number;
  bytes: number;
}

const QUALITY: Record<RenditionFormat, number> = { webp: 80, avif: 50 };
/** AVIF effort 2 of 9: about a sixth of the default effort's encoding time, for files within a few per cent of its size. */
const AVIF_EFFORT = 2;

/** Serialises admitting images, so parallel uploads cannot each fit under the quota and together pass it. */
const IMAGE_QUOTA_LOCK = 727009;

const isTakenType = (type: string | undefined): type is UploadImageType => (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type ?? '');

/** Decoder settings for untrusted input: the pixel limit is enforced by the decoder too, not only by our check of the header. */
const decoding = { limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'warning' } as const;

/** The bytes checked, decoded upright, and encoded at every width; nothing is written yet. */
async function render(bytes: Uint8Array): Promise<{ file: string; width: number; height: number; widths: number[]; files: Map<string, Buffer> }> {
  if (bytes.byteLength > UPLOAD_IMAGE_MAX_BYTES) throw new UploadTooLarge(IMAGE_MESSAGES.tooLarge);
  // The first bytes decide, before any decoder sees the file: an SVG, a GIF or anything else never
  // reaches sharp, whose own choice of decoder goes by the same signatures.
  if (!isTakenType(sniffPhotoType(bytes))) throw new UnsupportedUpload(IMAGE_MESSAGES.unsupported);

  const sharp = await imageLibrary();
  let metadata: Metadata;
  try {
    // Only the header is read here: the pixel count it declares is checked below, with our own message.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnreadableUpload(IMAGE_MESSAGES.unreadable);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new UnreadableUpload(IMAGE_MESSAGES.unreadable);
  if (width * height > UPLOAD_IMAGE_MAX_PIXELS || Math.max(width, height) > UPLOAD_IMAGE_MAX_SIDE) {
    throw new UploadTooLarge(IMAGE_MESSAGES.tooManyPixels);
  }

  const widths = renditionWidths(width);
  const widest = widths[widths.length - 1]!;
  try {
    // Decoded once, upright and in sRGB, at the widest rendition; the narrower ones are made from that.
    // Without keepMetadata() sharp writes no EXIF, XMP or ICC data: the GPS position of a phone photo goes.
    const base = await sharp(bytes, { ...decoding, autoOrient: true })
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const encode = (target: number, format: RenditionFormat) => {
      const image = sharp(base.data, { raw }).resize({ width: target, withoutEnlargement: true });
      return (format === 'webp' ? image.webp({ quality: QUALITY.webp }) : image.avif({ quality: QUALITY.avif, effort: AVIF_EFFORT })).toBuffer();
    };
    const files = new Map<string, Buffer>();
    const stem = randomUUID();
    // One width at a time: an upload keeps at most two of the worker threads, the rest serve other requests.
    for (const target of widths) {
      const [webp, avif] = await Promise.all([encode(target, 'webp'), encode(target, 'avif')]);
      files.set(renditionFile(stem, target, 'webp'), webp);
      files.set(renditionFile(stem, target, 'avif'), avif);
    }
    const file = uploadedImageFile(stem);
    files.set(file, files.get(renditionFile(stem, widest, 'webp'))!);
    return { file, width, height, widths, files };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new UnreadableUpload(IMAGE_MESSAGES.unreadable);
  }
}

/** Every byte the uploads folder keeps: shoppers' photos and the back office's images. */
async function storedUploadBytes(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ bytes: string }>(sql`SELECT coalesce(sum(${uploadedImages.bytes}), 0) AS bytes FROM ${uploadedImages}`);
  return (await storedPhotoBytes(db)) + Number(rows[0]!.bytes);
}

/**
 * Checks, renders and stores a photo uploaded by `actor`, records it in `uploaded_images` and the
 * audit log (entity 'image'), and answers it. Refusals: UnsupportedUpload (415), UploadTooLarge and
 * UploadStorageFull (413), UnreadableUpload (422). Files of an upload that is refused on the way are
 * removed, so no orphan stays behind.
 */
export async function uploadProductImage(db: Db, store: PhotoStore, bytes: Uint8Array, actor: Pick<PublicUser, 'id' | 'email'>): Promise<UploadedImage> {
  const { file, files, ...rendered } = await render(bytes);
  const total = [...files.values()].reduce((sum, data) => sum + data.byteLength, 0);
  const image: UploadedImage = { file, widths: rendered.widths, width: rendered.width, height: rendered.height, bytes: total };
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${IMAGE_QUOTA_LOCK})`);
      if ((await storedUploadBytes(tx)) + total > store.quotaBytes) throw new UploadStorageFull('image', IMAGE_MESSAGES.storageFull);
      await mkdir(store.dir, { recursive: true });
      for (const [name, data] of files) {
        // 'wx': a name is never reused, so nothing already stored can be overwritten.
        await writeFile(path.join(store.dir, name), data, { flag: 'wx' });
        written.push(name);
      }
      await tx.insert(uploadedImages).values({ ...image, uploadedBy: actor.id });
      await recordAudit(tx, actor, { action: 'image.upload', entity: 'image', entityId: file, after: { ...image } });
    });
  } catch (error) {
    await Promise.all(written.map((name) => rm(path.join(store.dir, name), { force: true })));
    throw error;
  }
  return image;
}

/**
 * Which of `files` a product or a category's or theme's tile may show: an image this pipeline made
 * (it has its row in uploaded_images) or a drawn image of the shop's that the shop already shows.
 * Nothing else: a shopper's photo, an outside address, a file put in the folder by any other means.
 */
export async function showableImages(db: DbOrTx, files: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(files)];
  if (!wanted.length) return new Set();
  // A drawn image is an SVG; only those are looked for among what the shop shows already.
  const drawn = wanted.filter((file) => file.endsWith('.svg') && imageAudience(file) === 'public');
  const { rows } = await db.execute<{ file: string }>(sql`
    SELECT file FROM ${uploadedImages} WHERE file = ANY(${sql.param(wanted)}::text[])
    UNION SELECT file FROM variant_images WHERE file = ANY(${sql.param(drawn)}::text[])
    UNION SELECT image FROM categories WHERE image = ANY(${sql.param(drawn)}::text[])
    UNION SELECT image FROM themes WHERE image = ANY(${sql.param(drawn)}::text[])`);
  return new Set(rows.map((row) => row.file));
}
