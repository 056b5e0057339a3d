/**
 * The account's newsletter switch (issue 33, decision records 041 and 042): `GET`/`PUT
 * /api/me/newsletter`. On with a confirmed address subscribes at once and records the consent
 * with the way `account` and the version of the words shown; on with an unconfirmed address mails
 * the confirmation link instead; off unsubscribes and records the withdrawal.
 */
import { describe, expect, it } from 'vitest';
import { currentWords } from '../../domain/consent.ts';
import { NEWSLETTER_MESSAGES } from '../../domain/schemas/newsletter.ts';
import { linkToken, outboxMessages, registerShopper, send, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const WORDS = currentWords('newsletter');

const status = (shopper: Shopper) => shop.request('/api/me/newsletter', { headers: shopper.auth });
const toggle = (shopper: Shopper, change: Record<string, unknown>) => send(shop, 'PUT', '/api/me/newsletter', change, shopper.auth);

/** The consents recorded for an address, oldest first, with the version of the words each names. */
async function consentsOf(email: string) {
  const { rows } = await shop.database.pool.query(
    `SELECT c.given, c.how, w.version FROM consents c LEFT JOIN consent_words w ON w.id = c.words_id WHERE lower(c.email) = lower($1) ORDER BY c.id`,
    [email],
  );
  return rows;
}

describe('the newsletter switch', () => {
  it('subscribes a confirmed address at once, with the way and the words, and unsubscribes it with a withdrawal', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    expect(await status(shopper)).toMatchObject({
      status: 200,
      body: { subscribed: false, since: null, words: { version: WORDS.version, text: WORDS.text } },
    });

    const on = await toggle(shopper, { subscribe: true, wordsVersion: WORDS.version });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toMatchObject({ subscribed: true, confirmationSent: false, message: NEWSLETTER_MESSAGES.confirmed });
    expect(Date.parse(on.body.since)).not.toBeNaN();
    expect((await status(shopper)).body).toMatchObject({ subscribed: true, since: on.body.since });
    expect(await consentsOf(shopper.email)).toEqual([{ given: true, how: 'account', version: WORDS.version }]);
    // No confirmation link: the address was proved when the account confirmed it.
    expect((await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes('/newsletter/confirm'))).toEqual([]);

    const off = await toggle(shopper, { subscribe: false, wordsVersion: WORDS.version });
    expect(off.body).toMatchObject({ subscribed: false, since: null, confirmationSent: false, message: NEWSLETTER_MESSAGES.unsubscribed });
    expect(await consentsOf(shopper.email)).toEqual([
      { given: true, how: 'account', version: WORDS.version },
      { given: false, how: 'account', version: WORDS.version },
    ]);
    expect((await status(shopper)).body.subscribed).toBe(false);
  });

  it('mails an unconfirmed address the confirmation link instead, and subscribes it with the way `account` once followed', async () => {
    const shopper = await registerShopper(shop);
    const on = await toggle(shopper, { subscribe: true });
    expect(on.body).toMatchObject({ subscribed: false, confirmationSent: true, message: NEWSLETTER_MESSAGES.confirmationSent });
    expect(await consentsOf(shopper.email)).toEqual([]);

    const token = await linkToken(shop, shopper.email, '/newsletter/confirm');
    expect((await send(shop, 'POST', '/api/newsletter/confirm', { token })).status).toBe(200);
    expect((await status(shopper)).body.subscribed).toBe(true);
    expect(await consentsOf(shopper.email)).toEqual([{ given: true, how: 'account', version: WORDS.version }]);
  });

  it('records the checkout’s box as the way `checkout`', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const on = await toggle(shopper, { subscribe: true, how: 'checkout', wordsVersion: WORDS.version });
    expect(on.body).toMatchObject({ subscribed: true, confirmationSent: false });
    expect(await consentsOf(shopper.email)).toEqual([{ given: true, how: 'checkout', version: WORDS.version }]);
  });

  it.each([
    [{ subscribe: true, how: 'form' }, 'how', 'how must be account or checkout'],
    [{ subscribe: 'yes' }, 'subscribe', NEWSLETTER_MESSAGES.subscribeRequired],
    [{}, 'subscribe', NEWSLETTER_MESSAGES.subscribeRequired],
    [{ subscribe: true, wordsVersion: 99 }, 'wordsVersion', NEWSLETTER_MESSAGES.unknownWords],
  ])('refuses %o with a 400 naming %s, and changes nothing', async (change, field, message) => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    const answer = await toggle(shopper, change);
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ path: field, message });
    expect(await consentsOf(shopper.email)).toEqual([]);
  });

  it('is the signed-in shopper’s alone', async () => {
    expect((await shop.request('/api/me/newsletter')).status).toBe(401);
    expect((await send(shop, 'PUT', '/api/me/newsletter', { subscribe: true })).status).toBe(401);
  });

  it('is switched on a few times an hour at most; switching off always works', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    for (let n = 0; n < 5; n++) {
      expect((await toggle(shopper, { subscribe: true })).status).toBe(200);
      expect((await toggle(shopper, { subscribe: false })).status).toBe(200);
    }
    const over = await toggle(shopper, { subscribe: true });
    expect(over).toMatchObject({ status: 429, body: { message: NEWSLETTER_MESSAGES.switchedOnTooOften } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await toggle(shopper, { subscribe: false })).status).toBe(200);
  });
});

describe('the API document', () => {
  it('describes the switch with its schemas', async () => {
    const { body } = await shop.request('/api/openapi.json');
    expect(Object.keys(body.paths['/me/newsletter'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(body.components.schemas).toHaveProperty(['NewsletterConsent']);
    expect(body.components.schemas).toHaveProperty(['NewsletterSwitch']);
  });
});
