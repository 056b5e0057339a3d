import { describe, expect, it } from 'vitest';
import { GENERATED_IMAGE_NAME, imageAudience, imageSources, renditionFile, renditionWidths, uploadedImageFile } from './images.ts';

const STEM = '3f0c2a9e-6b1d-4f7a-9c55-1e2d3c4b5a69';

describe('renditionWidths', () => {
  it('makes every listed width the photo reaches, and none wider', () => {
    expect(renditionWidths(4000)).toEqual([320, 640, 960, 1280, 1600]);
    expect(renditionWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(renditionWidths(1000)).toEqual([320, 640, 960]);
    expect(renditionWidths(320)).toEqual([320]);
  });

  it('makes one rendition at its own width for a photo narrower than the narrowest', () => {
    expect(renditionWidths(200)).toEqual([200]);
    expect(renditionWidths(1)).toEqual([1]);
  });
});

describe('file names', () => {
  it('names the main image and each rendition after the stem', () => {
    expect(uploadedImageFile(STEM)).toBe(`${STEM}.webp`);
    expect(renditionFile(STEM, 640, 'avif')).toBe(`${STEM}-640.avif`);
    expect(renditionFile(STEM, 640, 'webp')).toBe(`${STEM}-640.webp`);
  });

  it('knows generated names (which never change) from the drawn samples and shoppers’ photos', () => {
    expect(GENERATED_IMAGE_NAME.test(`${STEM}.webp`)).toBe(true);
    expect(GENERATED_IMAGE_NAME.test(`${STEM}-1600.avif`)).toBe(true);
    expect(GENERATED_IMAGE_NAME.test(`${STEM}-320.webp`)).toBe(true);
    expect(GENERATED_IMAGE_NAME.test('category-rings.svg')).toBe(false);
    expect(GENERATED_IMAGE_NAME.test(`contact-${STEM}.png`)).toBe(false);
    expect(GENERATED_IMAGE_NAME.test(`${STEM}-640.png`)).toBe(false);
  });
});

describe('imageSources', () => {
  it('gives an AVIF and a WebP srcset, narrowest first, from the file and its widths', () => {
    expect(imageSources(`${STEM}.webp`, [1280, 320, 640])).toEqual({
      avif: `/api/uploads/${STEM}-320.avif 320w, /api/uploads/${STEM}-640.avif 640w, /api/uploads/${STEM}-1280.avif 1280w`,
      webp: `/api/uploads/${STEM}-320.webp 320w, /api/uploads/${STEM}-640.webp 640w, /api/uploads/${STEM}-1280.webp 1280w`,
    });
  });

  it('lists a width once', () => {
    expect(imageSources(`${STEM}.webp`, [640, 640])?.webp).toBe(`/api/uploads/${STEM}-640.webp 640w`);
  });

  it('gives nothing for a drawn sample (no widths), an outside address or no file, which show by their plain address', () => {
    expect(imageSources('ring-aurora-1.svg', [])).toBeUndefined();
    expect(imageSources('ring-aurora-1.svg', undefined)).toBeUndefined();
    expect(imageSources('https://example.com/ring.jpg', [640])).toBeUndefined();
    expect(imageSources(undefined, [640])).toBeUndefined();
    expect(imageSources('', [640])).toBeUndefined();
  });
});

describe('imageAudience', () => {
  it('makes public only what the pipeline made and the shop’s drawn images', () => {
    expect(imageAudience(uploadedImageFile(STEM))).toBe('public');
    expect(imageAudience(renditionFile(STEM, 640, 'avif'))).toBe('public');
    expect(imageAudience('category-rings.svg')).toBe('public');
  });

  it('keeps everything else for staff: shoppers’ photos and any file of an unknown kind', () => {
    expect(imageAudience(`contact-${STEM}.png`)).toBe('staff');
    expect(imageAudience(`design-${STEM}.webp`)).toBe('staff');
    expect(imageAudience(`${STEM}.png`)).toBe('staff');
    expect(imageAudience('Banner.SVG')).toBe('staff');
  });
});
