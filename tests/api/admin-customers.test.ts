/**
 * Customers in the back office (issue 33, decision record 045): the list's search, filters and
 * figures (money kept: captured less refunded, from the ledger), its CSV, one customer with
 * everything the shop holds about them, the staff's notes and tags (audited), and bad input
 * answered 4xx naming the field.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MESSAGES, MAX_TAGS_PER_CUSTOMER } from '../../domain/customers.ts';
import type { PublicUser } from '../../domain/schemas/account.ts';
import { ADMIN_CUSTOMER_MESSAGES } from '../../domain/schemas/admin-customers.ts';
import { addCustomerTag } from '../../server/services/customers/index.ts';
import { confirmLatest, signUp } from '../support/newsletter.ts';
import { payInFull } from '../support/payments.ts';
import { signedInOwner, joinStaff } from '../support/staff.ts';
import { findPieces, orderRequest, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

let owner: { Authorization: string };
let staff: { Authorization: string };
let pieces: Awaited<ReturnType<typeof findPieces>>;
/** A customer with two orders, one paid and partly refunded, a phone, an address, a message and the newsletter. */
let rich: Shopper;
let richOrders: Array<{ id: number; number: number; total: number }>;
/** A customer who never ordered. */
let quiet: Shopper;

async function placeOrder(shopper: Shopper) {
  const item = { variantId: pieces.oneSize.variantId, metal: pieces.oneSize.metals[0], size: pieces.oneSize.sizes[0] ?? '', quantity: 1 };
  const placed = await send(shop, 'POST', '/api/orders', orderRequest(shopper, [item]), shopper.auth);
  if (placed.status !== 201) throw new Error(`order failed: ${JSON.stringify(placed.body)}`);
  return placed.body as { id: number; number: number; total: number };
}

const list = (query: string, as: Record<string, string> = staff) => send(shop, 'GET', `/api/admin/customers${query}`, undefined, as);
const emailsOf = (body: { customers: Array<{ email: string }> }) => body.customers.map((row) => row.email);

beforeAll(async () => {
  owner = (await signedInOwner(shop)).auth;
  staff = await joinStaff(shop, owner, { email: uniqueEmail('staff'), firstName: 'Stella', lastName: 'Staff' });
  pieces = await findPieces(shop);
  rich = await registerShopper(shop, { firstName: 'Philippa', lastName: 'Quartermaine' }, { verified: true });
  await shop.database.pool.query(`UPDATE users SET phone = '+44 7700 900461' WHERE id = $1`, [rich.id]);
  await shop.database.pool.query(
    `INSERT INTO customer_addresses (user_id, name, address, city, country, zip, is_default) VALUES ($1, 'Philippa Quartermaine', '3 Mill Road', 'Cambridge', 'GB', 'CB1 2AD', true)`,
    [rich.id],
  );
  richOrders = [await placeOrder(rich), await placeOrder(rich)];
  await payInFull(shop, richOrders[0]!.id, owner);
  const refunded = await send(shop, 'POST', `/api/admin/orders/${richOrders[0]!.id}/refunds`, { amount: 10, reason: 'A stone replaced' }, owner);
  if (refunded.status !== 201) throw new Error(`refund failed: ${JSON.stringify(refunded.body)}`);
  await signUp(shop, rich.email);
  await confirmLatest(shop, rich.email);
  const contact = {
    name: 'Philippa Q',
    email: rich.email.toUpperCase(),
    subject: 'Ring resizing',
    message: 'Could the ring go up one size?',
    mobile: '5035550142',
  };
  if ((await send(shop, 'POST', '/api/contact', contact)).status !== 201) throw new Error('contact failed');
  quiet = await registerShopper(shop, { firstName: 'Quentin', lastName: 'Stillwater' });
});

