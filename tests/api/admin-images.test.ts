/**
 * Product photos uploaded in the back office: JPEG, PNG and WebP (known by their bytes) become WebP
 * and AVIF renditions under a generated name, upright and without metadata, served with their
 * types and cached for good; anything else, anything too large in bytes or in pixels, is refused
 * before a file is written.
 */
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, UPLOAD_IMAGE_MAX_BYTES, renditionFile } from '../../domain/images.ts';
import { uploadProductImage } from '../../server/services/catalogue/index.ts';
import { UploadStorageFull } from '../../server/services/content/index.ts';
import { createOwner, joinStaff } from '../support/staff.ts';
import { registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

// A folder of this file's own, so what is (or is not) written can be counted.
const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'image-uploads-'));
const shop = useTestShop({ uploadsDir });

const PASSWORD = 'opal-and-onyx-58';
const UUID_WEBP = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

async function logIn(email: string, password: string) {
  const answer = await send(shop, 'POST', '/api/authenticate', { email, password });
  if (answer.status !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.id as number, headers: { Authorization: `Bearer ${answer.body.jwtToken}` } };
}

let owner: Awaited<ReturnType<typeof logIn>> | undefined;
async function asOwner() {
  if (!owner) {
    const email = uniqueEmail('owner');
    await createOwner(shop.database.db, { email, password: PASSWORD });
    owner = await logIn(email, PASSWORD);
  }
  return owner;
}

/** Noise, so the encoders cannot squeeze the picture to nothing (and the upload is well over 64 KiB). */
function noise(width: number, height: number, channels: 3 | 4) {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 7919 + (i >> 5) * 13) & 255;
  return sharp(data, { raw: { width, height, channels } });
}

function imageForm(bytes: Buffer, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  form.append('image', new File([new Uint8Array(bytes)], name, { type }));
  return form;
}

async function upload(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg', options: { path?: string; extra?: Record<string, string> } = {}) {
  const { headers } = await asOwner();
  return shop.request(options.path ?? '/api/admin/images', { method: 'POST', headers, body: imageForm(bytes, name, type, options.extra) });
}

const storedImages = async () => Number((await shop.database.pool.query('SELECT count(*) AS n FROM uploaded_images')).rows[0].n);
const filesOnDisk = () => readdirSync(uploadsDir).length;

/** Checks every rendition on disk: its format, width, height and that it carries no metadata. */
async function expectRenditions(file: string, widths: number[], ratio: number) {
  const stem = file.replace(/\.webp$/, '');
  for (const width of widths) {
    for (const format of ['webp', 'avif'] as const) {
      const target = path.join(uploadsDir, renditionFile(stem, width, format));
      const metadata = await sharp(target).metadata();
      expect(metadata.format === 'heif' ? metadata.compression : metadata.format, target).toBe(format === 'avif' ? 'av1' : 'webp');
      expect(metadata.width, target).toBe(width);
      expect(metadata.height, target).toBe(Math.round(width * ratio));
      expect(metadata.exif, target).toBeUndefined();
      expect(metadata.orientation ?? 1, target).toBe(1);
    }
  }
  const main = await sharp(path.join(uploadsDir, file)).metadata();
  expect(main).toMatchObject({ format: 'webp', width: Math.max(...widths) });
}

