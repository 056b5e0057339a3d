/**
 * Verified reviews (issue 35, decision record 052), against real PostgreSQL through the app's own
 * handler: only a buyer whose order of the product was delivered may review it (403 otherwise), a
 * second write edits the first, script stays text, the photos' limits and privacy, the rate limit,
 * the staff's steps (audited, the refusal mailed, the catalogue version moved), reports, the owner's
 * settings, the request mail sent on its day with a link that works without signing in (and, reused,
 * edits the same review), and erasure leaving a published review anonymous.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M, REVIEW_PHOTOS_MAX } from '../../domain/reviews.ts';
import { catalogueVersion } from '../../server/services/catalogue/index.ts';
import { mailDueReviewRequests, reviewSummary } from '../../server/services/reviews/index.ts';
import { sendFrom } from '../support/client-address.ts';
import { deliveredDaysAgo, deliveredOrder, piecePhoto } from '../support/returns.ts';
import { findPieces, orderRequest, registerShopper, send, type SalePiece, type Shopper } from '../support/shopper.ts';
import { signedInOwner } from '../support/staff.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let owner: Record<string, string>;
let ring: SalePiece;
let other: SalePiece;

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  ({ oneSize: ring, other } = await findPieces(shop));
}, 60_000);

const review = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  stars: 5,
  title: 'Lovely ring',
  body: 'It shines every day.',
  ...extra,
});
const write = (body: unknown, who?: Shopper) => send(shop, 'POST', '/api/reviews', body, who?.auth ?? {});
const step = (id: number, name: string, body?: unknown) => send(shop, 'POST', `/api/admin/reviews/${id}/${name}`, body, owner);
const shown = async (productId: number, query = '') => (await shop.request(`/api/products/${productId}/reviews${query}`)).body;
const mailsTo = async (to: string) =>
  (await shop.database.pool.query('SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY id', [to])).rows as Array<{ subject: string; text: string }>;

const line = (piece: SalePiece) => ({ piece, metal: piece.metals[0]!, size: piece.sizes[0] ?? '', quantity: 1 });

/** A shopper with a delivered order of `piece`. */
async function buyer(piece: SalePiece = ring, names: { firstName?: string; lastName?: string } = {}) {
  const shopper = await registerShopper(shop, names, { verified: true });
  const order = await deliveredOrder(shop, shopper, owner, [line(piece)]);
  return { shopper, order };
}

describe('who may review', () => {
  it('a shopper who did not receive the piece: 403 with a message, signed in or not; nobody at all: 401', async () => {
    const stranger = await registerShopper(shop);
    expect(await write(review(ring.productId), stranger)).toMatchObject({ status: 403, body: { error: { message: M.notBuyer } } });
    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(stranger, [{ variantId: ring.variantId, metal: ring.metals[0], size: '', quantity: 1 }], { paymentMethod: 'bank_transfer' }),
      stranger.auth,
    );
    expect(placed.status).toBe(201);
    expect(await write(review(ring.productId), stranger)).toMatchObject({ status: 403, body: { error: { message: M.notBuyer } } });
    expect((await write(review(ring.productId))).status).toBe(401);
  });

  it('a buyer writes once; a second write edits the same review; pending until approved, then shown with the piece bought', async () => {
    const { shopper } = await buyer(ring, { firstName: 'Grace', lastName: 'hopper' });
    const first = await write(review(ring.productId, { stars: 4 }), shopper);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ productId: ring.productId, stars: 4, state: 'pending' });
    const second = await write(review(ring.productId, { stars: 5, title: 'Even better now' }), shopper);
    expect(second).toMatchObject({ status: 200, body: { id: first.body.id, stars: 5, title: 'Even better now', state: 'pending' } });
    expect((await shown(ring.productId)).reviews.map((r: { id: number }) => r.id)).not.toContain(first.body.id);
    const before = await catalogueVersion(shop.database.db);
    expect((await step(first.body.id, 'approve')).body).toMatchObject({ state: 'published', steps: ['hide'] });
    expect(await catalogueVersion(shop.database.db)).not.toBe(before);
    const page = await shown(ring.productId);
    expect(page.reviews.find((r: { id: number }) => r.id === first.body.id)).toMatchObject({
      author: 'Grace H.',
      verifiedBuyer: true,
      metal: ring.metals[0],
      stars: 5,
      title: 'Even better now',
    });
    expect(page.count).toBeGreaterThanOrEqual(1);
    expect(page.histogram[4]).toBeGreaterThanOrEqual(1);
    // The one answer of a product's numbers (structured data, listing cards): the page's own.
    expect(await reviewSummary(shop.database.db, ring.productId)).toEqual({ count: page.count, average: page.average, histogram: page.histogram });
  });

  it('script in a review is kept as typed text', async () => {
    const { shopper } = await buyer();
    const body = '<script>alert("x")</script><img src=x onerror=alert(1)> Lovely.';
    const written = await write(review(ring.productId, { body, title: '<b>Bold</b>' }), shopper);
    expect(written.body).toMatchObject({ body, title: '<b>Bold</b>' });
  });

  it('bad input: 400 naming the field', async () => {
    const { shopper } = await buyer();
    for (const [bad, path, message] of [
      [{ stars: 6 }, 'stars', M.stars],
      [{ stars: 0 }, 'stars', M.stars],
      [{ title: '' }, 'title', M.title],
      [{ body: 'x'.repeat(5001) }, 'body', M.bodyTooLong],
    ] as const) {
      const answer = await write(review(ring.productId, bad), shopper);
      expect(answer, JSON.stringify(bad)).toMatchObject({ status: 400, body: { error: { message, issues: [{ path }] } } });
    }
  });
});

