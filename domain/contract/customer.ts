/**
 * Customers as the back office reads them (`/api/admin/customers` and the pages /admin/customers
 * and /admin/customers/{id}, which show the same answers; decision record 045): a row of the list,
 * and one customer with their orders, addresses, consents, messages, the staff's notes and tags.
 * Money in major units as everywhere (money.ts), dates as ISO 8601.
 */
import { z } from 'zod';
import { CONSENT_TOPICS, CONSENT_WAYS } from '../consent.ts';
import { ProfileAnswer, SavedAddressAnswer } from './account.ts';
import { InboxMessageAnswer } from './admin-inbox.ts';
import { AdminOrderRowAnswer } from './admin-orders.ts';

const When = z.string().meta({ description: 'ISO 8601' });

/** What a customer's orders come to: how many, the money kept (captured less refunded), the newest. */
const CustomerFigures = {
  orderCount: z.number().int(),
  spent: z.number().meta({ description: 'Captured less refunded over every order, from the payments ledger, in major units' }),
  currency: z.string(),
  lastOrderAt: When.nullable().meta({ description: 'When the newest order was placed; null: none' }),
};

export const AdminCustomerRowAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().meta({ description: 'Empty: none given' }),
    ...CustomerFigures,
    tags: z.array(z.string()),
  })
  .meta({ id: 'AdminCustomerRow' });
export type AdminCustomerRowAnswer = z.infer<typeof AdminCustomerRowAnswer>;

export const AdminCustomerPageAnswer = z.object({ customers: z.array(AdminCustomerRowAnswer), hasMore: z.boolean() }).meta({ id: 'AdminCustomerPage' });
export type AdminCustomerPageAnswer = z.infer<typeof AdminCustomerPageAnswer>;

const CustomerConsentAnswer = z
  .object({
    topic: z.enum(CONSENT_TOPICS),
    given: z.boolean().meta({ description: 'Given, or withdrawn' }),
    how: z.enum(CONSENT_WAYS).meta({ description: 'form, checkout, account, or a letter’s link (mail)' }),
    at: When,
    wordsVersion: z.number().int().nullable().meta({ description: 'The version of the words shown; null: none were (a letter’s link)' }),
    words: z.string().nullable(),
  })
  .meta({ id: 'CustomerConsent' });

export const CustomerNoteAnswer = z
  .object({
    id: z.number().int(),
    body: z.string(),
    at: When,
    author: z.object({ id: z.number().int(), name: z.string() }).nullable().meta({ description: 'null: the author’s account is gone' }),
  })
  .meta({ id: 'CustomerNote' });
export type CustomerNoteAnswer = z.infer<typeof CustomerNoteAnswer>;

/** The account as the shopper's own profile shows it (account.ts), and what the shop holds about them. */
export const AdminCustomerAnswer = ProfileAnswer.omit({ role: true })
  .extend({
    created: When,
    erased: z.boolean().meta({ description: 'Erased (decision record 044): only what the books keep remains' }),
    subscribed: z.boolean().meta({ description: 'Whether the address is subscribed to the newsletter now' }),
    ...CustomerFigures,
    orders: z.array(AdminOrderRowAnswer).meta({ description: 'The newest 25' }),
    hasMoreOrders: z.boolean(),
    addresses: z.array(SavedAddressAnswer),
    consents: z.array(CustomerConsentAnswer).meta({ description: 'Oldest first' }),
    messages: z.array(InboxMessageAnswer).meta({ description: 'Contact messages and custom-design requests from the account’s address, newest first' }),
    notes: z.array(CustomerNoteAnswer).meta({ description: 'Newest first' }),
    tags: z.array(z.string()),
  })
  .meta({ id: 'AdminCustomer' });
export type AdminCustomerAnswer = z.infer<typeof AdminCustomerAnswer>;
