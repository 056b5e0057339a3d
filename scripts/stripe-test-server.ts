/**
 * The Stripe test server (tests/support/stripe-server.ts) on its own, for the browser tests
 * (playwright.config.ts starts it beside the shop): STRIPE_TEST_PORT, the shop's keys, and the
 * shop's webhook URL (SHOP_WEBHOOK_URL), where it posts each signed event.
 */
import { StripeTestServer } from '../tests/support/stripe-server.ts';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const webhookUrl = required('SHOP_WEBHOOK_URL');
const server = new StripeTestServer({
  secretKey: required('STRIPE_SECRET_KEY'),
  webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
  port: Number(required('STRIPE_TEST_PORT')),
  deliver: (body, signature) => fetch(webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body }),
});

await server.start();
console.log(`Stripe test server at ${server.url}, posting events to ${webhookUrl}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
