import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnsupportedUpload, UploadTooLarge, savePhoto, sniffPhotoType } from './uploads.ts';

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])));

describe('sniffPhotoType', () => {
  it('recognises the four image types by their first bytes', () => {
    expect(sniffPhotoType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(sniffPhotoType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, including SVG, HTML and truncated headers', () => {
    expect(sniffPhotoType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffPhotoType(bytes('<!doctype html>'))).toBeUndefined();
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeUndefined();
    expect(sniffPhotoType(bytes(0x89, 'PN'))).toBeUndefined();
    expect(sniffPhotoType(new Uint8Array())).toBeUndefined();
  });
});

describe('savePhoto', () => {
  it('writes the bytes under a random name with the extension of the real type', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
    const content = bytes(0xff, 0xd8, 0xff, 0xe0, 1, 2, 3);
    // Declared as PNG, but the bytes are a JPEG: the bytes decide the extension.
    const { name, bytes: size } = await savePhoto(dir, new File([content], 'holiday.png', { type: 'image/png' }), 'contact');
    expect(name).toMatch(/^contact-[0-9a-f-]{36}\.jpg$/);
    expect(size).toBe(content.byteLength);
    expect(new Uint8Array(readFileSync(path.join(dir, name)))).toEqual(content);
  });

  it('refuses what is not an image or too large, writing nothing', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'photos-'));
    await expect(savePhoto(dir, new File(['<html>'], 'a.png', { type: 'image/png' }), 'contact')).rejects.toBeInstanceOf(UnsupportedUpload);
    await expect(savePhoto(dir, { name: 'a.png', type: 'image/png', size: 10 }, 'contact')).rejects.toBeInstanceOf(UnsupportedUpload);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await expect(savePhoto(dir, big, 'contact')).rejects.toBeInstanceOf(UploadTooLarge);
    expect(readdirSync(dir)).toEqual([]);
  });
});
