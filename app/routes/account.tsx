/**
 * The shopper's account, /account (issue 33, decision record 041): their name and phone, their
 * e-mail address and password, the newsletter, their address book, and MY ORDERS. A guest is
 * sent to log in and brought back. The forms post here by intent (app/features/account/my-account.server.ts).
 */
import { Link } from 'react-router';
import type { Route } from './+types/account';
import { fullName } from '../../domain/account.ts';
import { EmailForm, PasswordForm, ProfileForm } from '../features/account/account-details';
import { AddressBook } from '../features/account/address-book';
import { loadAccountPage, runAccountForm } from '../features/account/my-account.server';
import { NewsletterSwitch } from '../features/account/newsletter-switch';
import { privatePageMeta } from '../features/account/page-meta';
import { formatAmount } from '../../domain/money.ts';
import { PrivacySection } from '../features/account/privacy-section';
import { loadOrderRows } from '../features/checkout/orders.server';
import { AccountGiftCards } from '../features/gift-cards/account-gift-cards';
import { loadMyGiftCards } from '../features/gift-cards/gift-cards.server';
import { loadMyStoreCredit } from '../features/account/store-credit.server';
import { StoreCreditHistory } from '../features/store-credit/store-credit-history';
import { formHeaders } from '../lib/action-result';

export const headers = formHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, { title: 'My account', description: 'Your details, addresses and orders.', path: '/account' });
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const page = await loadAccountPage(context, request);
  const [orders, giftCards, storeCredit] = await Promise.all([
    loadOrderRows(context, page.profile.id),
    loadMyGiftCards(context, page.profile.id),
    loadMyStoreCredit(context, page.profile.id),
  ]);
  return { ...page, orders, giftCards, storeCredit };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runAccountForm(context, request, await request.formData());
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { profile, addressBook, countries, newsletter, orders, giftCards, storeCredit } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14 lg:px-8">
      <div className="border-b border-line pb-5">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-dark">MY ACCOUNT</p>
        <h1 className="mt-2 text-4xl lg:text-5xl">{fullName(profile)}</h1>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <ProfileForm profile={profile} />
        <EmailForm profile={profile} />
        <PasswordForm />
      </div>

      <div className="mt-6">
        <NewsletterSwitch newsletter={newsletter} />
      </div>

      <div className="mt-16">
        <AddressBook addresses={addressBook.addresses} countries={countries} />
      </div>

      <section aria-labelledby="my-orders" className="mt-16">
        <h2 id="my-orders" className="border-b border-line pb-4 text-3xl lg:text-4xl">
          MY ORDERS ({orders.length})
        </h2>
        {orders.length === 0 ? (
          <p className="py-10 text-center text-muted">
            You have not placed an order yet.{' '}
            <Link to="/products" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
              Browse the collection
            </Link>
          </p>
        ) : (
          // The orders' table lives with the cart (its MY ORDERS): one table on one page keeps it in the cart's own first-view script.
          <p className="py-10 text-center text-muted">
            Your orders, their status and their invoices are listed under{' '}
            <Link to="/cart#my-orders" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
              MY ORDERS
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="store-credit" className="mt-16 border border-line bg-white p-6 sm:p-8">
        <h2 id="store-credit" className="font-display text-2xl">
          Store credit
        </h2>
        <p className="mt-2 text-sm text-muted">Credit from a return or given by us; it pays first at checkout.</p>
        <div className="mt-5">
          <StoreCreditHistory credit={storeCredit} />
        </div>
      </section>
      <div className="mt-16">
        <AccountGiftCards cards={giftCards} />
      </div>

      <div className="mt-16">
        <PrivacySection storeCreditLeft={storeCredit.balance > 0 ? formatAmount(storeCredit.balance, storeCredit.currency) : undefined} />
      </div>
    </div>
  );
}
