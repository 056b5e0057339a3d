/**
 * What the orders module does when a provider's state says so (decision records 025 and 034): the
 * payments module makes the provider's state true in the ledger (from a webhook, the return page
 * or the reconciliation) and calls these hooks. A page that expired unpaid cancels its order and
 * releases its pieces; a refund made in the provider's own dashboard is mailed to the shopper, in
 * the transaction that wrote it; a refund the provider answered only after staff gave up waiting
 * is audited and mailed as staff's own.
 */
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliverMail } from '../mail/index.ts';
import { reconcilePayments, receiveWebhook, type StateHooks } from '../payments/index.ts';
import { queueProviderRefundMail, refundWritten } from './money.ts';
import type { OrdersConfig } from './place.ts';
import { cancelUnpaidOrder } from './unpaid.ts';

export function stateHooks(db: Db, config: OrdersConfig): StateHooks {
  return {
    expiredUnpaid: (orderId) => cancelUnpaidOrder(db, config, orderId, 'expired'),
    async refundedAtProvider(tx: DbOrTx, orderId: number, amountMinor: number) {
      const mailId = await queueProviderRefundMail(tx, config, orderId, amountMinor);
      return mailId === undefined ? undefined : () => deliverMail(db, config, mailId);
    },
  };
}

/**
 * A provider's webhook (POST /api/webhooks/{provider}): its signature checked by the provider (400
 * when missing, wrong or stale), its id stored once, its payment's state read from the provider and
 * made true here.
 */
export function receivePaymentWebhook(
  db: Db,
  config: OrdersConfig,
  provider: string,
  request: { rawBody: string; header: (name: string) => string | undefined },
): Promise<'applied' | 'repeat' | 'ignored'> {
  return receiveWebhook(db, config, stateHooks(db, config), provider, request);
}

/** The reconciliation's run (at start and every few minutes): answers how many payments it looked into. */
export function reconcileCardPayments(db: Db, config: OrdersConfig, options: { olderThanMs?: number; limit?: number } = {}): Promise<number> {
  return reconcilePayments(db, config, { ...stateHooks(db, config), refunded: refundWritten(config) }, options);
}
