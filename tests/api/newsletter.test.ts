/**
 * The newsletter's double opt-in and consents (issue 33, decision record 042): a sign-up stores a
 * request and mails a confirmation link, and answers alike for every address; only the link
 * subscribes; each consent is kept with its date, its way and the words shown.
 */
import { describe, expect, it } from 'vitest';
import { currentWords } from '../../domain/consent.ts';
import { NEWSLETTER_MESSAGES as M } from '../../domain/schemas/newsletter.ts';
import { FORM_LIMITS } from '../../server/services/rate-limits/index.ts';
import { sendFrom, retryAfter } from '../support/client-address.ts';
import { confirmLatest, consentRows, isSubscribed, lettersTo, signUp } from '../support/newsletter.ts';
import { outboxMessages, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
const WORDS = currentWords('newsletter');
const confirmations = async (email: string) => (await outboxMessages(shop, email)).filter((mail) => mail.includes('/newsletter/confirm?token='));

describe('POST /api/newsletter: double opt-in', () => {
  it('mails a confirmation link and subscribes nobody until it is followed', async () => {
    const email = uniqueEmail('ada');
    expect(await signUp(shop, email)).toMatchObject({ status: 202, body: { success: true, message: M.confirmationSent } });
    expect(await isSubscribed(shop, email)).toBe(false);
    const [mail, ...more] = await confirmations(email);
    expect(more).toHaveLength(0);
    expect(mail).toContain('Subject: Confirm your subscription to the');
    expect(await lettersTo(shop, email)).toHaveLength(0);

    expect(await confirmLatest(shop, email)).toMatchObject({ status: 200, body: { success: true, message: M.confirmed } });
    expect(await isSubscribed(shop, email)).toBe(true);
    // The first letter follows, as every letter: with its unsubscribe link.
    expect(await lettersTo(shop, email)).toHaveLength(1);
  });

  it('answers a known address exactly as a new one: the same status and body, and the same e-mail queued', async () => {
    const known = uniqueEmail('known');
    await signUp(shop, known);
    await confirmLatest(shop, known);
    const fresh = uniqueEmail('fresh');
    const answers = [await signUp(shop, known.toUpperCase()), await signUp(shop, fresh)];
    expect(answers[0]!.status).toBe(answers[1]!.status);
    expect(answers[0]!.body).toEqual(answers[1]!.body);
    expect(answers[0]!.body).toEqual({ success: true, message: M.confirmationSent });
    const subjects = async (email: string) => (await confirmations(email)).map((mail) => mail.match(/^Subject: (.*)$/m)?.[1]);
    expect((await subjects(known)).at(-1)).toBe((await subjects(fresh)).at(-1));
  });

  it('a subscriber who signs up again gets nothing new: the link renews the consent, and no second first letter', async () => {
    const email = uniqueEmail('again');
    await signUp(shop, email);
    await confirmLatest(shop, email);
    await signUp(shop, email, { how: 'checkout' });
    expect(await confirmLatest(shop, email)).toMatchObject({ status: 200, body: { message: M.confirmed } });
    expect(await lettersTo(shop, email)).toHaveLength(1);
    expect((await consentRows(shop, email)).map((row) => [row.given, row.how])).toEqual([
      [true, 'form'],
      [true, 'checkout'],
    ]);
    const { rows } = await shop.database.pool.query('SELECT count(*)::int AS n FROM newsletter_subscribers WHERE lower(email) = lower($1)', [email]);
    expect(rows[0].n).toBe(1);
  });

  it('a link works once, and following it uses up every other link sent to the address', async () => {
    const email = uniqueEmail('once');
    await signUp(shop, email);
    await signUp(shop, email);
    const [first, second] = (await confirmations(email)).map((mail) => mail.match(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/)![1]);
    expect(await send(shop, 'POST', '/api/newsletter/confirm', { token: second })).toMatchObject({ status: 200, body: { message: M.confirmed } });
    expect(await send(shop, 'POST', '/api/newsletter/confirm', { token: second })).toMatchObject({ status: 200, body: { message: M.alreadyConfirmed } });
    expect(await send(shop, 'POST', '/api/newsletter/confirm', { token: first })).toMatchObject({ status: 200, body: { message: M.alreadyConfirmed } });
    expect(await consentRows(shop, email)).toHaveLength(1);
  });

  it('refuses an unknown or expired link with 400 and subscribes nobody', async () => {
    expect(await send(shop, 'POST', '/api/newsletter/confirm', { token: 'not-a-token' })).toMatchObject({
      status: 400,
      body: { error: { message: M.confirmLinkInvalid } },
    });
    expect(await send(shop, 'POST', '/api/newsletter/confirm', {})).toMatchObject({ status: 400, body: { error: { message: 'token is required' } } });
    const email = uniqueEmail('late');
    await signUp(shop, email);
    await shop.database.pool.query("UPDATE newsletter_requests SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)", [email]);
    expect(await confirmLatest(shop, email)).toMatchObject({ status: 400, body: { error: { message: M.confirmLinkInvalid } } });
    expect(await isSubscribed(shop, email)).toBe(false);
  });

  it('deletes expired requests as later sign-ups arrive (they hold addresses that never agreed)', async () => {
    const email = uniqueEmail('expired');
    await signUp(shop, email);
    await shop.database.pool.query("UPDATE newsletter_requests SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)", [email]);
    await signUp(shop, uniqueEmail('later'));
    const { rows } = await shop.database.pool.query('SELECT 1 FROM newsletter_requests WHERE lower(email) = lower($1)', [email]);
    expect(rows).toHaveLength(0);
  });
});

describe('consents: when, how and the words shown', () => {
  it('records the consent at confirmation with its way and the version and text of the words', async () => {
    const email = uniqueEmail('words');
    await signUp(shop, email, { how: 'checkout', wordsVersion: WORDS.version });
    expect(await consentRows(shop, email)).toEqual([]);
    await confirmLatest(shop, email);
    expect(await consentRows(shop, email)).toEqual([{ given: true, how: 'checkout', version: WORDS.version, text: WORDS.text }]);
    const { rows } = await shop.database.pool.query('SELECT at FROM consents WHERE lower(email) = lower($1)', [email]);
    expect(Date.now() - new Date(rows[0].at).getTime()).toBeLessThan(60_000);
  });

  it('keeps the words once per version, whatever the number of consents', async () => {
    for (const name of ['a', 'b']) {
      const email = uniqueEmail(`words-${name}`);
      await signUp(shop, email);
      await confirmLatest(shop, email);
    }
    const { rows } = await shop.database.pool.query("SELECT version, text FROM consent_words WHERE topic = 'newsletter'");
    expect(rows).toEqual([{ version: WORDS.version, text: WORDS.text }]);
  });

  it('refuses words never shown, and a way the public form cannot be, naming the field', async () => {
    expect(await signUp(shop, uniqueEmail(), { wordsVersion: 99 })).toMatchObject({
      status: 400,
      body: { error: { message: M.unknownWords, issues: [{ path: 'wordsVersion' }] } },
    });
    expect(await signUp(shop, uniqueEmail(), { how: 'account' })).toMatchObject({
      status: 400,
      body: { error: { message: 'how must be form or checkout', issues: [{ path: 'how' }] } },
    });
  });
});

describe('bad input', () => {
  it('refuses a missing or invalid address with the message', async () => {
    expect(await signUp(shop, undefined as unknown as string)).toMatchObject({ status: 400, body: { error: { message: 'Email is required' } } });
    expect(await signUp(shop, '')).toMatchObject({ status: 400, body: { error: { message: 'Email is required' } } });
    expect(await signUp(shop, 'not-an-email')).toMatchObject({ status: 400, body: { error: { message: 'Invalid email address' } } });
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const { status, body } = await send(shop, 'POST', '/api/newsletter', '{"email": ');
    expect(status).toBe(400);
    expect(body.error.message).toBeTruthy();
  });
});

describe('anti-automation', () => {
  const { limit, windowSeconds } = FORM_LIMITS.newsletterPerClient;
  const LIMITED = 'There have been several sign-ups from your connection in a short time. Please try again in an hour.';
  const requested = async (email: string) =>
    (await shop.database.pool.query('SELECT count(*)::int AS n FROM newsletter_requests WHERE lower(email) = lower($1)', [email])).rows[0].n as number;

  it(`takes ${limit} sign-ups an hour from one client address, then answers 429 with Retry-After and stores nothing`, async () => {
    for (let i = 0; i < limit; i++)
      expect((await sendFrom(shop, '203.0.113.20', 'POST', '/api/newsletter', { email: `list-${i}@example.com` })).status).toBe(202);
    const refused = await sendFrom(shop, '203.0.113.20', 'POST', '/api/newsletter', { email: 'list-over@example.com' });
    expect(refused).toMatchObject({ status: 429, body: { message: LIMITED, error: { code: 'too_many_requests', message: LIMITED } } });
    retryAfter(refused.headers, windowSeconds);
    expect(await requested('list-over@example.com')).toBe(0);
    expect((await sendFrom(shop, '203.0.113.21', 'POST', '/api/newsletter', { email: 'list-over@example.com' })).status).toBe(202);
  });

  it('counts a burst sent at once exactly', async () => {
    const answers = await Promise.all(
      Array.from({ length: limit * 3 }, (_, i) => sendFrom(shop, '203.0.113.22', 'POST', '/api/newsletter', { email: `burst-${i}@example.com` })),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(limit * 2);
  });
});
