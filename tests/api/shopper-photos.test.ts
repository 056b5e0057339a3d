/**
 * Shoppers' photos and product images kept apart (decision record 023): a photo sent with a
 * contact message or a design request is served to signed-in staff only and kept by no shared
 * cache; a product may show only what the back office's image pipeline made (or a drawn image the
 * shop shows), never a shopper's photo, an outside address or a file it did not make.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../domain/schemas/product.ts';
import { createOwner } from '../support/staff.ts';
import { registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'photo-uploads-'));
const shop = useTestShop({ uploadsDir });

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const DRAWN = 'aurora-halo-engagement-ring-diamond-0.svg';

let owner: Record<string, string>;
let customer: Shopper;

beforeAll(async () => {
  const email = uniqueEmail('owner');
  await createOwner(shop.database.db, { email, password: 'garnet-and-gold-77' });
  owner = { Authorization: `Bearer ${(await send(shop, 'POST', '/api/authenticate', { email, password: 'garnet-and-gold-77' })).body.jwtToken}` };
  customer = await registerShopper(shop);
});

/** Sends a form with a photo and answers the stored photo's name. */
async function sendPhoto(form: '/api/contact' | '/api/custom-design'): Promise<string> {
  const data = new FormData();
  const fields =
    form === '/api/contact'
      ? { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Ring sizing', message: 'Could you resize my ring by half a size?', mobile: '5035550142' }
      : { name: 'Mary Somerville', email: 'mary@example.com', description: 'A pendant shaped like a comet, in rose gold.' };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('photo', new File([PNG], 'ring.png', { type: 'image/png' }));
  const { status, body } = await shop.request(form, { method: 'POST', body: data });
  expect(status).toBe(201);
  return body.received.photo;
}

const photoGet = (file: string, headers: Record<string, string> = {}) => shop.api.request(`/uploads/${file}`, { headers });

describe('a shopper’s photo', () => {
  it.each(['/api/contact', '/api/custom-design'] as const)('from %s is refused to anyone but staff: 401 anonymous, 403 for a customer', async (form) => {
    const photo = await sendPhoto(form);
    const anonymous = await photoGet(photo);
    expect(anonymous.status).toBe(401);
    expect(Buffer.from(await anonymous.arrayBuffer()).includes(PNG)).toBe(false);
    expect((await photoGet(photo, customer.auth)).status).toBe(403);
  });

  it('is served to staff, kept by no shared cache (private, no-store)', async () => {
    const photo = await sendPhoto('/api/contact');
    const answer = await photoGet(photo, owner);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(answer.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('does not tell a stranger whether a photo exists', async () => {
    expect((await photoGet(`contact-${randomUUID()}.png`)).status).toBe(401);
    expect((await photoGet(`contact-${randomUUID()}.png`, owner)).status).toBe(404);
  });
});

describe('product images', () => {
  it('stay public and cacheable: an upload’s renditions for a year, a drawn image for a day', async () => {
    const upload = `${randomUUID()}-640.webp`;
    writeFileSync(path.join(uploadsDir, upload), 'RIFF....WEBP');
    writeFileSync(path.join(uploadsDir, DRAWN), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const rendition = await photoGet(upload);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const drawn = await photoGet(DRAWN);
    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('Cache-Control')).toBe('public, max-age=86400');
  });
});

/** A one-variant product showing `images`. */
const product = (images: string[]) => ({
  status: 'draft',
  ProductVariants: [
    {
      title: 'Comet Pendant',
      images,
      metal: ['925 Sterling Silver'],
      price: [95],
      categories: ['Necklaces'],
      madeToOrder: true,
      leadTimeDays: { min: 5, max: 10 },
    },
  ],
});

describe('a product naming an image the pipeline did not make', () => {
  it('is refused when it names a shopper’s photo, on create and on replace, naming the field', async () => {
    const photo = await sendPhoto('/api/custom-design');
    const made = await send(shop, 'POST', '/api/admin/products', product([DRAWN]), owner);
    expect(made.status).toBe(201);
    for (const refused of [
      await send(shop, 'POST', '/api/admin/products', product([DRAWN, photo]), owner),
      await send(shop, 'PUT', `/api/admin/products/${made.body.id}`, product([photo]), owner),
    ]) {
      expect(refused.status).toBe(400);
      expect(refused.body.error.issues).toContainEqual({
        path: expect.stringMatching(/^ProductVariants\.0\.images\.[01]$/),
        message: PRODUCT_MESSAGES.imageShopperPhoto(photo),
      });
    }
    const { rows } = await shop.database.pool.query('SELECT count(*)::int AS n FROM variant_images WHERE file = $1', [photo]);
    expect(rows[0].n).toBe(0);
  });

  it.each([
    ['an upload-like name with no upload behind it', `${randomUUID()}.webp`],
    ['a drawn-like name the shop does not show', 'secret-drawing.svg'],
    ['a file of the folder the pipeline did not make', 'banner.png'],
  ])('is refused for %s, with the message naming it', async (_case, file) => {
    const refused = await send(shop, 'POST', '/api/admin/products', product([file]), owner);
    expect(refused.status).toBe(400);
    const message = file.endsWith('.png') ? PRODUCT_MESSAGES.imageShopperPhoto(file) : PRODUCT_MESSAGES.imageNotUploaded(file);
    expect(refused.body.error.issues).toContainEqual({ path: 'ProductVariants.0.images.0', message });
  });

  it.each([
    ['an outside address', 'https://evil.example/ring.jpg'],
    ['a path out of the folder', '../../etc/passwd'],
  ])('is refused for %s by the schema', async (_case, file) => {
    const refused = await send(shop, 'POST', '/api/admin/products', product([file]), owner);
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toContainEqual({ path: 'ProductVariants.0.images.0', message: PRODUCT_MESSAGES.imageName });
  });
});
