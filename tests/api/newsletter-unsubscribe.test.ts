/**
 * Marketing mail and unsubscribing (issue 33, decision record 042): every letter carries a
 * visible unsubscribe link and the headers of RFC 8058; its token unsubscribes in one request with
 * no sign-in; only subscribers are sent letters; order and account mail stay transactional.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { currentWords } from '../../domain/consent.ts';
import { NEWSLETTER_MESSAGES as M } from '../../domain/schemas/newsletter.ts';
import { changeNewsletterConsent, consentHistory, newsletterStatus, queueMarketingMail } from '../../server/services/content/index.ts';
import { deliverMail } from '../../server/services/mail/index.ts';
import { confirmLatest, consentRows, headersOf, isSubscribed, lettersTo, signUp, unsubscribeTokenOf } from '../support/newsletter.ts';
import { findPieces, orderRequest, outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { FakeSmtp } from '../support/fake-smtp.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const WORDS = currentWords('newsletter');

async function subscriber(name = 'reader'): Promise<string> {
  const email = uniqueEmail(name);
  await signUp(shop, email);
  expect((await confirmLatest(shop, email)).status).toBe(200);
  return email;
}

const unsubscribe = (token: string) => send(shop, 'POST', '/api/newsletter/unsubscribe', { token });

describe('a marketing letter', () => {
  it('carries a visible unsubscribe link and the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058)', async () => {
    const email = await subscriber();
    const [letter] = await lettersTo(shop, email);
    const headers = headersOf(letter!);
    expect(headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/unsubscribe\?token=[A-Za-z0-9_.-]+>$/);
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = headers.get('list-unsubscribe')!.slice(1, -1);
    const body = letter!.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    expect(body).toContain(`To unsubscribe, open this link (one click, no sign-in):\r\n${link}`);
  });

  it('is queued only to a subscribed address: consent is checked for every letter', async () => {
    const stranger = uniqueEmail('stranger');
    await signUp(shop, stranger); // asked, never confirmed
    const letter = { subject: 'Autumn pieces', text: 'New rings.' };
    expect(await queueMarketingMail(shop.database.db, shop.config, { ...letter, to: stranger })).toBeUndefined();
    const email = await subscriber();
    expect(await queueMarketingMail(shop.database.db, shop.config, { ...letter, to: email.toUpperCase() })).toBeGreaterThan(0);
    const { rows } = await shop.database.pool.query(`SELECT "to", headers FROM mail_outbox WHERE subject = 'Autumn pieces'`);
    expect(rows).toEqual([
      { to: email, headers: { 'List-Unsubscribe': expect.stringMatching(/^<.+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } },
    ]);
  });
});

describe('a letter sent over SMTP', () => {
  it('carries the same two headers', async () => {
    const smtp = new FakeSmtp();
    try {
      const config = { ...shop.config, smtpUrl: `smtp://127.0.0.1:${await smtp.listen()}` };
      const email = await subscriber('smtp');
      const id = await queueMarketingMail(shop.database.db, config, { to: email, subject: 'Winter pieces', text: 'New pendants.' });
      await deliverMail(shop.database.db, config, id!);
      await expect.poll(() => smtp.messages.length).toBe(1);
      // Long header lines may be folded (RFC 5322 §2.2.3): read them unfolded.
      const sent = smtp.messages[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(sent).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?token=[A-Za-z0-9_.-]+>\r$/m);
      expect(sent).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    } finally {
      await smtp.close();
    }
  });
});

describe('unsubscribing with the letter’s token', () => {
  it('unsubscribes in one request, with no sign-in, and records the withdrawal', async () => {
    const email = await subscriber();
    const token = unsubscribeTokenOf((await lettersTo(shop, email))[0]!);
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { success: true, message: M.unsubscribed } });
    expect(await isSubscribed(shop, email)).toBe(false);
    expect((await consentRows(shop, email)).map((row) => [row.given, row.how, row.version])).toEqual([
      [true, 'form', WORDS.version],
      [false, 'mail', null],
    ]);
    // Pressed again (a mail program may retry): the same answer, nothing more recorded.
    expect(await unsubscribe(token)).toMatchObject({ status: 200, body: { message: M.unsubscribed } });
    expect(await consentRows(shop, email)).toHaveLength(2);
  });

  it('stops the confirmation links still pending for the address', async () => {
    const email = await subscriber();
    await signUp(shop, email);
    await unsubscribe(unsubscribeTokenOf((await lettersTo(shop, email))[0]!));
    expect((await confirmLatest(shop, email)).status).toBe(400);
    expect(await isSubscribed(shop, email)).toBe(false);
  });

  it('refuses a token it did not make, one made for another address, and the shop’s other tokens with 400, unsubscribing nobody', async () => {
    const email = await subscriber();
    const token = unsubscribeTokenOf((await lettersTo(shop, email))[0]!);
    const [encoded, mac] = token.split('.') as [string, string];
    const address = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
    const macWith = (key: string) => createHmac('sha256', key).update(`jewellery-shop/unsubscribe\n${email}`).digest('base64url');
    const shopper = await registerShopper(shop);
    const resetLike = createHmac('sha256', shop.config.jwtSecret).update(email).digest('base64url');
    for (const bad of [
      `${encoded}.${macWith('not-the-shop-secret')}`, // made with another secret
      `${address(uniqueEmail('victim'))}.${mac}`, // this MAC, another address
      `${encoded}.${resetLike}`, // the shop's secret, but not made for unsubscribing
      shopper.token, // a session token of the shop
      `${encoded}.${mac}.extra`,
      'garbage',
    ])
      expect(await unsubscribe(bad), bad).toMatchObject({ status: 400, body: { error: { message: M.unsubscribeLinkInvalid } } });
    expect(await isSubscribed(shop, email)).toBe(true);
    expect(encoded).toBe(address(email));
  });
});

describe('order and account mail stay transactional', () => {
  it('a subscriber’s verification, order and confirmation e-mails carry no List-Unsubscribe header and no marketing', async () => {
    const shopper = await registerShopper(shop, {}, { verified: true });
    await signUp(shop, shopper.email);
    await confirmLatest(shop, shopper.email);
    const piece = (await findPieces(shop)).oneSize;
    const placed = await send(
      shop,
      'POST',
      '/api/orders',
      orderRequest(shopper, [{ variantId: piece.variantId, metal: piece.metals[0], quantity: 1 }]),
      shopper.auth,
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const mails = await outboxMessages(shop, shopper.email);
    const letters = await lettersTo(shop, shopper.email);
    const transactional = mails.filter((mail) => !letters.includes(mail));
    expect(letters).toHaveLength(1); // the first letter only
    expect(transactional.map((mail) => mail.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      expect.stringMatching(/^Confirm your e-mail address/),
      expect.stringMatching(/^Confirm your subscription/),
      expect.stringMatching(/^Your .* order /),
    ]);
    for (const mail of transactional) {
      expect(headersOf(mail).has('list-unsubscribe')).toBe(false);
      expect(headersOf(mail).has('list-unsubscribe-post')).toBe(false);
      expect(mail).not.toMatch(/unsubscribe/i);
    }
    // The account's and the order's e-mails say nothing of the newsletter either.
    for (const mail of [transactional[0], transactional[2]]) expect(mail).not.toMatch(/newsletter|collections|studio stories/i);
  });
});

describe('the account’s newsletter switch (for the account page)', () => {
  const config = () => shop.config;

  it('with a confirmed address subscribes at once, recording the way and the words; switched off, unsubscribes', async () => {
    const email = uniqueEmail('switch');
    const change = { email, emailVerified: true, how: 'account' as const, wordsVersion: WORDS.version };
    expect(await changeNewsletterConsent(shop.database.db, config(), { ...change, subscribe: true })).toBe('subscribed');
    expect(await newsletterStatus(shop.database.db, email)).toEqual({ subscribed: true, since: expect.any(Date) });
    expect(await lettersTo(shop, email)).toHaveLength(1);
    expect(await changeNewsletterConsent(shop.database.db, config(), { ...change, subscribe: false })).toBe('unsubscribed');
    expect(await newsletterStatus(shop.database.db, email)).toEqual({ subscribed: false, since: null });
    expect(await consentHistory(shop.database.db, email)).toEqual([
      { topic: 'newsletter', given: true, how: 'account', at: expect.any(Date), words: { version: WORDS.version, text: WORDS.text } },
      { topic: 'newsletter', given: false, how: 'account', at: expect.any(Date), words: { version: WORDS.version, text: WORDS.text } },
    ]);
  });

  it('with an unconfirmed address mails a confirmation link instead (double opt-in)', async () => {
    const email = uniqueEmail('unconfirmed');
    const change = { email, emailVerified: false, subscribe: true, how: 'account' as const, wordsVersion: WORDS.version };
    expect(await changeNewsletterConsent(shop.database.db, config(), change)).toBe('confirmation-sent');
    expect(await isSubscribed(shop, email)).toBe(false);
    await confirmLatest(shop, email);
    expect((await consentRows(shop, email)).map((row) => row.how)).toEqual(['account']);
  });
});
