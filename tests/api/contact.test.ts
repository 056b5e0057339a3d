import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { requestFrom, retryAfter } from '../support/client-address.ts';
import { useTestShop } from '../support/test-shop.ts';

const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'contact-uploads-'));
const shop = useTestShop({ uploadsDir });

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Ring sizing',
  message: 'Could you resize my ring by half a size?',
  mobile: '5035550142',
};

const postJson = (body: unknown) =>
  shop.request('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

function form(fields: Record<string, string>, photo?: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (photo) data.append('photo', new File([photo.bytes], photo.name, { type: photo.type }));
  return data;
}

const postForm = (data: FormData) => shop.request('/api/contact', { method: 'POST', body: data });

const stored = async (email: string) => {
  const { rows } = await shop.database.pool.query('SELECT * FROM contact_messages WHERE email = $1 ORDER BY id', [email]);
  return rows;
};

/** Every rule with its exact message. */
const RULES: Array<[string, Record<string, string>, string]> = [
  ['name missing', { name: '' }, 'Name is required'],
  ['name blank', { name: '   ' }, 'Name is required'],
  ['name too short', { name: 'Al' }, 'Must be at least 3 characters'],
  ['email missing', { email: '' }, 'Email is required'],
  ['email invalid', { email: 'ada@example' }, 'Invalid email address'],
  ['subject missing', { subject: '' }, 'Subject is required'],
  ['subject too short', { subject: 'Ring' }, 'Must be at least 5 characters'],
  ['message missing', { message: '' }, 'Message is required'],
  ['message too short', { message: 'Too short' }, 'Must be at least 10 characters'],
  ['mobile missing', { mobile: '' }, 'Mobile number is required'],
  ['mobile too short', { mobile: '503555014' }, 'Mobile number must be exactly 10 digits'],
  ['mobile with letters', { mobile: '503555014x' }, 'Mobile number must be exactly 10 digits'],
  ['link invalid', { link: 'www.example.com' }, 'Please enter a valid link starting with http:// or https://'],
];

describe('POST /api/contact with JSON', () => {
  it('stores a valid message and answers success with the message', async () => {
    const { status, body } = await postJson({ ...valid, email: 'json@example.com', link: 'https://example.com/ring' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Your message has been sent!', received: { photo: null, link: 'https://example.com/ring' } });
    const [row] = await stored('json@example.com');
    expect(row).toMatchObject({ name: 'Ada Lovelace', subject: 'Ring sizing', mobile: '5035550142', link: 'https://example.com/ring', photo: null });
    expect(row.id).toBe(body.received.id);
  });

  it.each(RULES)('refuses %s with its message', async (_case, change, message) => {
    const { status, body } = await postJson({ ...valid, ...change });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, error: { code: 'invalid_input', message } });
  });

  it('names a missing field even when the key is absent', async () => {
    const { name: _name, ...withoutName } = valid;
    expect((await postJson(withoutName)).body.message).toBe('Name is required');
    expect((await postJson({})).body.message).toBe('Name is required');
  });

  it('refuses a malformed or non-object body with a 400', async () => {
    for (const body of ['{"name": ', '[1, 2]', 'null']) {
      const answer = await postJson(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, error: { code: 'bad_request' } });
      expect(answer.body.message).toBeTruthy();
    }
  });

  it('refuses a body that is neither JSON nor a form with a 415', async () => {
    const { status, body } = await shop.request('/api/contact', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' });
    expect(status).toBe(415);
    expect(body.success).toBe(false);
  });
});

describe('POST /api/contact with a multipart form', () => {
  it('stores the message with its photo and link', async () => {
    const data = form({ ...valid, email: 'form@example.com', link: 'https://example.com/inspiration' }, { bytes: PNG, type: 'image/png', name: 'ring.png' });
    const { status, body } = await postForm(data);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Your message has been sent!', received: { link: 'https://example.com/inspiration' } });
    expect(body.received.photo).toMatch(/^contact-[0-9a-f-]{36}\.png$/);

    const [row] = await stored('form@example.com');
    expect(row).toMatchObject({ photo: body.received.photo, link: 'https://example.com/inspiration', message: valid.message });
    expect(existsSync(path.join(uploadsDir, row.photo))).toBe(true);

    // Only staff see it (tests/api/shopper-photos.test.ts): the sender's answer names it, nothing more.
    expect((await shop.api.request(`/uploads/${row.photo}`)).status).toBe(401);
  });

  it('treats an empty file input and an empty link as none', async () => {
    const data = form({ ...valid, email: 'empty@example.com', link: '' });
    data.append('photo', new File([], '', { type: 'application/octet-stream' }));
    const { status, body } = await postForm(data);
    expect(status).toBe(201);
    expect(body.received).toMatchObject({ photo: null, link: null });
  });

  it.each(RULES)('refuses %s with its message', async (_case, change, message) => {
    const { status, body } = await postForm(form({ ...valid, ...change }));
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message, error: { message } });
  });

  it('refuses a photo that is not an image, by its declared type or by its bytes', async () => {
    const before = readdirSync(uploadsDir).length;
    const declared = await postForm(form({ ...valid, email: 'pdf@example.com' }, { bytes: Buffer.from('%PDF-1.7'), type: 'application/pdf', name: 'a.pdf' }));
    expect(declared.status).toBe(415);
    expect(declared.body).toMatchObject({ success: false, message: 'Please choose a PNG, JPEG, WebP or GIF image' });

    const disguised = await postForm(
      form({ ...valid, email: 'pdf@example.com' }, { bytes: Buffer.from('<html><script>alert(1)</script>'), type: 'image/png', name: 'a.png' }),
    );
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toBe('Please choose a PNG, JPEG, WebP or GIF image');

    const svg = await postForm(
      form({ ...valid, email: 'pdf@example.com' }, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/svg+xml', name: 'a.svg' }),
    );
    expect(svg.status).toBe(415);

    expect(await stored('pdf@example.com')).toHaveLength(0);
    expect(readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('refuses a photo larger than 5 MB with a 413', async () => {
    const justOver = new Uint8Array(5 * 1024 * 1024 + 1);
    justOver.set(PNG);
    const over = await postForm(form({ ...valid, email: 'big@example.com' }, { bytes: justOver, type: 'image/png', name: 'big.png' }));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ success: false, message: 'The photo must be 5 MB or smaller' });

    const farOver = await postForm(
      form({ ...valid, email: 'big@example.com' }, { bytes: new Uint8Array(8 * 1024 * 1024), type: 'image/png', name: 'huge.png' }),
    );
    expect(farOver.status).toBe(413);
    expect(farOver.body.message).toBe('The photo must be 5 MB or smaller');
    expect(await stored('big@example.com')).toHaveLength(0);
  });

  it('names a field problem before a photo problem', async () => {
    const { status, body } = await postForm(form({ ...valid, name: '' }, { bytes: Buffer.from('text'), type: 'text/plain', name: 'a.txt' }));
    expect(status).toBe(400);
    expect(body.message).toBe('Name is required');
  });

  it('refuses a form whose multipart framing is broken with a 400', async () => {
    const { status, body } = await shop.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nAda',
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.success).toBe(false);
  });
});

