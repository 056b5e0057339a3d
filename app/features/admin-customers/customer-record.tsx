/**
 * What the shop holds about a customer, for the customer page: the account, their orders (the
 * orders list's own table, each linked to its order), the address book, the newsletter consents
 * with the words shown, and the messages sent from their address.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminCustomerAnswer } from '../../../domain/contract/customer';
import { formatDay, formatMoment } from '../../../domain/dates';
import { formatAmount } from '../../../domain/money';
import { Term, Terms } from '../../components/ui/terms';
import { PostalAddress } from '../checkout/order-details';
import { OrderTable } from '../admin/orders/order-list';

const SUBHEAD = 'font-display text-2xl';

const CONSENT_WAYS: Record<AdminCustomerAnswer['consents'][number]['how'], string> = {
  form: 'the sign-up form',
  checkout: 'the checkout',
  account: 'their account page',
  mail: 'a letter’s unsubscribe link',
};

/** The account's address under the page's heading: long addresses wrap anywhere, on a phone too. */
export function CustomerEmail({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <p className="mt-2 text-sm">
      <span className="break-all">{customer.email}</span> <span className="text-muted">({customer.emailVerified ? 'confirmed' : 'not confirmed'})</span>
    </p>
  );
}

export function CustomerSummary({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <Terms look="rows" className="space-y-2 text-sm" label="The customer">
      <Term term="Phone">{customer.phone || <span className="text-muted">None given</span>}</Term>
      <Term term="Customer since">{formatDay(customer.created)}</Term>
      <Term term="Newsletter">{customer.subscribed ? 'Subscribed' : 'Not subscribed'}</Term>
      <Term term="Orders">{customer.orderCount}</Term>
      <Term term="Spent" testId="customer-spent">
        {formatAmount(customer.spent, customer.currency)}
      </Term>
    </Terms>
  );
}

export function CustomerOrders({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <RecordSection id="orders-heading" title="Orders" empty={null}>
      <div className="mt-4">
        <OrderTable orders={customer.orders} filtered={false} oneCustomer />
      </div>
      {customer.hasMoreOrders ? (
        <p className="mt-3 text-sm">
          <Link to={`/admin/orders?customer=${customer.id}`} className="underline underline-offset-4 hover:text-gold-dark">
            All their orders
          </Link>
        </p>
      ) : null}
    </RecordSection>
  );
}

/** A part of the record: its heading, then its rows, or what the page says when there are none. */
function RecordSection({ id, title, empty, children }: { id: string; title: string; empty: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={SUBHEAD}>
        {title}
      </h2>
      {empty === null ? children : <p className="mt-3 text-sm text-muted">{empty}</p>}
    </section>
  );
}

export function CustomerAddresses({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <RecordSection id="addresses-heading" title="Addresses" empty={customer.addresses.length ? null : 'No saved addresses.'}>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {customer.addresses.map((address) => (
          <li key={address.id}>
            {address.isDefault ? <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark">DEFAULT</p> : null}
            <PostalAddress address={{ ...address, country: address.countryName }} />
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}

export function CustomerConsents({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <RecordSection id="consents-heading" title="Consents" empty={customer.consents.length ? null : 'No consents recorded.'}>
      <ol className="mt-4 divide-y divide-line text-sm">
        {customer.consents.map((consent, index) => (
          <li key={index} className="py-3">
            <p>
              <span className="font-semibold">{consent.given ? 'Newsletter: agreed' : 'Newsletter: withdrawn'}</span> through {CONSENT_WAYS[consent.how]},{' '}
              <time dateTime={consent.at}>{formatMoment(consent.at)}</time>
            </p>
            {consent.words ? (
              <p className="mt-1 text-muted">
                Words version {consent.wordsVersion}: “{consent.words}”
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}

export function CustomerMessages({ customer }: { customer: AdminCustomerAnswer }) {
  return (
    <RecordSection id="messages-heading" title="Messages" empty={customer.messages.length ? null : 'No messages from their address.'}>
      <ol className="mt-4 divide-y divide-line text-sm">
        {customer.messages.map((message) => (
          <li key={`${message.kind}-${message.id}`} className="py-3">
            <p className="text-xs text-muted">
              {message.kind === 'contact' ? 'Contact message' : 'Custom-design request'} ·{' '}
              <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
            </p>
            <p className="mt-1 font-semibold">
              <Link to={`/admin/inbox?kind=${message.kind}`} className="underline-offset-4 hover:underline">
                {message.subject ?? 'Custom design'}
              </Link>
            </p>
            <p className="mt-1 line-clamp-3 whitespace-pre-line">{message.text}</p>
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}
