/**
 * The shopper's own account (decision record 041): the profile (`GET`/`PATCH /api/me`), the
 * password and the e-mail address, the address book, and the newsletter switch (decision 042). Thin: the schema parses, the accounts
 * module decides, its presenter answers.
 */
import { createRoute, z } from '@hono/zod-openapi';
import {
  AccountMessageAnswer,
  AddressBookAnswer,
  NewsletterConsentAnswer,
  NewsletterSwitchAnswer,
  ProfileAnswer,
  SavedAddressAnswer,
} from '../../domain/contract/account.ts';
import { ACCOUNT_MESSAGES as M, ChangeEmailInput, ChangePasswordInput, ConfirmEmailChangeInput, ProfileInput } from '../../domain/schemas/account.ts';
import { SavedAddressInput } from '../../domain/schemas/address-book.ts';
import { DatabaseId } from '../../domain/schemas/id.ts';
import { NewsletterSwitchInput } from '../../domain/schemas/newsletter.ts';
import * as accounts from '../services/accounts/index.ts';
import { clientOf, requireSession, requireUser } from './auth.ts';
import type { Api } from './context.ts';
import { errors, json } from './openapi.ts';

const NOT_LOGGED_IN = 'You are not logged in.';

const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const AddressId = z.object({
  id: DatabaseId('Address id must be a whole number').meta({ param: { name: 'id', in: 'path' }, example: 1 }),
});

const routes = {
  profile: createRoute({
    method: 'get',
    path: '/me',
    tags: ['Accounts'],
    summary: 'The logged-in shopper: the account and its phone',
    responses: { 200: json(ProfileAnswer, 'The account'), ...errors(401) },
  }),
  changeProfile: createRoute({
    method: 'patch',
    path: '/me',
    tags: ['Accounts'],
    summary: 'Change the name or the phone',
    description: 'A field left out stays as it is; an empty phone removes it. The e-mail address and the password have their own calls.',
    request: body(ProfileInput),
    responses: { 200: json(ProfileAnswer, 'The account as saved'), ...errors(400, 401) },
  }),
  password: createRoute({
    method: 'post',
    path: '/me/password',
    tags: ['Accounts'],
    summary: 'Change the password',
    description:
      'The current password first (counted against the sign-in limits: 429 with Retry-After; wrong: 400 naming `currentPassword`), then the new one ' +
      'with the registration’s rules. Every other session of the account ends, remembered ones included; this one stays.',
    request: body(ChangePasswordInput),
    responses: { 200: json(AccountMessageAnswer, 'Changed'), ...errors(400, 401, 429) },
  }),
  email: createRoute({
    method: 'post',
    path: '/me/email',
    tags: ['Accounts'],
    summary: 'Ask to change the e-mail address',
    description:
      'With the current password. A link is mailed to the new address, and the address changes only when it is opened (`POST /confirm-email`); ' +
      'the current address is told at once. An address that already has an account is answered exactly alike, and its holder is mailed instead. ' +
      'A few an hour per account (429 with Retry-After).',
    request: body(ChangeEmailInput),
    responses: { 202: json(AccountMessageAnswer, 'A link is on its way to the new address'), ...errors(400, 401, 429) },
  }),
  confirmEmail: createRoute({
    method: 'post',
    path: '/confirm-email',
    tags: ['Accounts'],
    summary: 'Confirm a new e-mail address with the token from the link mailed to it',
    description: 'Needs no session: the link proves the mailbox. Works once, for 24 hours; the address counts as confirmed.',
    request: body(ConfirmEmailChangeInput),
    responses: { 200: json(AccountMessageAnswer, 'The address is changed'), ...errors(400, 409) },
  }),
  addresses: createRoute({
    method: 'get',
    path: '/me/addresses',
    tags: ['Accounts'],
    summary: 'The address book',
    responses: { 200: json(AddressBookAnswer, 'The addresses, the default first'), ...errors(401) },
  }),
  addAddress: createRoute({
    method: 'post',
    path: '/me/addresses',
    tags: ['Accounts'],
    summary: 'Add an address',
    description:
      'Read as the checkout reads an address: the country by its code or name, a state where the country has a list, the postal code in its shape; ' +
      'a problem is a 400 naming the field. The first address is the default. At most 20 (422).',
    request: body(SavedAddressInput),
    responses: { 201: json(SavedAddressAnswer, 'Added'), ...errors(400, 401, 422) },
  }),
  replaceAddress: createRoute({
    method: 'put',
    path: '/me/addresses/{id}',
    tags: ['Accounts'],
    summary: 'Replace one of the addresses',
    description: 'Another shopper’s address answers 404, like a missing one.',
    request: { params: AddressId, ...body(SavedAddressInput) },
    responses: { 200: json(SavedAddressAnswer, 'Saved'), ...errors(400, 401, 404) },
  }),
  deleteAddress: createRoute({
    method: 'delete',
    path: '/me/addresses/{id}',
    tags: ['Accounts'],
    summary: 'Delete one of the addresses',
    description: 'When it was the default, the newest of the others becomes it. Another shopper’s address answers 404, like a missing one.',
    request: { params: AddressId },
    responses: { 200: json(AddressBookAnswer, 'The addresses left'), ...errors(400, 401, 404) },
  }),
  newsletter: createRoute({
    method: 'get',
    path: '/me/newsletter',
    tags: ['Accounts'],
    summary: 'Whether the account’s address receives the newsletter, and the words to show beside the switch',
    responses: { 200: json(NewsletterConsentAnswer, 'The switch'), ...errors(401) },
  }),
  switchNewsletter: createRoute({
    method: 'put',
    path: '/me/newsletter',
    tags: ['Accounts'],
    summary: 'Turn the newsletter on or off for the account’s address',
    description:
      'With the version of the words shown beside the switch (none: the current ones); the consent is recorded with the way `account`. ' +
      'On with a confirmed address: subscribed at once. On with an unconfirmed one: a confirmation link is mailed (`confirmationSent`), ' +
      'as the footer’s form does. Off: unsubscribed, the withdrawal recorded. Switching on a few times an hour at most (429 with Retry-After).',
    request: body(NewsletterSwitchInput),
    responses: { 200: json(NewsletterSwitchAnswer, 'The switch after the change'), ...errors(400, 401, 429) },
  }),
};