describe('photos', () => {
  const withPhotos = (auth: Record<string, string>, body: unknown, photos: Blob[]) => {
    const form = new FormData();
    form.append('review', JSON.stringify(body));
    for (const photo of photos) form.append('photos', photo);
    return shop.request('/api/reviews', { method: 'POST', body: form, headers: auth });
  };

  it('too many: 422; not an image: 415; private until published, then anyone sees them', async () => {
    const { shopper } = await buyer(other);
    const photo = await piecePhoto();
    const many = await withPhotos(
      shopper.auth,
      review(other.productId),
      Array.from({ length: REVIEW_PHOTOS_MAX + 1 }, () => photo),
    );
    expect(many).toMatchObject({ status: 422, body: { error: { message: M.photosTooMany } } });
    const text = new File(['not a picture'], 'note.png', { type: 'image/png' });
    expect((await withPhotos(shopper.auth, review(other.productId), [text])).status).toBe(415);
    const written = await withPhotos(shopper.auth, review(other.productId), [photo]);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const [url] = written.body.photos as string[];
    expect(url).toMatch(/^\/api\/reviews\/\d+\/photos\/review-[0-9a-f-]{36}\.webp$/);
    expect((await shop.request(url!)).status).toBe(404);
    expect((await shop.request(url!, { headers: shopper.auth })).status).toBe(200);
    await step(written.body.id, 'approve');
    const open = await shop.request(url!);
    expect(open.status).toBe(200);
    expect(open.headers.get('content-type')).toBe('image/webp');
    expect((await shown(other.productId, '?sort=with-photos')).reviews[0].photos).toEqual([url]);
  });
});

describe('limits and reports', () => {
  it('review posts are limited per address: the 11th in an hour is 429', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await sendFrom(shop, '198.51.100.21', 'POST', '/api/reviews', { token: 'nope', stars: 5, title: 'x', body: 'y' }));
    expect(answers.slice(0, 10).every((answer) => answer.status === 403)).toBe(true);
    expect(answers[10]).toMatchObject({ status: 429, body: { error: { message: M.tooManyReviews } } });
  });

  it('a published review can be reported; staff see the count and the words; an unpublished one is not found', async () => {
    const { shopper } = await buyer();
    const written = await write(review(ring.productId), shopper);
    expect((await send(shop, 'POST', `/api/reviews/${written.body.id}/report`, { reason: 'Spam' })).status).toBe(404);
    await step(written.body.id, 'approve');
    expect((await send(shop, 'POST', `/api/reviews/${written.body.id}/report`, { reason: '' })).status).toBe(400);
    expect(await send(shop, 'POST', `/api/reviews/${written.body.id}/report`, { reason: 'Spam link' })).toMatchObject({
      status: 200,
      body: { message: M.reported },
    });
    const queue = await send(shop, 'GET', '/api/admin/reviews?state=published', undefined, owner);
    expect(queue.body.reviews[0]).toMatchObject({ id: written.body.id, reportCount: 1, reports: ['Spam link'] });
  });
});

