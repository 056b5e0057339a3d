/**
 * Helpers for API tests that act as a shopper: register and log in, send JSON with a token,
 * find pieces for sale through the catalogue API, read e-mails from the outbox (the browser tests
 * read it too).
 */
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServedShop } from './test-shop.ts';

export interface Shopper {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  token: string;
  /** Authorization header for this shopper's requests. */
  auth: Record<string, string>;
}

export const JSON_HEADERS = { 'Content-Type': 'application/json' };

export function send(shop: ServedShop, method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}) {
  return shop.request(pathAndQuery, {
    method,
    headers: { ...JSON_HEADERS, ...headers },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

export const uniqueEmail = (name = 'shopper') => `${name}-${randomBytes(4).toString('hex')}@example.com`;

/** A fresh account, logged in; `verified` follows the confirmation link e-mailed to it first. */
export async function registerShopper(
  shop: ServedShop,
  overrides: Partial<Pick<Shopper, 'firstName' | 'lastName' | 'email' | 'password'>> = {},
  options: { verified?: boolean } = {},
): Promise<Shopper> {
  const details = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(), password: 'analytical1', ...overrides };
  const registered = await send(shop, 'POST', '/api/register', { ...details, confirmPassword: details.password });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  if (options.verified) await confirmEmail(shop, details.email);
  const login = await send(shop, 'POST', '/api/authenticate', { email: details.email, password: details.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { ...details, id: login.body.id, token: login.body.jwtToken, auth: { Authorization: `Bearer ${login.body.jwtToken}` } };
}

/** An order as the checkout sends it, to London, for this shopper; `extra` adds or replaces fields (a discount code). */
export const orderRequest = (shopper: Pick<Shopper, 'email'>, items: unknown[], extra: Record<string, unknown> = {}) => ({
  orderCustomer: { name: 'Ada Lovelace', email: shopper.email, phone: '+44 20 7946 0958' },
  shippingAddress: {
    name: 'Ada Lovelace',
    address: '12 St James Square',
    city: 'London',
    country: 'United Kingdom',
    state: 'London',
    zip: 'SW1Y 4JH',
    phone: '020 7946 0958',
  },
  items,
  ...extra,
});

/** The figures a quote answer showed, as the checkout sends them with the order (`expectedTotal`, `expectedShipping`…). */
export const quotedFigures = (quote: { total: number; shipping: number; tax: number; discounts: { name: string; code: string | null; amount: number }[] }) => ({
  expectedTotal: quote.total,
  expectedShipping: quote.shipping,
  expectedDiscounts: quote.discounts.map(({ name, code, amount }) => ({ name, code, amount })),
  expectedTax: quote.tax,
});

/** A shipping address in Portland, Oregon: where the tax tests send their orders. */
export const PORTLAND = {
  name: 'Ada Lovelace',
  address: '1 Pearl St',
  city: 'Portland',
  country: 'United States',
  state: 'Oregon',
  zip: '97201',
  phone: '503 555 0100',
};

export interface SalePiece {
  variantId: number;
  productId: number;
  title: string;
  metals: string[];
  /** Unit price per metal, in minor units. */
  pricesMinor: number[];
  sizes: string[];
}

/** Pieces for sale, from the catalogue API: one with sizes and several metals, and one in one size. */
export async function findPieces(shop: ServedShop): Promise<{ sized: SalePiece; oneSize: SalePiece; other: SalePiece }> {
  const { body } = await shop.request('/api/products?pageSize=48');
  const variants: SalePiece[] = body.flatMap((product: any) =>
    product.ProductVariants.map((variant: any) => ({
      variantId: variant.id,
      productId: variant.productId,
      title: variant.title,
      metals: variant.metal,
      pricesMinor: variant.price.map((price: number) => Math.round(price * 100)),
      sizes: variant.sizes,
    })),
  );
  const sized = variants.find((v) => v.sizes.length > 1 && v.metals.length > 1);
  const oneSize = variants.find((v) => v.sizes.length === 0 && v.metals.length > 0);
  const other = variants.find((v) => v !== sized && v !== oneSize && v.metals.length > 0);
  if (!sized || !oneSize || !other) throw new Error('the sample catalogue lacks the pieces these tests need');
  return { sized, oneSize, other };
}

/** The token of the last link to `page` e-mailed to this address. */
export async function linkToken(shop: ServedShop, email: string, page: string): Promise<string> {
  const last = (await outboxMessages(shop, email)).filter((message) => message.includes(page)).at(-1);
  const token = last?.match(new RegExp(`https?://[^/\\s]+${page}\\?token=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no ${page} link e-mailed to ${email}`);
  return token;
}

/** Follows the confirmation link e-mailed to this address. */
export async function confirmEmail(shop: ServedShop, email: string): Promise<void> {
  const confirmed = await send(shop, 'POST', '/api/verify-email', { token: await linkToken(shop, email, '/verify-email') });
  if (confirmed.status !== 200) throw new Error(`confirming ${email} failed: ${JSON.stringify(confirmed.body)}`);
}

/**
 * The e-mails written to the outbox for this address, oldest first. Some e-mails are delivered
 * after the answer (a reset link): it first waits, a few seconds at most, until every message
 * queued for the address is marked sent.
 */
export async function outboxMessages(shop: ServedShop, to: string): Promise<string[]> {
  for (const deadline = Date.now() + 3_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const { rows } = await shop.database.pool.query('SELECT 1 FROM mail_outbox WHERE "to" = $1 AND sent_at IS NULL LIMIT 1', [to]);
    if (rows.length === 0) break;
  }
  return mailsTo(shop.config.outboxDir, to);
}

/**
 * The e-mails in an outbox folder addressed to `to`, oldest first: the shop names each file after
 * the moment it wrote it. A folder not yet made holds none.
 */
export async function mailsTo(outboxDir: string, to: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const messages = await Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
  return messages.filter((message) => message.split('\r\n\r\n')[0]!.split('\r\n').includes(`To: ${to}`));
}