export function mountMe(api: Api) {
  api.openapi(routes.profile, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    c.header('Cache-Control', 'private, no-store');
    return c.json(accounts.presentProfile(await accounts.readProfile(c.get('deps').db, user.id)), 200);
  });

  api.openapi(routes.changeProfile, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    return c.json(accounts.presentProfile(await accounts.changeProfile(c.get('deps').db, user.id, c.req.valid('json'))), 200);
  });

  api.openapi(routes.password, async (c) => {
    const { db, config } = c.get('deps');
    const session = await requireSession(c, NOT_LOGGED_IN);
    await accounts.changePassword(db, config, session, c.req.valid('json'), clientOf(c));
    return c.json({ message: M.passwordChanged }, 200);
  });

  api.openapi(routes.email, async (c) => {
    const { db, config } = c.get('deps');
    const session = await requireSession(c, NOT_LOGGED_IN);
    const input = c.req.valid('json');
    await accounts.requestEmailChange(db, config, session, input, clientOf(c));
    return c.json({ message: M.emailChangeSent(input.email) }, 202);
  });

  api.openapi(routes.confirmEmail, async (c) => {
    await accounts.confirmEmailChange(c.get('deps').db, c.req.valid('json'), clientOf(c));
    return c.json({ message: M.emailChanged }, 200);
  });

  api.openapi(routes.newsletter, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    c.header('Cache-Control', 'private, no-store');
    return c.json(await accounts.readNewsletterConsent(c.get('deps').db, user), 200);
  });

  api.openapi(routes.switchNewsletter, async (c) => {
    const { db, config } = c.get('deps');
    const user = await requireUser(c, NOT_LOGGED_IN);
    return c.json(await accounts.switchNewsletter(db, config, user, c.req.valid('json')), 200);
  });

  api.openapi(routes.addresses, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    c.header('Cache-Control', 'private, no-store');
    return c.json(accounts.presentAddressBook(await accounts.listAddresses(c.get('deps').db, user.id)), 200);
  });

  api.openapi(routes.addAddress, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    const saved = await accounts.addAddress(c.get('deps').db, user.id, c.req.valid('json'));
    c.header('Location', `/api/me/addresses/${saved.id}`);
    return c.json(accounts.presentSavedAddress(saved), 201);
  });

  api.openapi(routes.replaceAddress, async (c) => {
    const user = await requireUser(c, NOT_LOGGED_IN);
    const saved = await accounts.replaceAddress(c.get('deps').db, user.id, c.req.valid('param').id, c.req.valid('json'));
    return c.json(accounts.presentSavedAddress(saved), 200);
  });

  api.openapi(routes.deleteAddress, async (c) => {
    const { db } = c.get('deps');
    const user = await requireUser(c, NOT_LOGGED_IN);
    await accounts.deleteAddress(db, user.id, c.req.valid('param').id);
    return c.json(accounts.presentAddressBook(await accounts.listAddresses(db, user.id)), 200);
  });
}
