/**
 * Photos of a faulty or damaged piece on a return (issue 34, decision record 048), against real
 * PostgreSQL through the app's own handler: 1 to 5 photos with "faulty or damaged" and none with any
 * other reason; each checked by its bytes like the contact form's photo, stored re-encoded without
 * its metadata, counted in the shoppers' photos quota; read only by the return's owner and staff
 * (404 for anyone else, never a public path); listed in the person's copy of their data and
 * removed with them.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../domain/contact.ts';
import { storedPhotoBytes, UploadStorageFull } from '../../server/services/content/index.ts';
import { IMAGE_MESSAGES } from '../../domain/images.ts';
import { RETURN_MESSAGES } from '../../domain/returns.ts';
import { applyRetention } from '../../server/services/retention/index.ts';
import { requestReturn } from '../../server/services/returns/index.ts';
import { askWithPhotos, deliveredOrder, piecePhoto, stockUp } from '../support/returns.ts';
import { findPieces, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let shopper: Shopper;
let ring: SalePiece;
let metal: string;
let png: File;
let jpeg: File;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  shopper = await registerShopper(shop, {}, { verified: true });
  ring = (await findPieces(shop)).oneSize;
  metal = ring.metals[0]!;
  await stockUp(shop, ring.variantId, [{ metal, quantity: 30 }]);
  [png, jpeg] = [await piecePhoto('png'), await piecePhoto('jpeg')];
}, 60_000);

const faulty = (orderId: number, orderItemId: number, extra: Record<string, unknown> = {}) => ({
  orderId,
  lines: [{ orderItemId, quantity: 1 }],
  reason: 'faulty',
  reasonText: 'The clasp broke on the first day.',
  wanted: 'refund',
  ...extra,
});
const returnFiles = () => readdirSync(shop.config.uploadsDir).filter((name) => name.startsWith('return-'));
const fileOf = (url: string) => decodeURIComponent(url.split('/').pop()!);
const getPhoto = (url: string, auth: Record<string, string> = {}) => shop.api.request(url.replace(/^\/api/, ''), { headers: auth });
const refused = (status: number, message: string) => ({ status, body: { error: { message } } });

async function orderOf(who: Shopper = shopper) {
  const order = await deliveredOrder(shop, who, owner, [{ piece: ring, metal, quantity: 1 }]);
  return { orderId: order.id, itemId: order.items[0]!.id };
}

describe('a return’s photos', () => {
  it('"faulty or damaged" with two photos: stored as WebP without their EXIF, shown to the owner and staff only', async () => {
    const { orderId, itemId } = await orderOf();
    const storedBefore = await storedPhotoBytes(shop.database.db);
    const asked = await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), [png, jpeg]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const storedAfter = await storedPhotoBytes(shop.database.db);
    const photos: string[] = asked.body.photos;
    expect(photos).toHaveLength(2);
    for (const url of photos) expect(url).toMatch(new RegExp(`^/api/returns/${asked.body.id}/photos/return-[0-9a-f-]{36}\\.webp$`));

    const mine = await getPhoto(photos[0]!, shopper.auth);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('image/webp');
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    const metadata = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();

    expect((await getPhoto(photos[1]!, owner)).status).toBe(200);
    const stranger = await registerShopper(shop);
    expect((await getPhoto(photos[0]!, stranger.auth)).status).toBe(404);
    expect((await getPhoto(photos[0]!)).status).toBe(404);
    // Another return's URL with this photo's name, and a name this return does not hold: not found.
    const second = await orderOf();
    const other = await askWithPhotos(shop, shopper.auth, faulty(second.orderId, second.itemId), [png]);
    expect(other.status).toBe(201);
    expect((await getPhoto(`/api/returns/${other.body.id}/photos/${fileOf(photos[0]!)}`, shopper.auth)).status).toBe(404);
    // Never a public path: the uploads folder's route keeps them for staff.
    expect((await send(shop, 'GET', `/api/uploads/${fileOf(photos[0]!)}`, undefined, shopper.auth)).status).toBe(403);

    const row = await shop.database.pool.query('SELECT photos, photo_bytes FROM returns WHERE id = $1', [asked.body.id]);
    expect(row.rows[0].photos).toEqual(photos.map(fileOf));
    expect(row.rows[0].photo_bytes).toBeGreaterThan(0);
    // They count in the shoppers' photos quota, beside messages' and design requests'.
    expect(storedAfter - storedBefore).toBe(row.rows[0].photo_bytes);
    const admin = await send(shop, 'GET', `/api/admin/returns/${asked.body.id}`, undefined, owner);
    expect(admin.body.photos).toEqual(photos);
  });

  it('the photos must fit the reason: none, six, or one with another reason is 422 naming `photos`', async () => {
    const { orderId, itemId } = await orderOf();
    const before = returnFiles();
    expect(await send(shop, 'POST', '/api/returns', faulty(orderId, itemId), shopper.auth)).toMatchObject({
      status: 422,
      body: { error: { message: RETURN_MESSAGES.photosRequired, issues: [{ path: 'photos' }] } },
    });
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), Array(6).fill(png))).toMatchObject(refused(422, RETURN_MESSAGES.photosTooMany));
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId, { reason: 'wrong-size' }), [png])).toMatchObject(
      refused(422, RETURN_MESSAGES.photosFaulty),
    );
    // Without photos, another reason is taken as before.
    expect((await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId, { reason: 'wrong-size' }), [])).status).toBe(201);
    expect(returnFiles()).toEqual(before);
  });

  it('a file that is not an image, an oversized one, or one that cannot be decoded: the contact form’s words, nothing stored', async () => {
    const { orderId, itemId } = await orderOf();
    const before = returnFiles();
    const text = new File(['<html>not a photo</html>'], 'clasp.png', { type: 'image/png' });
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), [png, text])).toMatchObject(refused(415, PHOTO_MESSAGES.notImage));
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), [huge])).toMatchObject(refused(413, PHOTO_MESSAGES.tooLarge));
    const broken = new File([Buffer.concat([Buffer.from((await png.arrayBuffer()).slice(0, 40)), Buffer.alloc(40)])], 'broken.png', { type: 'image/png' });
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), [broken])).toMatchObject(refused(422, IMAGE_MESSAGES.unreadable));
    expect(await askWithPhotos(shop, shopper.auth, '{"orderId":', [png])).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'request' }] } } });
    expect(returnFiles()).toEqual(before);
    expect((await shop.database.pool.query('SELECT count(*)::int AS n FROM returns WHERE order_id = $1', [orderId])).rows[0].n).toBe(0);
  });

  it('a body past its limit is 413 before it is read: JSON over 64 KiB, photos over 5 × 5 MB', async () => {
    const { orderId, itemId } = await orderOf();
    const long = { ...faulty(orderId, itemId, { reason: 'wrong-size' }), reasonText: 'a'.repeat(70 * 1024) };
    expect((await send(shop, 'POST', '/api/returns', long, shopper.auth)).status).toBe(413);
    const five = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), Array(6).fill(five))).toMatchObject(refused(413, RETURN_MESSAGES.photosTooLarge));
  });

  it('photos for another shopper’s order: 404, and no file stays behind', async () => {
    const { orderId, itemId } = await orderOf();
    const before = returnFiles();
    const stranger = await registerShopper(shop);
    expect(await askWithPhotos(shop, stranger.auth, faulty(orderId, itemId), [png])).toMatchObject(refused(404, RETURN_MESSAGES.orderNotFound));
    expect(returnFiles()).toEqual(before);
  });

  it('they count in the shoppers’ photos quota: past it, 413 with the contact form’s words and no file written', async () => {
    const { orderId, itemId } = await orderOf();
    const before = returnFiles();
    const input = { ...faulty(orderId, itemId), reason: 'faulty' as const, wanted: 'refund' as const };
    const store = { dir: shop.config.uploadsDir, quotaBytes: 1 };
    await expect(requestReturn(shop.database.db, shop.config, shopper.id, input, undefined, { store, files: [png] })).rejects.toThrow(UploadStorageFull);
    await expect(requestReturn(shop.database.db, shop.config, shopper.id, input, undefined, { store, files: [png] })).rejects.toThrow(
      PHOTO_MESSAGES.storageFull,
    );
    expect(returnFiles()).toEqual(before);
  });

  it('listed in the person’s copy of their data, and removed with them (files gone, the row blanked)', async () => {
    const person = await registerShopper(shop, {}, { verified: true });
    const { orderId, itemId } = await orderOf(person);
    const asked = await askWithPhotos(shop, person.auth, faulty(orderId, itemId), [png]);
    expect(asked.status).toBe(201);
    expect((await send(shop, 'POST', `/api/admin/returns/${asked.body.id}/refuse`, { reason: 'Worn, not faulty.' }, owner)).status).toBe(200);
    const copy = await send(shop, 'GET', '/api/me/export', undefined, person.auth);
    expect(copy.body.returns.map((r: { photos: string[] }) => r.photos)).toEqual([asked.body.photos]);
    const file = path.join(shop.config.uploadsDir, fileOf(asked.body.photos[0]));
    expect(existsSync(file)).toBe(true);

    expect((await send(shop, 'DELETE', '/api/me', { password: person.password }, person.auth)).status).toBe(200);
    expect(existsSync(file)).toBe(false);
    const row = await shop.database.pool.query('SELECT photos, photo_bytes FROM returns WHERE id = $1', [asked.body.id]);
    expect(row.rows[0]).toEqual({ photos: [], photo_bytes: 0 });
  });

  it('kept for the messages’ period after the return closed, then forgotten by the retention job (files removed, the return kept)', async () => {
    const [old, recent, open] = [await orderOf(), await orderOf(), await orderOf()];
    const ask = async ({ orderId, itemId }: { orderId: number; itemId: number }) =>
      (await askWithPhotos(shop, shopper.auth, faulty(orderId, itemId), [png])).body;
    const [a, b, c] = [await ask(old), await ask(recent), await ask(open)];
    for (const closed of [a, b])
      expect((await send(shop, 'POST', `/api/admin/returns/${closed.id}/refuse`, { reason: 'Worn, not faulty.' }, owner)).status).toBe(200);
    // Past the messages' period (2 years by default) since it closed; the open one is as old but still open.
    await shop.database.pool.query(`UPDATE returns SET refused_at = now() - interval '731 days' WHERE id = $1`, [a.id]);
    await shop.database.pool.query(`UPDATE returns SET created_at = now() - interval '800 days' WHERE id = ANY($1)`, [[a.id, c.id]]);
    await applyRetention(shop.database.db, shop.config.uploadsDir);
    const rows = await shop.database.pool.query('SELECT id, state, photos, photo_bytes FROM returns WHERE id = ANY($1) ORDER BY id', [[a.id, b.id, c.id]]);
    expect(rows.rows.map((row) => [row.state, row.photos.length, row.photo_bytes > 0])).toEqual([
      ['refused', 0, false],
      ['refused', 1, true],
      ['requested', 1, true],
    ]);
    expect(existsSync(path.join(shop.config.uploadsDir, fileOf(a.photos[0])))).toBe(false);
    for (const kept of [b, c]) expect(existsSync(path.join(shop.config.uploadsDir, fileOf(kept.photos[0])))).toBe(true);
  });

  it('the OpenAPI document says both shapes of the request and the photo’s route', async () => {
    const { body } = await shop.request('/api/openapi.json');
    const content = body.paths['/returns'].post.requestBody.content;
    expect(Object.keys(content)).toEqual(['application/json', 'multipart/form-data']);
    expect(content['multipart/form-data'].schema.$ref).toBe('#/components/schemas/ReturnRequestForm');
    expect(body.components.schemas.ReturnRequestForm.properties.photos).toMatchObject({ type: 'array', items: { format: 'binary' } });
    expect(body.paths['/returns/{id}/photos/{file}'].get.responses).toHaveProperty('404');
  });
});
