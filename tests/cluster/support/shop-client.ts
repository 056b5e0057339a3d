/**
 * The cluster test's shoppers and owner, over HTTP only: through the proxy (https, the test's own
 * certificate) or straight to one instance. Each simulated shopper comes from an address of its
 * own (X-Forwarded-For, which the shop believes from its loopback proxy): the per-client limits
 * count each shopper apart, as they do for real shoppers.
 */
import { request, type APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import type { FakeSmtp } from '../../support/fake-smtp.ts';
import { uniqueEmail } from '../../support/shopper.ts';

interface Answer {
  status: number;
  body: any;
  requestId: string | undefined;
}

export interface Client {
  send(method: string, pathAndQuery: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  close(): Promise<void>;
}

/** A client of `base` with its own cookies; `from` is the shopper's address as the proxy forwards it. */
export async function clientOf(base: string, from?: string): Promise<Client> {
  const context: APIRequestContext = await request.newContext({ baseURL: base, ignoreHTTPSErrors: true });
  return {
    async send(method, pathAndQuery, body, headers = {}) {
      const answer = await context.fetch(pathAndQuery, {
        method,
        headers: { ...(from ? { 'X-Forwarded-For': from } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { data: JSON.stringify(body) }),
        maxRedirects: 0,
        timeout: 30_000,
      });
      const text = await answer.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // a page, not JSON
      }
      return { status: answer.status(), body: parsed, requestId: answer.headers()['x-request-id'] };
    },
    close: () => context.dispose(),
  };
}

let addresses = 0;
/**
 * An address no other client of this run has (TEST-NET-2 and -3, 508 of them): two shoppers drawn at
 * random from one net shared an address one run in ten, and their orders one per-client limit.
 */
export function newAddress(): string {
  const n = addresses++;
  if (n >= 508) throw new Error('more clients than test addresses');
  return n < 254 ? `198.51.100.${n + 1}` : `203.0.113.${n - 253}`;
}

export interface Shopper {
  id: number;
  email: string;
  password: string;
  auth: { Authorization: string };
}

/** A new shopper registered and signed in through `client`, their address confirmed (written as the confirmation link would). */
export async function newShopper(client: Client, db: pg.Pool, name = 'shopper'): Promise<Shopper> {
  const details = { firstName: 'Ada', lastName: 'Lovelace', email: uniqueEmail(name), password: 'analytical1' };
  const registered = await client.send('POST', '/api/register', { ...details, confirmPassword: details.password });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  await db.query('UPDATE users SET email_verified_at = now() WHERE email = $1', [details.email]);
  const login = await client.send('POST', '/api/authenticate', { email: details.email, password: details.password });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  return { id: login.body.id, email: details.email, password: details.password, auth: { Authorization: `Bearer ${login.body.jwtToken}` } };
}

/** A piece for sale in one size, from the catalogue API. */
export async function pieceForSale(client: Client): Promise<{ productId: number; variantId: number; metal: string; title: string }> {
  const { body } = await client.send('GET', '/api/products?pageSize=48');
  for (const product of body as any[]) {
    for (const variant of product.ProductVariants) {
      if (variant.sizes.length === 0 && variant.metal.length > 0)
        return { productId: product.id, variantId: variant.id, metal: variant.metal[0], title: variant.title };
    }
  }
  throw new Error('no piece in one size in the sample catalogue');
}

/** `piece` ready to ship with 1000 on its one shelf, as the owner stocks it: the stock orders take and cancellations give back. Answers the shelf's id. */
export async function stock(db: pg.Pool, piece: { variantId: number; metal: string }): Promise<number> {
  await db.query('UPDATE product_variants SET made_to_order = false WHERE id = $1', [piece.variantId]);
  await db.query('DELETE FROM variant_stock WHERE variant_id = $1', [piece.variantId]);
  const { rows } = await db.query(
    `INSERT INTO variant_stock (variant_id, metal_id, size_id, quantity)
     SELECT $1, m.id, (SELECT s.id FROM sizes s WHERE s.label = '' LIMIT 1), 1000 FROM metals m WHERE m.name = $2 RETURNING id`,
    [piece.variantId, piece.metal],
  );
  // As the back office's writes do: every instance's caches follow the catalogue version.
  await db.query("UPDATE installation_facts SET value = (value::bigint + 1)::text, updated_at = now() WHERE key = 'catalog_version'");
  return rows[0].id;
}

export const line = (piece: { variantId: number; metal: string }, quantity = 1) => ({
  variantId: piece.variantId,
  metal: piece.metal,
  size: '',
  quantity,
  giftWrap: false,
  personalisation: '',
});

/** The messages the SMTP server accepted for `to`, their quoted-printable soft breaks undone. */
export function mailsTo(smtp: FakeSmtp, to: string): string[] {
  return smtp.messages
    .map((message) => message.replace(/=\r\n/g, '').replace(/=3D/g, '='))
    .filter((message) =>
      message
        .split('\r\n\r\n')[0]!
        .split('\r\n')
        .some((header) => header.toLowerCase() === `to: ${to}`),
    );
}

/**
 * Polls `check` every 50 ms until it holds; throws with `what` when it does not hold within
 * `timeoutMs`. Answers when the check that held began, in milliseconds after the first.
 */
export async function eventually(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const asked = Date.now() - started;
    if (asked > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    if (await check()) return asked;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