describe('control characters', () => {
  it('refuses a line break in a single-line field, and keeps line breaks in the message', async () => {
    const injected = await postJson({ ...valid, email: 'crlf@example.com', subject: 'Ring sizing\r\nBcc: victim@example.com' });
    expect(injected).toMatchObject({ status: 400, body: { success: false, message: 'Subject must be on one line, without tabs or other control characters' } });
    const tab = await postForm(form({ ...valid, email: 'crlf@example.com', name: 'Ada\tLovelace' }));
    expect(tab).toMatchObject({ status: 400, body: { message: 'Name must be on one line, without tabs or other control characters' } });
    const escape = await postJson({ ...valid, email: 'crlf@example.com', message: 'Hello there\u001b[2J, my ring' });
    expect(escape).toMatchObject({ status: 400, body: { message: 'Message must not contain control characters other than line breaks' } });
    expect(await stored('crlf@example.com')).toHaveLength(0);

    const lines = await postJson({ ...valid, email: 'lines@example.com', message: 'First line.\r\nSecond line.\nThird line.' });
    expect(lines.status).toBe(201);
    expect((await stored('lines@example.com'))[0].message).toBe('First line.\r\nSecond line.\nThird line.');
  });
});

describe('anti-automation', () => {
  const { limit, windowSeconds } = FORM_LIMITS.contactPerClient;
  const LIMITED = 'You have sent several messages in a short time. Please wait up to an hour before sending another, or call us.';
  const fromJson = (address: string, email: string) =>
    requestFrom(shop, address, '/api/contact', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...valid, email }) });

  it(`takes ${limit} messages an hour from one client address, then answers 429 with Retry-After and stores nothing`, async () => {
    for (let i = 0; i < limit; i++) expect((await fromJson('203.0.113.10', `flood-${i}@example.com`)).status).toBe(201);

    const refused = await fromJson('203.0.113.10', 'flood-over@example.com');
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: LIMITED, error: { code: 'too_many_requests', message: LIMITED } } });
    retryAfter(refused.headers, windowSeconds);
    expect(await stored('flood-over@example.com')).toHaveLength(0);

    // A photo is refused before it is read, and none is written.
    const before = readdirSync(uploadsDir).length;
    const withPhoto = await requestFrom(shop, '203.0.113.10', '/api/contact', {
      method: 'POST',
      body: form({ ...valid, email: 'flood-photo@example.com' }, { bytes: PNG, type: 'image/png', name: 'ring.png' }),
    });
    expect(withPhoto).toMatchObject({ status: 429, body: { message: LIMITED } });
    expect(readdirSync(uploadsDir)).toHaveLength(before);

    // Another client is not held back.
    expect((await fromJson('203.0.113.11', 'neighbour@example.com')).status).toBe(201);
  });

  it('counts a burst sent at once exactly', async () => {
    const answers = await Promise.all(Array.from({ length: limit + 5 }, (_, i) => fromJson('203.0.113.12', `burst-${i}@example.com`)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 1; i <= limit; i++) expect((await fromJson(`2001:db8:5:6::${i.toString(16)}`, `v6-${i}@example.com`)).status).toBe(201);
    expect((await fromJson('2001:db8:5:6:ffff:ffff:ffff:ffff', 'v6-over@example.com')).status).toBe(429);
    expect((await fromJson('2001:db8:5:7::1', 'v6-next@example.com')).status).toBe(201);
  });
});
