/**
 * The shopper's own account (issue 33, decision record 041): the profile, the address book read by
 * the address rules with exactly one default, another shopper's address a 404, a password change
 * that ends the other sessions and keeps this one, and an e-mail change confirmed from the new
 * address that answers alike whether or not that address has an account; the checkout's address
 * saved to the book and given back to the checkout unchanged.
 */
import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../domain/addresses.ts';
import { ACCOUNT_MESSAGES as M } from '../../domain/account-messages.ts';
import { ADDRESS_BOOK_LIMIT, ADDRESS_BOOK_MESSAGES } from '../../domain/schemas/address-book.ts';
import { ShippingAddressForm } from '../../domain/schemas/checkout.ts';
import type { SavedAddressAnswer } from '../../domain/contract/account.ts';
import { checkoutAddressOf, savedAddressFor } from '../../domain/saved-addresses.ts';
import { linkToken, outboxMessages, registerShopper, send, uniqueEmail, type Shopper } from '../support/shopper.ts';
import { useTestShop } from '../support/test-shop.ts';

const shop = useTestShop();

const BERLIN = { name: 'Ada Lovelace', address: 'Unter den Linden 1', city: 'Berlin', country: 'Deutschland', zip: '10117' };
const PORTLAND = { name: 'Ada Lovelace', address: '1 Pearl St', city: 'Portland', country: 'US', state: 'OR', zip: '97201', phone: '503 555 0100' };

const me = (shopper: Pick<Shopper, 'auth'>) => shop.request('/api/me', { headers: shopper.auth });
const book = async (shopper: Shopper) => (await shop.request('/api/me/addresses', { headers: shopper.auth })).body.addresses as Array<Record<string, any>>;
const add = (shopper: Shopper, address: Record<string, unknown>) => send(shop, 'POST', '/api/me/addresses', address, shopper.auth);
const login = (email: string, password: string, rememberMe = false) => send(shop, 'POST', '/api/authenticate', { email, password, rememberMe });
const issuesOf = (answer: { body: any }) => answer.body.error.issues.map((issue: { path: string }) => issue.path);

describe('the profile', () => {
  it('answers the account with its phone, and changes the names and the phone given', async () => {
    const shopper = await registerShopper(shop);
    expect((await me(shopper)).body).toEqual({
      id: shopper.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: shopper.email,
      emailVerified: false,
      role: 'customer',
      phone: '',
    });
    const changed = await send(shop, 'PATCH', '/api/me', { lastName: 'King', phone: ' +44 20 7946 0958 ' }, shopper.auth);
    expect(changed).toMatchObject({ status: 200, body: { firstName: 'Ada', lastName: 'King', phone: '+44 20 7946 0958' } });
    expect((await me(shopper)).body).toMatchObject({ firstName: 'Ada', lastName: 'King', phone: '+44 20 7946 0958', email: shopper.email });
    expect((await send(shop, 'PATCH', '/api/me', { phone: '' }, shopper.auth)).body.phone).toBe('');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: 'x'.repeat(61) }, 'lastName', 'Names must be at most 60 characters'],
    [{ phone: 'call me' }, 'phone', 'Invalid phone number'],
    [{ phone: '555\n0100' }, 'phone', 'Phone must be on one line, without tabs or other control characters'],
  ])('refuses %o with a 400 naming %s', async (change, field, message) => {
    const shopper = await registerShopper(shop);
    const answer = await send(shop, 'PATCH', '/api/me', change, shopper.auth);
    expect(answer).toMatchObject({ status: 400, body: { message, error: { code: 'invalid_input', issues: [{ path: field, message }] } } });
    expect((await me(shopper)).body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '' });
  });

  it('is the signed-in shopper’s alone', async () => {
    expect(await shop.request('/api/me')).toMatchObject({ status: 401, body: { message: 'You are not logged in.' } });
    expect((await send(shop, 'PATCH', '/api/me', { firstName: 'Eve' })).status).toBe(401);
    expect((await shop.request('/api/me/addresses')).status).toBe(401);
    expect((await send(shop, 'POST', '/api/me/password', { currentPassword: 'x', password: 'difference7', confirmPassword: 'difference7' })).status).toBe(401);
    expect((await send(shop, 'POST', '/api/me/email', { email: uniqueEmail(), password: 'x' })).status).toBe(401);
  });
});

