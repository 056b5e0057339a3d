/**
 * Photos shoppers attach to messages and design requests. The declared type is the browser's
 * guess; the bytes decide, so nothing but a PNG, JPEG, WebP or GIF is ever written to the
 * uploads folder (which /api/uploads serves to anyone holding the random name). Photos are kept,
 * so together they may fill at most a quota of the disk (UPLOADS_QUOTA_MB, 1 GiB by default).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, type PhotoFile, type PhotoType } from '../../../domain/schemas/contact.ts';
import { DomainError } from '../../../domain/errors.ts';
import type sharp from 'sharp';

type Sharp = typeof sharp;

let loadingSharp: Promise<Sharp> | undefined;

/**
 * sharp (libvips), loaded the first time an image is processed: an upload, a shopper's photo, a
 * drawing's first WebP rendering. Loaded at the start, it held 8 MB of the shop's resident memory
 * when idle (182.9 -> 174.7 MB on the 100,000-product shop), which a shop serving pages and images
 * already rendered need not hold (issue 38).
 */
export function imageLibrary(): Promise<Sharp> {
  return (loadingSharp ??= import('sharp').then((module) => module.default));
}

/*
 * Why an uploaded file is refused, for a shopper's photo (here) and a product image
 * (catalogue/product-images.ts) alike: one class per kind, which sets the answer's status and code;
 * each upload says it in its own words (PHOTO_MESSAGES, IMAGE_MESSAGES), passed as the message.
 */

/** Not an image of a type the upload takes: the bytes decide, never the declared type. */
export class UnsupportedUpload extends DomainError {
  override readonly status = 415;
  override readonly code = 'unsupported_media_type';
}

/** Too many bytes (or, for a product image, too many pixels). */
export class UploadTooLarge extends DomainError {
  override readonly status = 413;
  override readonly code = 'payload_too_large';
}

/** The bytes start like an image of a type taken, but cannot be decoded. */
export class UnreadableUpload extends DomainError {
  override readonly status = 422;
  override readonly code = 'unreadable_image';
}

/**
 * The uploads kept already fill the quota (UPLOADS_QUOTA_MB): this one is refused (a shopper may
 * send a link instead). The code names what was refused: `photo_storage_full`, `image_storage_full`.
 */
export class UploadStorageFull extends DomainError {
  override readonly status = 413;
  override readonly code: `${'photo' | 'image'}_storage_full`;
  constructor(upload: 'photo' | 'image', message: string) {
    super(message);
    this.code = `${upload}_storage_full`;
  }
}

/** How many bytes of shoppers' photos the shop keeps at most, unless configured otherwise. */
export const UPLOADS_QUOTA_BYTES = 1024 * 1024 * 1024;

/** A photo written to the uploads folder: its file name and its size on disk. */
export interface SavedPhoto {
  name: string;
  bytes: number;
}

const EXTENSIONS: Record<PhotoType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the file's first bytes announce (their "magic numbers"), if it is one we take. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/**
 * Writes the photo under a random name and answers that name and its size. The schema has already
 * checked the declared type and size; the bytes are checked here because a client can declare anything.
 */
export async function savePhoto(uploadsDir: string, file: PhotoFile, prefix: string): Promise<SavedPhoto> {
  if (!(file instanceof Blob)) throw new UnsupportedUpload(PHOTO_MESSAGES.notImage);
  if (file.size > PHOTO_MAX_BYTES) throw new UploadTooLarge(PHOTO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffPhotoType(bytes);
  if (!type) throw new UnsupportedUpload(PHOTO_MESSAGES.notImage);
  const name = `${prefix}-${randomUUID()}.${EXTENSIONS[type]}`;
  await mkdir(uploadsDir, { recursive: true });
  await writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx' });
  return { name, bytes: bytes.byteLength };
}

/** Removes a photo whose message could not be stored, so no orphan stays behind. */
export async function removePhoto(uploadsDir: string, name: string): Promise<void> {
  await rm(path.join(uploadsDir, path.basename(name)), { force: true });
}
