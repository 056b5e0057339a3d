/**
 * The back office's customer pages, bound to the request's load context (decision record 045):
 * the list, one customer, and the customer page's forms. The pages receive what
 * `/api/admin/customers` answers (domain/contract/customer.ts), made by the same presenters.
 */
import type { AppLoadContext } from 'react-router';
import type { PublicUser } from '../../../domain/schemas/account.ts';
import type { AdminCustomerQuery, CustomerPageForm } from '../../../domain/schemas/admin-customers.ts';
import { STORE_CREDIT_MESSAGES } from '../../../domain/contract/store-credit.ts';
import { toMinor } from '../../../domain/money.ts';
import * as customers from '../../../server/services/customers/index.ts';
import { changeStoreCredit, customerStoreCredit } from '../../../server/services/payments/index.ts';

export async function listCustomers(context: AppLoadContext, query: AdminCustomerQuery) {
  const { customers: rows, hasMore } = await customers.listCustomers(context.db, query);
  return { customers: rows.map((row) => customers.presentCustomerRow(row, context.config.currency)), hasMore };
}

/** One customer; a missing one is the page's 404 (through the loader's forLoader). */
export async function loadCustomer(context: AppLoadContext, id: number) {
  return customers.presentCustomer(await customers.getCustomer(context.db, id), context.config.currency);
}

/** The customer's store credit panel: the history, and a key for its form (one per form shown). */
export async function loadCustomerStoreCredit(context: AppLoadContext, id: number) {
  return { credit: await customerStoreCredit(context.db, id, context.config.currency), formKey: crypto.randomUUID() };
}

/** The use case of the page's form, and what the page then says. */
export async function runCustomerForm(context: AppLoadContext, id: number, form: CustomerPageForm, actor: PublicUser): Promise<string> {
  switch (form.intent) {
    case 'note':
      await customers.addCustomerNote(context.db, id, form.note, actor);
      return 'Note added.';
    case 'add-tag':
      await customers.addCustomerTag(context.db, id, form.tag, actor);
      return `Tagged “${form.tag}”.`;
    case 'remove-tag':
      await customers.removeCustomerTag(context.db, id, form.tag, actor);
      return `Tag “${form.tag}” removed.`;
    case 'store-credit': {
      const { currency } = context.config;
      const change = { kind: form.kind, amountMinor: toMinor(form.amount, currency), reason: form.reason, idempotencyKey: form.idempotencyKey, currency };
      await changeStoreCredit(context.db, id, change, actor);
      return STORE_CREDIT_MESSAGES[form.kind];
    }
  }
}
