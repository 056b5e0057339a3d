/**
 * A newsletter sign-up takes as long for a subscribed address as for a new one (issue 33, decision
 * record 042): otherwise a stopwatch tells anyone who is subscribed. Measured in alternating pairs
 * (tests/support/paired-timing.ts), as the forgot-password test is; a real difference (a look-up
 * that skips the work for a subscriber, or the e-mail sent before the answer for one side) is out
 * of bounds, and a side that queues no e-mail fails the count at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES as M } from '../../domain/schemas/newsletter.ts';
import { FakeSmtp } from '../support/fake-smtp.ts';
import { confirmLatest, signUp } from '../support/newsletter.ts';
import { pairedTiming, TIMING_BOUNDS } from '../support/paired-timing.ts';
import { uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
// Mail goes out over SMTP to a server 2 ms away, as in a real shop: an e-mail sent before the
// answer would cost its round trips, which is what an attacker's stopwatch would see.
const smtp = new FakeSmtp(2);
let subscriber = '';
beforeAll(async () => {
  subscriber = uniqueEmail('subscriber');
  // Subscribed through the outbox folder (its link is read from there), then mail goes by SMTP.
  await signUp(shop, subscriber);
  expect((await confirmLatest(shop, subscriber)).status).toBe(200);
  shop.config.smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
});
afterAll(() => smtp.close());

/** Waits until every queued e-mail is delivered, so one try's delivery does not fall into the next. */
async function outboxDrained() {
  for (const deadline = Date.now() + 3_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 5))) {
    const { rows } = await shop.database.pool.query('SELECT 1 FROM mail_outbox WHERE sent_at IS NULL LIMIT 1');
    if (rows.length === 0) return;
  }
  throw new Error('the outbox did not drain');
}

describe('POST /api/newsletter timing', () => {
  it('takes as long for a subscribed address as for a new one (median of paired ratios within 25%)', async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await signUp(shop, email);
      const took = performance.now() - started;
      expect(answer).toMatchObject({ status: 202, body: { message: M.confirmationSent } });
      await outboxDrained();
      return took;
    };
    const { ratio, rounds, triesEach } = await pairedTiming(
      { name: 'subscribed', time: () => timed(subscriber) },
      { name: 'new', time: () => timed(uniqueEmail('new')) },
    );
    console.log(rounds.join('\n'));
    expect(ratio, rounds.join('; ')).toBeGreaterThan(TIMING_BOUNDS.above);
    expect(ratio, rounds.join('; ')).toBeLessThan(TIMING_BOUNDS.below);
    // Both sides did queue and send the same confirmation e-mail, every time.
    // (Sent quoted-printable: its soft line breaks undone, the link's "=" written "=3D".)
    const links = smtp.messages.filter((mail) => mail.replace(/=\r\n/g, '').includes('/newsletter/confirm?token=3D'));
    expect(links).toHaveLength(triesEach * 2);
  });
});
