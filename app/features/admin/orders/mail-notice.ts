/**
 * What the order page's forms say about the shopper's e-mail, agreeing with what the server does:
 * the e-mail goes to the account's address once it is confirmed or the order paid
 * (`account.emailed`, server/services/orders/order-mail.ts orderMailRecipient), never otherwise.
 */
import type { AdminOrderAnswer } from '../../../../domain/contract/admin-orders.ts';

export function shopperMailNotice(account: AdminOrderAnswer['account']): string {
  if (!account) return 'The shopper has no account to e-mail: they see the change on their order page.';
  if (account.emailed) return `The shopper is e-mailed at ${account.email}.`;
  return `The shopper’s address ${account.email} is not confirmed: they are not e-mailed, but see the change on their order page.`;
}
