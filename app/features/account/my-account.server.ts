/**
 * The shopper's account page, /account (decision record 041): what it shows (the profile, the
 * address book, the countries an address may name, the newsletter switch; the route adds the
 * orders) and what its forms do. Each form is read with the API's own schema and runs the
 * accounts module's use case, so the page and `/api/me` refuse alike.
 */
import type { AppLoadContext } from 'react-router';
import { ACCOUNT_MESSAGES as M, ChangeEmailInput, ChangePasswordInput, ProfileInput } from '../../../domain/schemas/account.ts';
import { AccountIntentInput, AddressIdInput, type AccountIntent } from '../../../domain/schemas/account-page.ts';
import { ADDRESS_BOOK_MESSAGES, SavedAddressInput } from '../../../domain/schemas/address-book.ts';
import { NewsletterSwitchInput } from '../../../domain/schemas/newsletter.ts';
import * as accounts from '../../../server/services/accounts/index.ts';
import { shippedCountries } from '../../../server/services/shipping/index.ts';
import { done, formFields, formText, invalid, refused } from '../../lib/action-result';
import { forAction } from '../../lib/domain-errors.server';
import { clientOf } from './accounts.server';
import { requireShopperSession } from './session.server';

export async function loadAccountPage(context: AppLoadContext, request: Request) {
  const { user } = await requireShopperSession(context, request);
  const [profile, addresses, countries, newsletter] = await Promise.all([
    accounts.readProfile(context.db, user.id),
    accounts.listAddresses(context.db, user.id),
    shippedCountries(context.db),
    accounts.readNewsletterConsent(context.db, user),
  ]);
  return { profile: accounts.presentProfile(profile), addressBook: accounts.presentAddressBook(addresses), countries, newsletter };
}

/** An address form's fields; its box ticked: make it the default. */
const addressOf = (form: FormData) => SavedAddressInput.safeParse({ ...formFields(form), isDefault: formText(form, 'isDefault') === 'on' });

/** Runs the form an intent names; answers what the page then says, on that form. */
export async function runAccountForm(context: AppLoadContext, request: Request, form: FormData) {
  const session = await requireShopperSession(context, request);
  const parsed = AccountIntentInput.safeParse(formText(form, 'intent'));
  if (!parsed.success) return refused(parsed.error.issues[0]!.message);
  const intent: AccountIntent = parsed.data;
  const { db, config } = context;
  const userId = session.user.id;
  const saying = (message: string) => done({ intent, message });

  if (intent === 'profile') {
    const input = ProfileInput.safeParse(formFields(form));
    if (!input.success) return invalid(input.error, intent);
    return forAction(async () => (await accounts.changeProfile(db, userId, input.data), saying(M.detailsSaved)), intent);
  }
  if (intent === 'email') {
    const input = ChangeEmailInput.safeParse(formFields(form));
    if (!input.success) return invalid(input.error, intent);
    return forAction(
      async () => (await accounts.requestEmailChange(db, config, session, input.data, clientOf(context, request)), saying(M.emailChangeSent(input.data.email))),
      intent,
    );
  }
  if (intent === 'password') {
    const input = ChangePasswordInput.safeParse(formFields(form));
    if (!input.success) return invalid(input.error, intent);
    return forAction(
      async () => (await accounts.changePassword(db, config, session, input.data, clientOf(context, request)), saying(M.passwordChanged)),
      intent,
    );
  }
  if (intent === 'newsletter') {
    const input = NewsletterSwitchInput.safeParse({ subscribe: formText(form, 'subscribe') === 'on', wordsVersion: Number(formText(form, 'wordsVersion')) });
    if (!input.success) return invalid(input.error, intent);
    return forAction(async () => saying((await accounts.switchNewsletter(db, config, session.user, input.data)).message), intent);
  }
  if (intent === 'add-address') {
    const input = addressOf(form);
    if (!input.success) return invalid(input.error, intent);
    return forAction(async () => (await accounts.addAddress(db, userId, input.data), saying(ADDRESS_BOOK_MESSAGES.saved)), intent);
  }
  const id = AddressIdInput.safeParse(formText(form, 'id'));
  if (!id.success) return refused(ADDRESS_BOOK_MESSAGES.notFound, { intent, status: 404 });
  if (intent === 'edit-address') {
    const input = addressOf(form);
    if (!input.success) return invalid(input.error, intent);
    return forAction(async () => (await accounts.replaceAddress(db, userId, id.data, input.data), saying(ADDRESS_BOOK_MESSAGES.saved)), intent);
  }
  if (intent === 'delete-address')
    return forAction(async () => (await accounts.deleteAddress(db, userId, id.data), saying(ADDRESS_BOOK_MESSAGES.deleted)), intent);
  return forAction(async () => (await accounts.makeDefaultAddress(db, userId, id.data), saying(ADDRESS_BOOK_MESSAGES.madeDefault)), intent);
}