describe('the address book', () => {
  it('reads an address as the checkout does: the country as its code, the state by its name where the country has a list', async () => {
    const shopper = await registerShopper(shop);
    const berlin = await add(shopper, { ...BERLIN, state: 'Berlin' });
    expect(berlin.status, JSON.stringify(berlin.body)).toBe(201);
    expect(berlin.headers.get('location')).toBe(`/api/me/addresses/${berlin.body.id}`);
    expect(berlin.body).toEqual({
      id: expect.any(Number),
      ...BERLIN,
      company: '',
      country: 'DE',
      countryName: 'Germany',
      state: '',
      phone: '',
      isDefault: true,
    });
    const portland = await add(shopper, PORTLAND);
    expect(portland.body).toMatchObject({ country: 'US', countryName: 'United States', state: 'Oregon', zip: '97201', isDefault: false });
  });

  it.each([
    [{ ...BERLIN, country: 'Atlantis' }, 'country', ADDRESS_MESSAGES.unknownCountry('Atlantis')],
    [{ ...PORTLAND, state: '' }, 'state', 'State is required'],
    [{ ...PORTLAND, state: 'Bavaria' }, 'state', ADDRESS_MESSAGES.unknownState('State', 'Bavaria', 'United States')],
    [{ ...BERLIN, zip: '1234' }, 'zip', 'Postcode: write it as 10117 for Germany.'],
    [{ ...BERLIN, city: '' }, 'city', 'City is required'],
    [{ ...BERLIN, phone: 'call me' }, 'phone', 'Invalid phone number'],
  ])('refuses %o with a 400 naming %s, and keeps nothing', async (address, field, message) => {
    const shopper = await registerShopper(shop);
    const answer = await add(shopper, address);
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ path: field, message });
    expect(await book(shopper)).toEqual([]);
  });

  it('keeps exactly one default: the first, then the one made it; deleting it makes the newest other the default', async () => {
    const shopper = await registerShopper(shop);
    const first = (await add(shopper, BERLIN)).body;
    const second = (await add(shopper, PORTLAND)).body;
    expect(second.isDefault).toBe(false);
    const third = (await add(shopper, { ...PORTLAND, address: '2 Pearl St', isDefault: true })).body;
    expect(third.isDefault).toBe(true);
    expect((await book(shopper)).map((address) => [address.id, address.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
      [first.id, false],
    ]);

    // A default stays the default until another is made it.
    const kept = await send(shop, 'PUT', `/api/me/addresses/${third.id}`, { ...PORTLAND, address: '3 Pearl St', isDefault: false }, shopper.auth);
    expect(kept).toMatchObject({ status: 200, body: { id: third.id, address: '3 Pearl St', isDefault: true } });
    const made = await send(shop, 'PUT', `/api/me/addresses/${first.id}`, { ...BERLIN, isDefault: true }, shopper.auth);
    expect(made.body.isDefault).toBe(true);
    expect((await book(shopper)).filter((address) => address.isDefault).map((address) => address.id)).toEqual([first.id]);

    const left = await send(shop, 'DELETE', `/api/me/addresses/${first.id}`, undefined, shopper.auth);
    expect(left.status).toBe(200);
    expect(left.body.addresses.map((address: { id: number; isDefault: boolean }) => [address.id, address.isDefault])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
  });

  it('makes one default of first addresses sent at once', async () => {
    for (let round = 0; round < 3; round++) {
      const shopper = await registerShopper(shop);
      const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => add(shopper, { ...PORTLAND, address: `${n + 1} Pearl St` })));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect((await book(shopper)).filter((address) => address.isDefault)).toHaveLength(1);
    }
  });

  it('answers another shopper’s address 404, like a missing one, and leaves it as it was', async () => {
    const owner = await registerShopper(shop);
    const other = await registerShopper(shop);
    const theirs = (await add(owner, BERLIN)).body;
    const put = await send(shop, 'PUT', `/api/me/addresses/${theirs.id}`, { ...PORTLAND, isDefault: true }, other.auth);
    expect(put).toMatchObject({ status: 404, body: { message: ADDRESS_BOOK_MESSAGES.notFound, error: { code: 'not_found' } } });
    expect(await send(shop, 'DELETE', `/api/me/addresses/${theirs.id}`, undefined, other.auth)).toMatchObject({
      status: 404,
      body: { message: put.body.message },
    });
    const missing = await send(shop, 'DELETE', '/api/me/addresses/2147483647', undefined, other.auth);
    expect(missing).toMatchObject({ status: 404, body: { message: put.body.message } });
    expect(await book(owner)).toEqual([theirs]);
    expect(await book(other)).toEqual([]);
    expect((await send(shop, 'DELETE', '/api/me/addresses/abc', undefined, other.auth)).status).toBe(400);
  });

  it(`holds at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const shopper = await registerShopper(shop);
    for (let n = 0; n < ADDRESS_BOOK_LIMIT; n++) expect((await add(shopper, { ...BERLIN, address: `Unter den Linden ${n + 1}` })).status).toBe(201);
    expect(await add(shopper, BERLIN)).toMatchObject({ status: 422, body: { message: ADDRESS_BOOK_MESSAGES.full } });
  });
});

describe('a password change', () => {
  const change = (shopper: Shopper, body: Record<string, unknown>) => send(shop, 'POST', '/api/me/password', body, shopper.auth);

  it('ends every other session, remembered ones too, and keeps this one', async () => {
    const shopper = await registerShopper(shop);
    const remembered = await login(shopper.email, shopper.password, true);
    const elsewhere = { Authorization: `Bearer ${remembered.body.jwtToken}` };
    expect((await me({ auth: elsewhere })).status).toBe(200);

    const changed = await change(shopper, { currentPassword: shopper.password, password: 'difference7', confirmPassword: 'difference7' });
    expect(changed).toMatchObject({ status: 200, body: { message: M.passwordChanged } });
    expect((await me({ auth: elsewhere })).status).toBe(401);
    expect((await me(shopper)).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(shopper.email, 'difference7')).status).toBe(200);
  });

  it('voids the reset links sent before', async () => {
    const shopper = await registerShopper(shop);
    expect((await send(shop, 'POST', '/api/forgot-password', { email: shopper.email })).status).toBe(200);
    const token = await linkToken(shop, shopper.email, '/reset-password');
    await change(shopper, { currentPassword: shopper.password, password: 'difference7', confirmPassword: 'difference7' });
    const reset = await send(shop, 'POST', '/api/reset-password', { token, password: 'another99x', confirmPassword: 'another99x' });
    expect(reset).toMatchObject({ status: 400, body: { message: M.resetLinkInvalid } });
  });

  it.each([
    [{ currentPassword: 'not-mine-1' }, 'currentPassword', M.currentPasswordWrong],
    [{ currentPassword: '' }, 'currentPassword', M.currentPasswordRequired],
    [{ password: 'short1', confirmPassword: 'short1' }, 'password', M.passwordTooShort],
    [{ confirmPassword: 'difference8' }, 'confirmPassword', M.passwordsMustMatch],
    [{ password: 'Password1', confirmPassword: 'Password1' }, 'password', M.passwordTooCommon],
  ])('refuses %o with a 400 naming %s; every session and the password stay', async (overrides, field, message) => {
    const shopper = await registerShopper(shop);
    const other = await login(shopper.email, shopper.password);
    const answer = await change(shopper, { currentPassword: shopper.password, password: 'difference7', confirmPassword: 'difference7', ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body.error.issues).toContainEqual({ path: field, message });
    expect((await me({ auth: { Authorization: `Bearer ${other.body.jwtToken}` } })).status).toBe(200);
    expect((await login(shopper.email, shopper.password)).status).toBe(200);
  });
});

describe('an e-mail change', () => {
  const ask = (shopper: Shopper, email: string, password = shopper.password) => send(shop, 'POST', '/api/me/email', { email, password }, shopper.auth);
  const confirm = (token: string) => send(shop, 'POST', '/api/confirm-email', { token });

  it('changes the address only once the link mailed to the new one is opened, and tells the old one at once', async () => {
    const shopper = await registerShopper(shop);
    const newEmail = uniqueEmail('new');
    expect(await ask(shopper, newEmail)).toMatchObject({ status: 202, body: { message: M.emailChangeSent(newEmail) } });
    expect((await me(shopper)).body.email).toBe(shopper.email);
    const [notice] = await outboxMessages(shop, shopper.email).then((mails) => mails.filter((mail) => mail.includes('change of e-mail address')));
    expect(notice).toContain(newEmail);
    expect(notice).not.toContain('/confirm-email');

    const token = await linkToken(shop, newEmail, '/confirm-email');
    expect(await confirm(token)).toMatchObject({ status: 200, body: { message: M.emailChanged } });
    expect((await me(shopper)).body).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(shopper.email, shopper.password)).status).toBe(401);
    expect((await login(newEmail, shopper.password)).status).toBe(200);
    expect(await confirm(token)).toMatchObject({ status: 400, body: { message: M.emailChangeLinkInvalid } });
  });

  it('answers an address that has an account exactly alike, changes nothing, and mails its holder no link', async () => {
    const shopper = await registerShopper(shop);
    const holder = await registerShopper(shop, { firstName: 'Grace' });
    const free = uniqueEmail('free');
    const known = await ask(shopper, holder.email);
    const unknown = await ask(shopper, free);
    expect(known.status).toBe(unknown.status);
    expect(known.body.message.replace(holder.email, '…')).toBe(unknown.body.message.replace(free, '…'));

    const toHolder = (await outboxMessages(shop, holder.email)).filter((mail) => !mail.includes('/verify-email'));
    expect(toHolder).toHaveLength(1);
    expect(toHolder[0]).toContain('already has an account with us, so nothing changed');
    expect(toHolder[0]).not.toContain('/confirm-email');
    const notices = (await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes('change of e-mail address'));
    expect(notices.map((mail) => mail.includes(holder.email) || mail.includes(free))).toEqual([true, true]);
    expect((await me(shopper)).body.email).toBe(shopper.email);
    expect((await me(holder)).body.email).toBe(holder.email);
  });

  it('refuses a wrong password or the same address with a 400 naming the field, and mails nobody', async () => {
    const shopper = await registerShopper(shop);
    const newEmail = uniqueEmail('new');
    const wrong = await ask(shopper, newEmail, 'not-mine-1');
    expect(wrong).toMatchObject({ status: 400, body: { message: M.currentPasswordWrong } });
    expect(issuesOf(wrong)).toEqual(['password']);
    const same = await ask(shopper, shopper.email.toUpperCase());
    expect(same).toMatchObject({ status: 400, body: { message: M.emailUnchanged } });
    expect(issuesOf(same)).toEqual(['email']);
    expect(issuesOf(await ask(shopper, 'not-an-address'))).toEqual(['email']);
    expect(await outboxMessages(shop, newEmail)).toEqual([]);
    expect((await outboxMessages(shop, shopper.email)).filter((mail) => mail.includes('change of e-mail address'))).toEqual([]);
  });

  it('refuses an address another account took since the link was sent, and an unknown link', async () => {
    const shopper = await registerShopper(shop);
    const newEmail = uniqueEmail('race');
    await ask(shopper, newEmail);
    const token = await linkToken(shop, newEmail, '/confirm-email');
    await registerShopper(shop, { email: newEmail });
    expect(await confirm(token)).toMatchObject({ status: 409, body: { message: M.emailChangeTaken } });
    expect((await me(shopper)).body.email).toBe(shopper.email);
    expect(issuesOf(await confirm('nothing-we-sent'))).toEqual(['token']);
  });

  it('is limited to a few an hour per account', async () => {
    const shopper = await registerShopper(shop);
    for (let n = 0; n < 5; n++) expect((await ask(shopper, uniqueEmail('many'))).status).toBe(202);
    const over = await ask(shopper, uniqueEmail('many'));
    expect(over).toMatchObject({ status: 429, body: { message: M.tooManyAttempts } });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('the checkout’s “Save to my address book”', () => {
  it('saves the checkout’s address as its form keeps it, and the book gives the same address back to the checkout', async () => {
    const shopper = await registerShopper(shop);
    // What the checkout's form keeps: the country as its code, the state as its name, no phone.
    const typed = ShippingAddressForm.parse({
      name: 'Ada Lovelace',
      address: '1 Pearl St',
      city: 'Portland',
      country: 'United States',
      state: 'OR',
      zip: '97201',
    });
    const saved = await add(shopper, typed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const [entry] = (await book(shopper)) as SavedAddressAnswer[];
    expect(checkoutAddressOf(entry!)).toEqual(typed);
    expect(savedAddressFor([entry!], typed)?.id).toBe(saved.body.id);
  });
});

describe('the API document', () => {
  it('describes the account’s endpoints with their schemas', async () => {
    const { body } = await shop.request('/api/openapi.json');
    expect(Object.keys(body.paths['/me'])).toEqual(expect.arrayContaining(['get', 'patch']));
    expect(Object.keys(body.paths['/me/addresses'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(body.paths['/me/addresses/{id}'])).toEqual(expect.arrayContaining(['put', 'delete']));
    for (const path of ['/me/password', '/me/email', '/confirm-email']) expect(body.paths[path].post).toBeDefined();
    expect(body.components.schemas).toHaveProperty(['Profile']);
    expect(body.components.schemas.AddressBook.properties.addresses.items).toEqual({ $ref: '#/components/schemas/SavedAddress' });
  });
});
