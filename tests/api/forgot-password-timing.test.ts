/**
 * Forgot-password answers in the same time whether or not the address has an account (ASVS
 * V6.3.7 / OWASP's account-enumeration advice): otherwise a stopwatch tells an attacker which
 * addresses are customers. Measured in alternating pairs (tests/support/paired-timing.ts); a real
 * difference (the e-mail sent before the answer) is out of bounds in every round.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeSmtp } from '../support/fake-smtp.ts';
import { pairedTiming, TIMING_BOUNDS } from '../support/paired-timing.ts';
import { outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
// Mail goes out over SMTP to a server 2 ms away, as in a real shop: an e-mail sent before the
// answer would cost its round trips, which is what an attacker's stopwatch would see.
const smtp = new FakeSmtp(2);
beforeAll(async () => {
  shop.config.smtpUrl = `smtp://127.0.0.1:${await smtp.listen()}`;
});
afterAll(() => smtp.close());

describe('POST /api/forgot-password timing', () => {
  it('takes as long for an unknown address as for a customer’s (median of paired ratios within 25%)', async () => {
    const customer = await registerShopper(shop);
    const timed = async (email: string) => {
      // Each try is a first try: the limits (5 an hour per address) are not what is measured here.
      await shop.database.pool.query('DELETE FROM rate_limits');
      const started = performance.now();
      const answer = await send(shop, 'POST', '/api/forgot-password', { email });
      const took = performance.now() - started;
      expect(answer.status).toBe(200);
      // The e-mail is delivered after the answer; let it finish before the next try is timed.
      await outboxMessages(shop, customer.email);
      return took;
    };
    const { ratio, rounds, triesEach } = await pairedTiming(
      { name: 'known', time: () => timed(customer.email) },
      { name: 'unknown', time: () => timed(uniqueEmail('ghost')) },
    );
    console.log(rounds.join('\n'));
    expect(ratio, rounds.join('; ')).toBeGreaterThan(TIMING_BOUNDS.above);
    expect(ratio, rounds.join('; ')).toBeLessThan(TIMING_BOUNDS.below);
    // Every known try did send its link.
    await outboxMessages(shop, customer.email);
    expect(smtp.messages.filter((mail) => mail.includes('/reset-password?token='))).toHaveLength(triesEach);
  });
});
