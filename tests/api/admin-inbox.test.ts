import { beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../support/staff.ts';
import { unreadCounts } from '../../server/services/content/index.ts';
import { send, uniqueEmail } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const OWNER_PASSWORD = 'garnet-and-gold-77';
let owner: Record<string, string>;
let ownerEmail: string;

beforeAll(async () => {
  ownerEmail = uniqueEmail('owner');
  await createOwner(shop.database.db, { email: ownerEmail, password: OWNER_PASSWORD });
  const answer = await send(shop, 'POST', '/api/authenticate', { email: ownerEmail, password: OWNER_PASSWORD, rememberMe: false });
  owner = { Authorization: `Bearer ${answer.body.jwtToken}` };
});

const admin = (method: string, path: string, body?: unknown) => send(shop, method, path, body, owner);
const query = async <T>(text: string, values: unknown[] = []): Promise<T[]> => (await shop.database.pool.query(text, values)).rows as T[];

interface Message {
  kind: string;
  id: number;
  name: string;
  email: string;
  subject: string | null;
  text: string;
  photo: string | null;
  createdAt: string;
  readAt: string | null;
}

/** A contact message sent `minutesAgo`, straight into the table (the contact form's own tests cover the form). */
const contactMessage = async (subject: string, minutesAgo: number, read = false) =>
  (
    await query<{ id: number }>(
      `INSERT INTO contact_messages (name, email, subject, message, mobile, created_at, read_at)
       VALUES ('Ada Lovelace', 'ada@example.com', $1, 'Could you resize my ring by half a size?', '5035550142', now() - make_interval(mins => $2), $3)
       RETURNING id`,
      [subject, minutesAgo, read ? new Date() : null],
    )
  )[0]!.id;

describe('the inbox', () => {
  it('lists what shoppers sent through the forms, newest first, with who sent it', async () => {
    const sent = await send(shop, 'POST', '/api/contact', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Engraving question',
      message: 'Can you engrave a date inside a band?',
      mobile: '5035550199',
    });
    expect(sent.status).toBe(201);
    const design = await send(shop, 'POST', '/api/custom-design', {
      name: 'Mary Somerville',
      email: 'mary@example.com',
      description: 'A pendant shaped like a comet, in rose gold.',
    });
    expect(design.status).toBe(201);

    const contact = await admin('GET', '/api/admin/inbox');
    expect(contact.status).toBe(200);
    expect(contact.body.items[0]).toMatchObject({
      kind: 'contact',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '5035550199',
      subject: 'Engraving question',
      text: 'Can you engrave a date inside a band?',
      photo: null,
      readAt: null,
    });
    expect(contact.headers.get('Cache-Control')).toBe('private, no-store');

    const designs = await admin('GET', '/api/admin/inbox?kind=custom-design');
    expect(designs.body.items[0]).toMatchObject({
      kind: 'custom-design',
      name: 'Mary Somerville',
      subject: null,
      text: 'A pendant shaped like a comet, in rose gold.',
      readAt: null,
    });
    expect(designs.body.unread).toEqual(await unreadCounts(shop.database.db));
  });

  it('counts the unread messages of each kind (the dashboard shows them)', async () => {
    const before = await unreadCounts(shop.database.db);
    await contactMessage('Unread one', 1);
    await contactMessage('Read one', 1, true);
    await query(`INSERT INTO custom_design_requests (name, email, description) VALUES ('Ada', 'ada@example.com', 'A ring like a gear wheel.')`);
    expect(await unreadCounts(shop.database.db)).toEqual({ contact: before.contact + 1, customDesign: before.customDesign + 1 });
    const [sql] = await query<{ contact: number; design: number }>(
      `SELECT (SELECT count(*) FROM contact_messages WHERE read_at IS NULL)::int AS contact,
              (SELECT count(*) FROM custom_design_requests WHERE read_at IS NULL)::int AS design`,
    );
    expect(await unreadCounts(shop.database.db)).toEqual({ contact: sql!.contact, customDesign: sql!.design });
  });

  it('marks a message read once (audited), and unread again', async () => {
    const id = await contactMessage('Please read me', 0);
    const before = await unreadCounts(shop.database.db);
    const read = await admin('POST', `/api/admin/inbox/contact/${id}/read`);
    expect(read).toMatchObject({ status: 200, body: { id, subject: 'Please read me' } });
    expect(read.body.readAt).toEqual(expect.any(String));
    expect((await unreadCounts(shop.database.db)).contact).toBe(before.contact - 1);

    // Reading it again keeps the first reader's time and records nothing.
    const again = await admin('POST', `/api/admin/inbox/contact/${id}/read`);
    expect(again.body.readAt).toBe(read.body.readAt);

    const unread = await admin('DELETE', `/api/admin/inbox/contact/${id}/read`);
    expect(unread).toMatchObject({ status: 200, body: { id, readAt: null } });
    expect((await unreadCounts(shop.database.db)).contact).toBe(before.contact);

    const audit = await admin('GET', `/api/admin/audit?entity=contact_message&entityId=${id}`);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ action: 'contact_message.unread', actorEmail: ownerEmail, before: { readAt: read.body.readAt }, after: { readAt: null } }),
      expect.objectContaining({ action: 'contact_message.read', actorEmail: ownerEmail, before: { readAt: null }, after: { readAt: read.body.readAt } }),
    ]);

    const [design] = await query<{ id: number }>(`SELECT id FROM custom_design_requests ORDER BY id DESC LIMIT 1`);
    expect((await admin('POST', `/api/admin/inbox/custom-design/${design!.id}/read`)).body.readAt).toEqual(expect.any(String));
    const designAudit = await admin('GET', `/api/admin/audit?entity=custom_design_request&entityId=${design!.id}`);
    expect(designAudit.body.entries[0]).toMatchObject({ action: 'custom_design_request.read' });
  });

  it('pages newest first, or with the unread ones first', async () => {
    await query('UPDATE contact_messages SET read_at = now()');
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(await contactMessage(`Paging ${i}`, 1000 + i, true));
    await query('UPDATE contact_messages SET read_at = NULL WHERE id = $1', [ids[24]]);

    const first = await admin('GET', '/api/admin/inbox?kind=contact&page=1');
    expect(first.body.items).toHaveLength(20);
    expect(first.body.hasMore).toBe(true);
    const times = first.body.items.map((item: Message) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const all: Message[] = [...first.body.items];
    for (let page = 2; ; page++) {
      const next = await admin('GET', `/api/admin/inbox?kind=contact&page=${page}`);
      all.push(...next.body.items);
      if (!next.body.hasMore) break;
    }
    expect(all.map((item) => item.id)).toEqual(expect.arrayContaining(ids));
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);

    // The oldest message, the only unread one, comes first when asked.
    const unreadFirst = await admin('GET', '/api/admin/inbox?kind=contact&order=unread-first');
    expect(unreadFirst.body.items[0]).toMatchObject({ id: ids[24], readAt: null });
    expect(unreadFirst.body.items[1].readAt).not.toBeNull();
    expect(unreadFirst.body.unread.contact).toBe(1);
  });

  it('refuses an unknown kind, page or message', async () => {
    expect(await admin('GET', '/api/admin/inbox?kind=letters')).toMatchObject({ status: 400, body: { message: 'kind must be contact or custom-design' } });
    expect(await admin('GET', '/api/admin/inbox?page=0')).toMatchObject({ status: 400, body: { message: 'page must be 1 or more' } });
    expect(await admin('GET', '/api/admin/inbox?order=oldest')).toMatchObject({ status: 400, body: { message: 'order must be newest or unread-first' } });
    expect(await admin('POST', '/api/admin/inbox/contact/999999/read')).toMatchObject({ status: 404, body: { message: 'No contact message has this id.' } });
    expect(await admin('POST', '/api/admin/inbox/custom-design/999999/read')).toMatchObject({
      status: 404,
      body: { message: 'No custom-design request has this id.' },
    });
    expect(await admin('POST', '/api/admin/inbox/letters/1/read')).toMatchObject({ status: 400, body: { message: 'kind must be contact or custom-design' } });
  });
});
