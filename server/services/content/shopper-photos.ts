/**
 * Photos a shopper sends with a return or a review (issues 34 and 35): taken as the contact form's
 * photo is (domain/contact.ts: PNG, JPEG, WebP or GIF by their bytes, 5 MB each, the same messages),
 * then decoded and encoded again as WebP: turned upright, at most `side` pixels a side, every
 * metadata block dropped (a phone's EXIF says where the shopper lives). The files go to the uploads
 * folder as `{prefix}-{uuid}.webp` and count in the shoppers' photos quota (`admitPhotos`); who may
 * see them is the owning module's rule.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '../../../domain/contact.ts';
import { IMAGE_MESSAGES, UPLOAD_IMAGE_MAX_PIXELS } from '../../../domain/images.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admitPhotos, type PhotoStore } from './content.ts';
import { imageLibrary, removePhoto, sniffPhotoType, UnreadableUpload, UnsupportedUpload, UploadTooLarge } from './uploads.ts';

/** A photo decoded and encoded again, not yet written. */
export interface PreparedPhoto {
  bytes: Buffer;
}

/** One photo checked by its bytes and encoded again; refused with the contact form's words. */
export async function preparePhoto(file: unknown, side: number): Promise<PreparedPhoto> {
  if (!(file instanceof Blob)) throw new UnsupportedUpload(PHOTO_MESSAGES.notImage);
  if (file.size > PHOTO_MAX_BYTES) throw new UploadTooLarge(PHOTO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffPhotoType(bytes)) throw new UnsupportedUpload(PHOTO_MESSAGES.notImage);
  try {
    // sharp writes no metadata unless asked (`keepMetadata`), so EXIF, XMP and ICC comments are gone.
    const sharp = await imageLibrary();
    const encoded = await sharp(bytes, { limitInputPixels: UPLOAD_IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: encoded };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new UploadTooLarge(IMAGE_MESSAGES.tooManyPixels);
    throw new UnreadableUpload(IMAGE_MESSAGES.unreadable);
  }
}

/** What a row keeps of its photos. */
export interface StoredPhotos {
  names: string[];
  bytes: number;
}

/**
 * Writes the prepared photos inside the owner's transaction, once the quota admitted them; the
 * names are pushed to `written` as each file lands, so the caller removes them if the transaction fails.
 */
export async function storePhotos(tx: DbOrTx, store: PhotoStore, photos: PreparedPhoto[], prefix: string, written: string[]): Promise<StoredPhotos> {
  if (photos.length === 0) return { names: [], bytes: 0 };
  const bytes = photos.reduce((sum, photo) => sum + photo.bytes.byteLength, 0);
  await admitPhotos(tx, store, bytes);
  await mkdir(store.dir, { recursive: true });
  for (const photo of photos) {
    const name = `${prefix}-${randomUUID()}.webp`;
    await writeFile(path.join(store.dir, name), photo.bytes, { flag: 'wx' });
    written.push(name);
  }
  return { names: [...written], bytes };
}

/** Removes files written for a row that was not stored (or that forgot them). */
export async function removePhotos(dir: string, names: string[]): Promise<void> {
  for (const name of names) await removePhoto(dir, name);
}
