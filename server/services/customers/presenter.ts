/**
 * The customer answers (domain/contract/customer.ts), for the API and the back office's pages
 * alike: money in the shop currency's major units, dates as ISO 8601.
 */
import type { AdminCustomerAnswer, AdminCustomerRowAnswer } from '../../../domain/contract/customer.ts';
import { toMajor } from '../../../domain/money.ts';
import { presentSavedAddress } from '../accounts/index.ts';
import { inboxMessageAnswer } from '../content/index.ts';
import { presentAdminOrderRow } from '../orders/index.ts';
import type { CustomerRow } from './list.ts';
import type { CustomerView } from './read.ts';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

const figures = (row: CustomerRow, currency: string) => ({
  orderCount: row.orderCount,
  spent: toMajor(row.keptMinor, currency),
  currency,
  lastOrderAt: row.lastOrderAt?.toISOString() ?? null,
});

export const presentCustomerRow = (row: CustomerRow, currency: string): AdminCustomerRowAnswer => ({
  id: row.id,
  name: fullName(row),
  email: row.email,
  phone: row.phone,
  ...figures(row, currency),
  tags: row.tags,
});

export function presentCustomer(view: CustomerView, currency: string): AdminCustomerAnswer {
  return {
    id: view.id,
    firstName: view.firstName,
    lastName: view.lastName,
    email: view.email,
    emailVerified: view.emailVerifiedAt !== null,
    phone: view.phone,
    created: view.createdAt.toISOString(),
    erased: view.erasedAt !== null,
    subscribed: view.subscribed,
    ...figures(view, currency),
    orders: view.orders.map(presentAdminOrderRow),
    hasMoreOrders: view.hasMoreOrders,
    addresses: view.addresses.map(presentSavedAddress),
    consents: view.consents.map((consent) => ({
      topic: consent.topic,
      given: consent.given,
      how: consent.how,
      at: consent.at.toISOString(),
      wordsVersion: consent.words?.version ?? null,
      words: consent.words?.text ?? null,
    })),
    messages: view.messages.map(inboxMessageAnswer),
    notes: view.notes.map((note) => ({
      id: note.id,
      body: note.body,
      at: note.createdAt.toISOString(),
      author:
        note.authorId === null ? null : { id: note.authorId, name: fullName({ firstName: note.authorFirstName ?? '', lastName: note.authorLastName ?? '' }) },
    })),
    tags: view.tags,
  };
}

/** The CSV's header and a row's cells, from the same answer the list shows. */
export const CSV_HEADER = ['Name', 'E-mail', 'Phone', 'Orders', 'Spent', 'Currency', 'Last order', 'Tags'];
export const csvCells = (row: AdminCustomerRowAnswer): string[] => [
  row.name,
  row.email,
  row.phone,
  String(row.orderCount),
  String(row.spent),
  row.currency,
  row.lastOrderAt ?? '',
  row.tags.join(', '),
];
