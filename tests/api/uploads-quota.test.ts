/**
 * Shoppers' photos are kept for good, so together they may fill only a quota of the disk: with a
 * tiny quota, the photos of contact messages and design requests count together, and the photo
 * that would pass the quota is refused with a clear 413 before it is written.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../support/test-shop.ts';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const FULL = 'We cannot accept more photos at the moment. Please send your request without the photo, or add a link to it instead.';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'quota-uploads-'));
// Room for two photos, not three.
const shop = useTestShop({ uploadsDir, uploadsQuotaBytes: 2 * PNG.length + 10 });

const contact = { name: 'Ada Lovelace', subject: 'Ring sizing', message: 'Could you resize my ring by half a size?', mobile: '5035550142' };
const design = { description: 'A slim rose gold band with three small sapphires set flush.', name: 'Grace Hopper' };

function form(fields: Record<string, string>, withPhoto = true) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (withPhoto) data.append('photo', new File([PNG], 'ring.png', { type: 'image/png' }));
  return data;
}

const sendContact = (email: string, withPhoto = true) => shop.request('/api/contact', { method: 'POST', body: form({ ...contact, email }, withPhoto) });
const sendDesign = (email: string) => shop.request('/api/custom-design', { method: 'POST', body: form({ ...design, email }) });

const photoBytes = async () =>
  (
    await shop.database.pool.query(
      'SELECT (SELECT coalesce(sum(photo_bytes), 0) FROM contact_messages) + (SELECT coalesce(sum(photo_bytes), 0) FROM custom_design_requests) AS n',
    )
  ).rows[0].n as string;

const rowsFor = async (email: string) =>
  (
    await shop.database.pool.query(
      'SELECT photo, photo_bytes FROM contact_messages WHERE email = $1 UNION ALL SELECT photo, photo_bytes FROM custom_design_requests WHERE email = $1',
      [email],
    )
  ).rows;

describe('the uploads quota', () => {
  it('records each photo’s size and refuses the photo that would pass the quota, over both forms', async () => {
    const first = await sendContact('first@example.com');
    expect(first.status).toBe(201);
    expect(await rowsFor('first@example.com')).toEqual([{ photo: first.body.received.photo, photo_bytes: PNG.length }]);
    expect((await sendDesign('second@example.com')).status).toBe(201);
    expect(Number(await photoBytes())).toBe(2 * PNG.length);

    const files = readdirSync(uploadsDir).length;
    for (const refused of [await sendContact('third@example.com'), await sendDesign('third@example.com')]) {
      expect(refused).toMatchObject({ status: 413, body: { success: false, message: FULL, error: { code: 'photo_storage_full', message: FULL } } });
    }
    expect(await rowsFor('third@example.com')).toEqual([]);
    expect(readdirSync(uploadsDir)).toHaveLength(files);

    // Without a photo, a message still goes through, and takes no room.
    expect((await sendContact('third@example.com', false)).status).toBe(201);
    expect(await rowsFor('third@example.com')).toEqual([{ photo: null, photo_bytes: 0 }]);
  });

  it('lets parallel uploads together fill the quota, not pass it', async () => {
    shop.config.uploadsQuotaBytes = Number(await photoBytes()) + 3 * PNG.length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? sendContact(`burst-${i}@example.com`) : sendDesign(`burst-${i}@example.com`))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 413)).toHaveLength(5);
    expect(Number(await photoBytes())).toBe(shop.config.uploadsQuotaBytes);
  });
});
