/**
 * Product photos uploaded in the back office, as the server stores them and the storefront asks
 * for them. An upload gets a random stem (a UUID); its renditions are `{stem}-{width}.webp` and
 * `{stem}-{width}.avif` for each width of `RENDITION_WIDTHS` that the photo reaches, and
 * `{stem}.webp` (the widest) is the image's `file`, the one name plain clients use. Drawn sample
 * images (SVG) have no renditions: their widths are empty and they are shown as they are.
 */
import { imageUrl } from './catalog.ts';

/** The widths (CSS pixels at 1x up to 1600 px at 2x on a large gallery) the renditions are made at. */
const RENDITION_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** The types an upload may be, checked against the file's bytes, never its name or declared type. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
/** For a file input's `accept`: what the picker offers (the server still checks the bytes). */
export const UPLOAD_IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

/** The largest file taken. */
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/**
 * The most pixels a photo may have (50 megapixels, e.g. 8660 × 5773): a small file can declare a
 * huge picture (a "decompression bomb") that would take all memory to decode.
 */
export const UPLOAD_IMAGE_MAX_PIXELS = 50_000_000;
/** The longest side taken: WebP cannot encode a side longer than this. */
export const UPLOAD_IMAGE_MAX_SIDE = 16_383;

export const IMAGE_MESSAGES = {
  missing: 'Choose an image to upload (the form field "image").',
  unsupported: 'Upload a JPEG, PNG or WebP image; this file is not one of them.',
  tooLarge: `The image must be ${UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
  tooManyPixels: `The image is too large in pixels: at most ${UPLOAD_IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${UPLOAD_IMAGE_MAX_SIDE.toLocaleString('en-US')} pixels a side. Scale it down and upload it again.`,
  unreadable: 'The image could not be read; it may be damaged. Save it again as JPEG, PNG or WebP and upload it again.',
  storageFull: 'The shop has no room left for images: the uploads quota (UPLOADS_QUOTA_MB) is full.',
} as const;

export type RenditionFormat = 'webp' | 'avif';

/** The widths to make for a photo `originalWidth` pixels wide: none wider than it, and at least one. */
export function renditionWidths(originalWidth: number): number[] {
  const widths = RENDITION_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length ? widths : [Math.max(1, Math.round(originalWidth))];
}

/** The file name of an upload's main image (`{stem}.webp`). */
export const uploadedImageFile = (stem: string) => `${stem}.webp`;

/** The file name of one rendition (`{stem}-{width}.{format}`). */
export const renditionFile = (stem: string, width: number, format: RenditionFormat) => `${stem}-${width}.${format}`;

/** The stem of an image file: its name without the extension. */
const stemOf = (file: string) => file.replace(/\.[^./]+$/, '');

/** A name the server generated for an upload or one of its renditions; such a file never changes. */
export const GENERATED_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-\d{1,5})?\.(webp|avif)$/;

/** A drawn image of the shop's own (the sample catalogue's art, tiles, banners): SVG, which no upload ever is. */
const DRAWN_IMAGE_NAME = /^[a-z0-9][a-z0-9-]*\.svg$/;

/**
 * Who may see a file of the uploads folder. Public: what the back office's image pipeline made
 * (its generated names) and the shop's drawn images. Everything else is a shopper's photo (a
 * contact message's or a custom-design request's): staff only, never cached by anyone but the
 * browser that asked. A name is public only by matching, so a file of an unknown kind stays private.
 */
export const imageAudience = (file: string): 'public' | 'staff' => (GENERATED_IMAGE_NAME.test(file) || DRAWN_IMAGE_NAME.test(file) ? 'public' : 'staff');

export interface ImageSources {
  avif: string;
  webp: string;
}

/**
 * The `srcset` of each format for an image with renditions
 * (`/api/uploads/{stem}-640.avif 640w, …`), narrowest first; undefined for an image without them
 * (a drawn sample, an outside address), which is shown by its plain address.
 */
export function imageSources(file: string | undefined | null, widths: readonly number[] | undefined | null): ImageSources | undefined {
  if (!file || !widths?.length || /^https?:\/\//.test(file)) return undefined;
  const stem = stemOf(file);
  const sorted = [...new Set(widths)].filter((width) => Number.isInteger(width) && width > 0).sort((a, b) => a - b);
  if (!sorted.length) return undefined;
  const srcset = (format: RenditionFormat) => sorted.map((width) => `${imageUrl(renditionFile(stem, width, format))} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