describe('the customer list', () => {
  it('shows customers with their orders, money kept (captured less refunded) and last order; staff are not customers', async () => {
    const { status, body } = await list(`?q=${encodeURIComponent(rich.email)}`);
    expect(status).toBe(200);
    const paid = richOrders[0]!.total;
    expect(body.customers).toEqual([
      expect.objectContaining({
        id: rich.id,
        name: 'Philippa Quartermaine',
        phone: '+44 7700 900461',
        orderCount: 2,
        spent: Math.round((paid - 10) * 100) / 100,
        currency: 'USD',
        tags: [],
      }),
    ]);
    expect(body.customers[0].lastOrderAt).toEqual(expect.any(String));
    const everyone = await list('?q=staff-');
    expect(emailsOf(everyone.body).some((email: string) => email.startsWith('staff-'))).toBe(false);
  });

  it('finds a customer by part of the name, the phone, or an order number', async () => {
    expect(emailsOf((await list('?q=quarterm')).body)).toEqual([rich.email]);
    expect(emailsOf((await list('?q=900461')).body)).toEqual([rich.email]);
    expect(emailsOf((await list(`?q=%23${richOrders[1]!.number}`)).body)).toEqual([rich.email]);
    expect((await list('?q=zzzqqqxxx')).body).toEqual({ customers: [], hasMore: false });
  });

  it('filters by having ordered and by the newsletter', async () => {
    const both = (query: string) => list(`${query}&q=example.com`).then((answer) => emailsOf(answer.body));
    expect(await both('?ordered=true')).toContain(rich.email);
    expect(await both('?ordered=true')).not.toContain(quiet.email);
    expect(await both('?ordered=false')).toContain(quiet.email);
    expect(await both('?ordered=false')).not.toContain(rich.email);
    expect(await both('?subscribed=true')).toEqual([rich.email]);
    expect(await both('?subscribed=false')).not.toContain(rich.email);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: Array<[string, string, string]> = [
      ['?q=ab', 'q', ADMIN_CUSTOMER_MESSAGES.searchTooShort],
      ['?ordered=maybe', 'ordered', ADMIN_CUSTOMER_MESSAGES.ordered],
      ['?subscribed=1', 'subscribed', ADMIN_CUSTOMER_MESSAGES.subscribed],
      [`?tag=${'x'.repeat(31)}`, 'tag', CUSTOMER_MESSAGES.tagTooLong],
      ['?page=0', 'page', ADMIN_CUSTOMER_MESSAGES.page],
    ];
    for (const [query, path, message] of cases) {
      expect(await list(query), query).toMatchObject({ status: 400, body: { error: { issues: [{ path, message }] } } });
    }
  });

  it('is for staff: a shopper is refused', async () => {
    expect((await list('', rich.auth)).status).toBe(403);
    expect((await send(shop, 'GET', '/api/admin/customers')).status).toBe(401);
  });
});

describe('one customer', () => {
  it('shows their orders, addresses, consents with their words, and the messages from their address', async () => {
    const { status, body } = await send(shop, 'GET', `/api/admin/customers/${rich.id}`, undefined, staff);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: rich.id, email: rich.email, emailVerified: true, subscribed: true, orderCount: 2, erased: false });
    expect(body.orders.map((order: { number: number }) => order.number)).toEqual([richOrders[1]!.number, richOrders[0]!.number]);
    expect(body.addresses).toEqual([expect.objectContaining({ city: 'Cambridge', countryName: 'United Kingdom', isDefault: true })]);
    expect(body.consents).toEqual([
      expect.objectContaining({ topic: 'newsletter', given: true, how: 'form', wordsVersion: expect.any(Number), words: expect.any(String) }),
    ]);
    expect(body.messages).toEqual([expect.objectContaining({ kind: 'contact', subject: 'Ring resizing' })]);
  });

  it('is 404 for a staff account or an unknown id', async () => {
    const me = await send(shop, 'GET', '/api/admin/session', undefined, staff);
    for (const id of [me.body.id, 2_000_000_000]) {
      expect(await send(shop, 'GET', `/api/admin/customers/${id}`, undefined, staff)).toMatchObject({
        status: 404,
        body: { error: { message: CUSTOMER_MESSAGES.notFound } },
      });
    }
  });
});

