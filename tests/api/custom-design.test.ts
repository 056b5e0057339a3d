import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { requestFrom, retryAfter } from '../support/client-address.ts';
import { registerShopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'design-uploads-'));
const shop = useTestShop({ uploadsDir });

/** The smallest valid GIF, 1×1. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const RECEIVED = 'Thank you! Your design request has been received. We will be in touch within 2 business days.';

const valid = {
  description: 'A slim rose gold band with three small sapphires set flush, for my mother.',
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '5035550142',
};

const postJson = (body: unknown) =>
  shop.request('/api/custom-design', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function form(fields: Record<string, string>, photo?: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('photo', new File([photo.bytes], photo.name, { type: photo.type }));
  return data;
}

const postForm = (data: FormData) => shop.request('/api/custom-design', { method: 'POST', body: data });

const stored = async (email: string) => (await shop.database.pool.query('SELECT * FROM custom_design_requests WHERE email = $1 ORDER BY id', [email])).rows;

const RULES: Array<[string, Record<string, string>, string]> = [
  ['description missing', { description: '' }, 'Description is required'],
  ['description too short', { description: 'A small ring.' }, 'Must be at least 20 characters'],
  ['name missing', { name: '' }, 'Name is required'],
  ['name too short', { name: 'Gr' }, 'Must be at least 3 characters'],
  ['email missing', { email: '' }, 'Email is required'],
  ['email invalid', { email: 'grace@' }, 'Invalid email address'],
  ['phone not ten digits', { phone: '555-0142' }, 'Phone number must be exactly 10 digits'],
  ['link invalid', { link: 'ftp://example.com/a' }, 'Please enter a valid link starting with http:// or https://'],
];

describe('POST /api/custom-design', () => {
  it('stores a JSON request without phone, photo or link', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    const { status, body } = await postJson({ ...withoutPhone, email: 'json@example.com' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: RECEIVED, received: { photo: null, link: null } });
    expect(await stored('json@example.com')).toMatchObject([{ name: 'Grace Hopper', phone: '', description: valid.description }]);
  });

  it('stores a form with its photo and link', async () => {
    const data = form({ ...valid, email: 'form@example.com', link: 'https://example.com/sketch' }, { bytes: GIF, type: 'image/gif', name: 'sketch.gif' });
    const { status, body } = await postForm(data);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: RECEIVED, received: { link: 'https://example.com/sketch' } });
    expect(body.received.photo).toMatch(/^design-[0-9a-f-]{36}\.gif$/);
    const [row] = await stored('form@example.com');
    expect(row).toMatchObject({ photo: body.received.photo, link: 'https://example.com/sketch', phone: '5035550142' });
    expect(existsSync(path.join(uploadsDir, row.photo))).toBe(true);
  });

  it.each(RULES)('refuses %s with its message, as JSON and as a form', async (_case, change, message) => {
    for (const answer of [await postJson({ ...valid, ...change }), await postForm(form({ ...valid, ...change }))]) {
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message, error: { code: 'invalid_input', message } });
    }
  });

  it('refuses a photo that is not an image (415) or larger than 5 MB (413)', async () => {
    const text = await postForm(form({ ...valid, email: 'bad@example.com' }, { bytes: Buffer.from('hello'), type: 'text/plain', name: 'a.txt' }));
    expect(text).toMatchObject({ status: 415, body: { success: false, message: 'Please choose a PNG, JPEG, WebP or GIF image' } });

    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(GIF);
    const tooLarge = await postForm(form({ ...valid, email: 'bad@example.com' }, { bytes: big, type: 'image/gif', name: 'big.gif' }));
    expect(tooLarge).toMatchObject({ status: 413, body: { success: false, message: 'The photo must be 5 MB or smaller' } });
    expect(await stored('bad@example.com')).toHaveLength(0);
  });

  it('refuses malformed JSON with a 400', async () => {
    const { status, body } = await postJson('{"description": "A ring');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, error: { code: 'bad_request' } });
  });
});

describe('control characters', () => {
  it('refuses them in the name and phone, and keeps line breaks in the description', async () => {
    expect(await postJson({ ...valid, email: 'ctl@example.com', name: 'Grace\nHopper' })).toMatchObject({
      status: 400,
      body: { message: 'Name must be on one line, without tabs or other control characters' },
    });
    expect(await postForm(form({ ...valid, email: 'ctl@example.com', phone: '5035550142\r\n' }))).toMatchObject({
      status: 400,
      body: { message: 'Phone number must be on one line, without tabs or other control characters' },
    });
    expect(await postJson({ ...valid, email: 'ctl@example.com', link: 'https://example.com/a\r\nb' })).toMatchObject({
      status: 400,
      body: { message: 'Link must be on one line, without tabs or other control characters' },
    });
    expect(await stored('ctl@example.com')).toHaveLength(0);
    const description = `${valid.description}\r\nSize 7, please.`;
    expect((await postJson({ ...valid, email: 'lines@example.com', description })).status).toBe(201);
    expect((await stored('lines@example.com'))[0].description).toBe(description);
  });
});

describe('anti-automation', () => {
  const perClient = FORM_LIMITS.customDesignPerClient;
  const perAccount = FORM_LIMITS.customDesignPerAccount;
  const LIMITED = 'You have sent several design requests in a short time. We will answer the ones we have; please wait before sending another.';
  const from = (address: string, email: string, headers: Record<string, string> = {}) =>
    requestFrom(shop, address, '/api/custom-design', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...valid, email }),
    });

  it(`takes ${perClient.limit} requests an hour from one client address, then answers 429 with Retry-After`, async () => {
    for (let i = 0; i < perClient.limit; i++) expect((await from('203.0.113.30', `designs-${i}@example.com`)).status).toBe(201);
    const refused = await from('203.0.113.30', 'designs-over@example.com');
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: LIMITED, error: { code: 'too_many_requests' } } });
    retryAfter(refused.headers, perClient.windowSeconds);
    expect(await stored('designs-over@example.com')).toHaveLength(0);
    expect((await from('203.0.113.31', 'designs-over@example.com')).status).toBe(201);
  });

  it(`takes ${perAccount.limit} requests a day from one account, whatever address it comes from`, async () => {
    const shopper = await registerShopper(shop);
    for (let i = 0; i < perAccount.limit; i++) expect((await from(`198.51.100.${i + 1}`, shopper.email, shopper.auth)).status).toBe(201);
    const refused = await from('198.51.100.99', shopper.email, shopper.auth);
    expect(refused).toMatchObject({ status: 429, body: { message: LIMITED } });
    retryAfter(refused.headers, perAccount.windowSeconds);
    expect(await stored(shopper.email)).toHaveLength(perAccount.limit);
  });
});
