/**
 * Forgot-password answers in the same time whether or not the address has an account (ASVS
 * V6.3.7 / OWASP's account-enumeration advice): otherwise a stopwatch tells an attacker which
 * addresses are customers. Known and unknown addresses are asked for in alternation, so a burst
 * of load on the shared machine falls on both alike, and each pair is compared as a ratio; the
 * median of those ratios must be close to one.
 */
import { describe, expect, it } from 'vitest';
import { outboxMessages, registerShopper, send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const PAIRS = 20;
const WARM_UP = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

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
      return took;
    };
    const ratios: number[] = [];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let pair = 0; pair < WARM_UP + PAIRS; pair++) {
      // Alternate which goes first, so a slow moment does not always fall on the same side.
      const first = pair % 2 === 0 ? customer.email : uniqueEmail('ghost');
      const second = first === customer.email ? uniqueEmail('ghost') : customer.email;
      const a = await timed(first);
      const b = await timed(second);
      // The e-mail is delivered after the answer; let it finish before the next pair.
      await outboxMessages(shop, customer.email);
      if (pair < WARM_UP) continue;
      const [customerMs, ghostMs] = first === customer.email ? [a, b] : [b, a];
      known.push(customerMs);
      unknown.push(ghostMs);
      ratios.push(customerMs / ghostMs);
    }
    const summary = `known median ${median(known).toFixed(2)} ms, unknown median ${median(unknown).toFixed(2)} ms, median ratio ${median(ratios).toFixed(2)}`;
    console.log(summary);
    expect(median(ratios), summary).toBeGreaterThan(0.8);
    expect(median(ratios), summary).toBeLessThan(1.25);
    // Every known try did send its link.
    expect((await outboxMessages(shop, customer.email)).filter((mail) => mail.includes('/reset-password?token='))).toHaveLength(WARM_UP + PAIRS);
  });
});