describe('moderation', () => {
  it('refuse needs a reason, mails it and is audited; a refused review cannot be hidden (409); hide and reply move the page', async () => {
    const { shopper } = await buyer();
    const written = await write(review(ring.productId, { title: 'Meh' }), shopper);
    expect((await step(written.body.id, 'refuse', { reason: '' })).status).toBe(400);
    expect((await step(written.body.id, 'refuse', { reason: 'It names another shop.' })).body).toMatchObject({
      state: 'refused',
      refusalReason: 'It names another shop.',
    });
    const mails = await mailsTo(shopper.email);
    expect(mails.find((mail) => mail.subject.startsWith('Your review could not be published'))?.text).toContain('It names another shop.');
    expect(await step(written.body.id, 'hide')).toMatchObject({ status: 409, body: { error: { message: M.stepNotAllowed('hide', 'refused') } } });
    const edited = await write(review(ring.productId, { title: 'Fixed' }), shopper);
    expect(edited.body).toMatchObject({ id: written.body.id, state: 'pending', refusalReason: '' });
    await step(written.body.id, 'approve');
    const replied = await step(written.body.id, 'reply', { reply: 'Thank you, Ada!' });
    expect(replied.body.reply).toMatchObject({ text: 'Thank you, Ada!' });
    expect((await shown(ring.productId)).reviews.find((r: { id: number }) => r.id === written.body.id).reply.text).toBe('Thank you, Ada!');
    const version = await catalogueVersion(shop.database.db);
    expect((await step(written.body.id, 'hide')).body.state).toBe('hidden');
    expect(await catalogueVersion(shop.database.db)).not.toBe(version);
    expect((await shown(ring.productId)).reviews.map((r: { id: number }) => r.id)).not.toContain(written.body.id);
    const { rows } = await shop.database.pool.query("SELECT action FROM audit_events WHERE entity = 'review' AND entity_id = $1 ORDER BY id", [
      String(written.body.id),
    ]);
    expect(rows.map((row) => row.action)).toEqual(['review.refuse', 'review.approve', 'review.reply', 'review.hide']);
  });

  it('a shopper cannot moderate (403); the settings are the owner’s, checked, and automatic approval publishes at once', async () => {
    const { shopper } = await buyer(other);
    expect((await send(shop, 'GET', '/api/admin/reviews', undefined, shopper.auth)).status).toBe(403);
    expect((await send(shop, 'GET', '/api/admin/settings/reviews', undefined, owner)).body).toMatchObject({ requestDelayDays: 14, autoApprove: false });
    const bad = await send(shop, 'PUT', '/api/admin/settings/reviews', { requestDelayDays: 0, autoApprove: true }, owner);
    expect(bad).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'requestDelayDays', message: M.delay }] } } });
    expect((await send(shop, 'PUT', '/api/admin/settings/reviews', { requestDelayDays: 14, autoApprove: true }, owner)).status).toBe(200);
    try {
      expect((await write(review(other.productId), shopper)).body.state).toBe('published');
    } finally {
      await send(shop, 'PUT', '/api/admin/settings/reviews', { requestDelayDays: 14, autoApprove: false }, owner);
    }
  });
});

describe('the review request mail', () => {
  const requestsTo = async (email: string) => (await mailsTo(email)).filter((mail) => mail.subject.startsWith('How do you like your order'));

  it('goes the set days after delivery, once, with a link that writes without signing in and, reused, edits the same review', async () => {
    const { shopper, order } = await buyer();
    await deliveredDaysAgo(shop, order.id, 13);
    await mailDueReviewRequests(shop.database.db, shop.config);
    expect(await requestsTo(shopper.email)).toHaveLength(0);
    await deliveredDaysAgo(shop, order.id, 14);
    await mailDueReviewRequests(shop.database.db, shop.config);
    await mailDueReviewRequests(shop.database.db, shop.config);
    const mails = await requestsTo(shopper.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).not.toMatch(/unsubscribe/i);
    const token = decodeURIComponent(/\/reviews\/new\?token=(\S+)/.exec(mails[0]!.text)![1]!);
    const draft = await shop.request(`/api/reviews/draft?token=${encodeURIComponent(token)}`);
    expect(draft.body).toMatchObject({ product: { id: ring.productId, name: ring.title }, metal: ring.metals[0], review: null });
    const written = await write({ token, stars: 3, title: 'Nice', body: 'Good.' });
    expect(written).toMatchObject({ status: 201, body: { productId: ring.productId, stars: 3 } });
    expect((await shop.request(`/api/reviews/draft?token=${encodeURIComponent(token)}`)).body.review).toMatchObject({ id: written.body.id });
    expect(await write({ token, stars: 4, title: 'Nicer', body: 'Better.' })).toMatchObject({ status: 200, body: { id: written.body.id, stars: 4 } });
    const tampered = token.replace(/\.(\d+)\./, (_all, expires: string) => `.${Number(expires) + 1}.`);
    expect(await write({ token: tampered, stars: 4, title: 'x', body: 'y' })).toMatchObject({ status: 403, body: { error: { message: M.linkInvalid } } });
  });

  it('an order delivered long before the delay and its catch-up is not mailed', async () => {
    const { shopper, order } = await buyer();
    await deliveredDaysAgo(shop, order.id, 90);
    await mailDueReviewRequests(shop.database.db, shop.config);
    expect(await requestsTo(shopper.email)).toHaveLength(0);
  });
});

describe('erasure', () => {
  it('a published review stays, anonymous and without photos; one not published is deleted; the export lists them', async () => {
    const { shopper } = await buyer(ring);
    await deliveredOrder(shop, shopper, owner, [line(other)]);
    const kept = await write(review(ring.productId, { title: 'Stays' }), shopper);
    await step(kept.body.id, 'approve');
    const waiting = await write(review(other.productId, { title: 'Goes' }), shopper);
    const exported = await shop.request('/api/me/export', { headers: shopper.auth });
    expect(exported.body.reviews.map((r: { title: string }) => r.title)).toEqual(['Stays', 'Goes']);
    expect((await send(shop, 'DELETE', '/api/me', { password: shopper.password }, shopper.auth)).status).toBe(200);
    const { rows } = await shop.database.pool.query('SELECT id, customer_id, author_name, title FROM reviews WHERE id = ANY($1)', [
      [kept.body.id, waiting.body.id],
    ]);
    expect(rows).toEqual([{ id: kept.body.id, customer_id: null, author_name: '', title: 'Stays' }]);
    expect((await shown(ring.productId)).reviews.find((r: { id: number }) => r.id === kept.body.id)).toMatchObject({ author: '', verifiedBuyer: true });
  });
});
