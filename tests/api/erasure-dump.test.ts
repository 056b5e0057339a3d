/**
 * After erasure, a dump of the whole database finds the person only where decision record 044 says
 * it is kept (issue 33). A shopper who ordered, paid, got a refund, wrote a message with a photo
 * and a design request, subscribed, saved an address, signed in wrongly and was written to is
 * erased; then every row of every table is read as text and searched for their e-mail address,
 * their name and their phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HISTORY, livedShopper, type LivedShopper } from '../support/privacy.ts';
import { signedInOwner } from '../support/staff.ts';
import { send } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();
let lived: LivedShopper;

/**
 * Where decision record 044 keeps something of an erased person: the issued invoice and credit
 * note, which never change and print the buyer's name, address, e-mail and phone; and a refund's
 * reason as staff wrote it, into the append-only ledger, the move that asked for it and the audit
 * entry of the refund (staff's own words, not the person's data the shop holds).
 */
const KEPT_FOR_THE_BOOKS = ['credit_notes', 'invoices'];
const KEPT_AS_STAFF_WROTE_IT = ['audit_events', 'payment_events', 'payment_moves'];

/** The tables whose rows, read as text, contain `needle` (lower case). */
async function tablesHolding(needle: string): Promise<string[]> {
  const { rows } = await shop.database.pool.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: string[] = [];
  for (const { table_name: table } of rows) {
    const hit = await shop.database.pool.query(`SELECT 1 FROM "${table}" t WHERE position($1 in lower(t::text)) > 0 LIMIT 1`, [needle]);
    if (hit.rows.length > 0) found.push(table);
  }
  return found;
}

beforeAll(async () => {
  const owner = (await signedInOwner(shop)).auth;
  lived = await livedShopper(shop, owner);
  // The shop wrote to them: their confirmation, the order's mails.
  const { rows } = await shop.database.pool.query(`SELECT count(*)::int AS count FROM mail_outbox WHERE lower("to") = lower($1)`, [lived.email]);
  expect(rows[0].count).toBeGreaterThan(2);
  expect((await send(shop, 'DELETE', '/api/me', { password: lived.password }, lived.auth)).status).toBe(200);
}, 60_000);

describe('a dump of the database after erasure', () => {
  it('finds the e-mail address only in the issued invoice and credit note', async () => {
    expect(await tablesHolding(lived.email.toLowerCase())).toEqual(KEPT_FOR_THE_BOOKS);
  });

  it('finds the name only there and in the refund’s reason staff wrote', async () => {
    expect(await tablesHolding(HISTORY.lastName.toLowerCase())).toEqual([...KEPT_FOR_THE_BOOKS, ...KEPT_AS_STAFF_WROTE_IT].sort());
  });

  it('finds the phone only in the issued documents, in any of the ways it was typed', async () => {
    expect(await tablesHolding(HISTORY.phone.toLowerCase())).toEqual(KEPT_FOR_THE_BOOKS);
    expect(await tablesHolding('2079460311')).toEqual([]);
  });
});