describe('notes and tags', () => {
  it('adds a note signed with its author and time, and audits it', async () => {
    const noted = await send(shop, 'POST', `/api/admin/customers/${quiet.id}/notes`, { note: '  Prefers white gold.  ' }, staff);
    expect(noted.status).toBe(201);
    expect(noted.body.notes).toEqual([
      { id: expect.any(Number), body: 'Prefers white gold.', at: expect.any(String), author: { id: expect.any(Number), name: 'Stella Staff' } },
    ]);
    const { rows } = await shop.database.pool.query(`SELECT action, after FROM audit_events WHERE entity = 'customer' AND entity_id = $1`, [String(quiet.id)]);
    expect(rows).toEqual([{ action: 'customer.note', after: { noteId: noted.body.notes[0].id } }]);
    const empty = await send(shop, 'POST', `/api/admin/customers/${quiet.id}/notes`, { note: '   ' }, staff);
    expect(empty).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'note', message: CUSTOMER_MESSAGES.noteRequired }] } } });
  });

  it('sets tags normalised and once, filters the list by one, and audits the change', async () => {
    const tagged = await send(shop, 'PUT', `/api/admin/customers/${quiet.id}/tags`, { tags: ['  VIP ', 'Ring  size 52', 'vip'] }, staff);
    expect(tagged).toMatchObject({ status: 200, body: { tags: ['ring size 52', 'vip'] } });
    expect(emailsOf((await list('?tag=VIP')).body)).toEqual([quiet.email]);
    expect((await list('?tag=vip')).body.customers[0].tags).toEqual(['ring size 52', 'vip']);
    const { rows } = await shop.database.pool.query(`SELECT before, after FROM audit_events WHERE action = 'customer.tags' AND entity_id = $1`, [
      String(quiet.id),
    ]);
    // Tags may say something of the person: the audit log may keep them sealed under the person's key (decision record 046).
    expect(rows).toEqual([{ before: { tags: expect.anything() }, after: { tags: expect.anything() } }]);
    const untagged = await send(shop, 'PUT', `/api/admin/customers/${quiet.id}/tags`, { tags: ['ring size 52'] }, staff);
    expect(untagged.body.tags).toEqual(['ring size 52']);
    expect((await list('?tag=vip')).body.customers).toEqual([]);
  });

  it('refuses too many tags, an unreadable tag, and an unknown customer', async () => {
    const many = Array.from({ length: MAX_TAGS_PER_CUSTOMER + 1 }, (_, n) => `tag ${n}`);
    const tooMany = await send(shop, 'PUT', `/api/admin/customers/${quiet.id}/tags`, { tags: many }, staff);
    expect(tooMany).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'tags', message: CUSTOMER_MESSAGES.tooManyTags }] } } });
    const blank = await send(shop, 'PUT', `/api/admin/customers/${quiet.id}/tags`, { tags: ['!!'] }, staff);
    expect(blank).toMatchObject({ status: 400, body: { error: { issues: [{ path: 'tags.0', message: CUSTOMER_MESSAGES.tagEmpty }] } } });
    const unknown = await send(shop, 'PUT', '/api/admin/customers/2000000000/tags', { tags: ['vip'] }, staff);
    expect(unknown.status).toBe(404);
  });

  it('holds the limit when the page adds one tag at a time, two at once included', async () => {
    const shopper = await registerShopper(shop, { lastName: 'Tagged' });
    const nine = Array.from({ length: MAX_TAGS_PER_CUSTOMER - 1 }, (_, n) => `tag ${n}`);
    await send(shop, 'PUT', `/api/admin/customers/${shopper.id}/tags`, { tags: nine }, staff);
    const member = { id: (await send(shop, 'GET', '/api/admin/session', undefined, staff)).body.id, email: 'staff@example.com' } as PublicUser;
    const both = await Promise.allSettled([
      addCustomerTag(shop.database.db, shopper.id, 'one', member),
      addCustomerTag(shop.database.db, shopper.id, 'two', member),
    ]);
    expect(both.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(both.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { message: CUSTOMER_MESSAGES.tooManyTags } });
    expect((await send(shop, 'GET', `/api/admin/customers/${shopper.id}`, undefined, staff)).body.tags).toHaveLength(MAX_TAGS_PER_CUSTOMER);
  });
});

describe('the CSV', () => {
  it('is the list as filtered, every page, with formulas written as text', async () => {
    await shop.database.pool.query(`UPDATE users SET first_name = '=HYPERLINK("http://x")' WHERE id = $1`, [quiet.id]);
    await send(shop, 'PUT', `/api/admin/customers/${quiet.id}/tags`, { tags: ['ring size 52'] }, staff);
    const answer = await shop.request(`/api/admin/customers.csv?q=example.com&ordered=false`, { headers: staff });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text: string = answer.body;
    const lines = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Name,E-mail,Phone,Orders,Spent,Currency,Last order,Tags');
    expect(lines.some((line) => line.includes(rich.email))).toBe(false);
    expect(lines).toContain(`"'=HYPERLINK(""http://x"") Stillwater",${quiet.email},,0,0,USD,,ring size 52`);
    expect((await shop.request('/api/admin/customers.csv?ordered=yes', { headers: staff })).status).toBe(400);
  });
});