describe('POST /api/admin/images', () => {
  it('takes a JPEG: upright, without its EXIF (GPS), as WebP and AVIF at each width it reaches, recorded and audited', async () => {
    // Landscape pixels, EXIF orientation 6 (turn right): the photo stands 800 wide, 1200 high.
    const jpeg = await noise(1200, 800, 3)
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    // The GPS directory's tag (0x8825) is in the original.
    expect((await sharp(jpeg).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(jpeg.byteLength).toBeGreaterThan(64 * 1024);

    const answer = await upload(jpeg, 'IMG_0042.JPG', 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ file: expect.stringMatching(UUID_WEBP), widths: [320, 640], width: 800, height: 1200 });
    await expectRenditions(answer.body.file, [320, 640], 1.5);

    const { rows } = await shop.database.pool.query('SELECT widths, width, height, bytes, uploaded_by FROM uploaded_images WHERE file = $1', [
      answer.body.file,
    ]);
    const stem = answer.body.file.replace(/\.webp$/, '');
    const onDisk = [answer.body.file, ...[320, 640].flatMap((w) => [renditionFile(stem, w, 'webp'), renditionFile(stem, w, 'avif')])]
      .map((name) => statSync(path.join(uploadsDir, name)).size)
      .reduce((a, b) => a + b, 0);
    expect(rows).toEqual([{ widths: [320, 640], width: 800, height: 1200, bytes: onDisk, uploaded_by: (await asOwner()).id }]);

    const audit = await shop.request('/api/admin/audit?entity=image', { headers: (await asOwner()).headers });
    expect(audit.body.entries.filter((entry: { entityId: string }) => entry.entityId === answer.body.file)).toEqual([
      expect.objectContaining({
        action: 'image.upload',
        entity: 'image',
        entityId: answer.body.file,
        before: null,
        after: { file: answer.body.file, widths: [320, 640], width: 800, height: 1200, bytes: onDisk },
      }),
    ]);
  });

  it('takes a PNG with transparency, at every width up to 1600 and no wider', async () => {
    const png = await noise(2000, 300, 4).png().toBuffer();
    const answer = await upload(png, 'ring.png', 'image/png');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ file: expect.stringMatching(UUID_WEBP), widths: [320, 640, 960, 1280, 1600], width: 2000, height: 300 });
    await expectRenditions(answer.body.file, [320, 640, 960, 1280, 1600], 300 / 2000);
    expect((await sharp(path.join(uploadsDir, answer.body.file)).metadata()).hasAlpha).toBe(true);
  });

  it('takes a WebP narrower than the narrowest width as one rendition at its own width', async () => {
    const webp = await noise(300, 200, 3).webp().toBuffer();
    const answer = await upload(webp, 'small.webp', 'image/webp');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toEqual({ file: expect.stringMatching(UUID_WEBP), widths: [300], width: 300, height: 200 });
    await expectRenditions(answer.body.file, [300], 200 / 300);
  });

  it('serves the renditions with their types, cached for good; drawn images keep a day', async () => {
    const answer = await upload(await noise(700, 700, 3).jpeg().toBuffer());
    const stem = answer.body.file.replace(/\.webp$/, '');
    for (const [name, type] of [
      [renditionFile(stem, 640, 'avif'), 'image/avif'],
      [renditionFile(stem, 320, 'webp'), 'image/webp'],
      [answer.body.file, 'image/webp'],
    ] as const) {
      const served = await shop.api.request(`/uploads/${name}`);
      expect(served.status, name).toBe(200);
      expect(served.headers.get('Content-Type'), name).toBe(type);
      expect(served.headers.get('Cache-Control'), name).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(await sharp(bytes).metadata(), name).toMatchObject({ format: type === 'image/avif' ? 'heif' : 'webp' });
    }
    writeFileSync(path.join(uploadsDir, 'ring-drawn.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
    const drawn = await shop.api.request('/uploads/ring-drawn.svg');
    expect(drawn.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });

  it('lets staff upload, not only the owner', async () => {
    const headers = await joinStaff(shop, (await asOwner()).headers, { email: uniqueEmail('staff') });
    const form = imageForm(await noise(400, 400, 3).png().toBuffer(), 'a.png', 'image/png');
    expect((await shop.request('/api/admin/images', { method: 'POST', headers, body: form })).status).toBe(201);
  });
});

describe('refusals: nothing is stored', () => {
  const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><script>alert(1)</script><rect width="900" height="900"/></svg>');

  it.each([
    ['a text file named .jpg', Buffer.from('This is not a photo of a ring, only words.\n'), 'ring.jpg', 'image/jpeg'],
    ['an SVG named .png', SVG, 'ring.png', 'image/png'],
    ['an SVG', SVG, 'ring.svg', 'image/svg+xml'],
    ['a GIF', GIF, 'ring.gif', 'image/gif'],
    ['a GIF named .webp', GIF, 'ring.webp', 'image/webp'],
  ])('%s: 415', async (_label, bytes, name, type) => {
    const before = [await storedImages(), filesOnDisk()];
    const answer = await upload(bytes, name, type);
    expect(answer).toMatchObject({ status: 415, body: { message: IMAGE_MESSAGES.unsupported, error: { code: 'unsupported_media_type' } } });
    expect([await storedImages(), filesOnDisk()]).toEqual(before);
  });

  it('bytes that start like a JPEG but are not one: 422', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
    expect(await upload(fake)).toMatchObject({ status: 422, body: { message: IMAGE_MESSAGES.unreadable } });
  });

  it('a file over 10 MB: 413, even inside the request’s limit', async () => {
    const before = await storedImages();
    const big = Buffer.concat([await noise(64, 64, 3).jpeg().toBuffer(), Buffer.alloc(UPLOAD_IMAGE_MAX_BYTES)]);
    expect(await upload(big)).toMatchObject({ status: 413, body: { message: IMAGE_MESSAGES.tooLarge, error: { code: 'payload_too_large' } } });
    expect(await storedImages()).toBe(before);
  });

  it('a request body over the route’s limit is not read, with or without a trailing slash: 413', async () => {
    const photo = await noise(64, 64, 3).jpeg().toBuffer();
    const padding = { note: 'x'.repeat(UPLOAD_IMAGE_MAX_BYTES + 200 * 1024) };
    for (const route of ['/api/admin/images', '/api/admin/images/']) {
      expect(await upload(photo, 'photo.jpg', 'image/jpeg', { path: route, extra: padding }), route).toMatchObject({
        status: 413,
        body: { message: IMAGE_MESSAGES.tooLarge },
      });
    }
    // The same small photo alone is taken.
    expect((await upload(photo)).status).toBe(201);
  });

  it('a picture of too many pixels (a decompression bomb) or too long a side: 413 before it is decoded', async () => {
    // 12000 × 12000 black pixels, 1 bit each: 144 megapixels in a file of a few kilobytes.
    const bomb = pngOf(12_000, 12_000);
    expect(bomb.byteLength).toBeLessThan(100 * 1024);
    const before = [await storedImages(), filesOnDisk()];
    expect(await upload(bomb, 'bomb.png', 'image/png')).toMatchObject({ status: 413, body: { message: IMAGE_MESSAGES.tooManyPixels } });
    // 2 megapixels, but 20000 pixels high: more than WebP can hold.
    expect(await upload(pngOf(100, 20_000), 'tall.png', 'image/png')).toMatchObject({ status: 413, body: { message: IMAGE_MESSAGES.tooManyPixels } });
    expect([await storedImages(), filesOnDisk()]).toEqual(before);
  });

  it('no file, or not a form: 400 and 415', async () => {
    const { headers } = await asOwner();
    const empty = new FormData();
    empty.append('title', 'A ring');
    expect(await shop.request('/api/admin/images', { method: 'POST', headers, body: empty })).toMatchObject({
      status: 400,
      body: { message: IMAGE_MESSAGES.missing },
    });
    expect((await send(shop, 'POST', '/api/admin/images', { image: 'ring.jpg' }, headers)).status).toBe(415);
  });

  it('no session: 401; a customer: 403', async () => {
    const form = () => imageForm(Buffer.from([0xff, 0xd8, 0xff]), 'a.jpg', 'image/jpeg');
    expect((await shop.request('/api/admin/images', { method: 'POST', body: form() })).status).toBe(401);
    const customer = await registerShopper(shop);
    expect((await shop.request('/api/admin/images', { method: 'POST', headers: customer.auth, body: form() })).status).toBe(403);
  });

  it('an image that would pass the uploads quota: 413, and no file is left behind', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'image-quota-'));
    const photo = await noise(500, 500, 3).jpeg().toBuffer();
    const actor = { id: (await asOwner()).id, email: 'owner@example.com' };
    const stored = Number(
      (
        await shop.database.pool.query(
          'SELECT (SELECT coalesce(sum(bytes), 0) FROM uploaded_images) + (SELECT coalesce(sum(photo_bytes), 0) FROM contact_messages) + (SELECT coalesce(sum(photo_bytes), 0) FROM custom_design_requests) AS n',
        )
      ).rows[0].n,
    );
    const before = await storedImages();
    await expect(uploadProductImage(shop.database.db, { dir, quotaBytes: stored + 100 }, photo, actor)).rejects.toBeInstanceOf(UploadStorageFull);
    expect(readdirSync(dir)).toEqual([]);
    expect(await storedImages()).toBe(before);
    // With room for it, the same photo is stored.
    const image = await uploadProductImage(shop.database.db, { dir, quotaBytes: stored + 10 * 1024 * 1024 }, photo, actor);
    expect(existsSync(path.join(dir, image.file))).toBe(true);
  });
});

/** A valid 1-bit greyscale PNG of all-black rows: tiny on disk, however many pixels it declares. */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter 0, then zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
