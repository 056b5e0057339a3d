/**
 * Releasing a card payment's hold (decision record 025): when the shopper cancels inside the
 * cancellation window, or money was held for an order cancelled meanwhile. Nothing is charged and
 * no fee is lost. The hold is released under the payment's row lock, with a key derived from the
 * order, so two releases at once make one request. An order cancelled before its shopper paid has
 * its hosted page closed, so it cannot be paid any more.
 */
import { DomainError } from '../../../domain/errors.ts';
import type { Db } from '../../db/client.ts';
import { appendEntry, lockPayment, providerFor, uncapturedOf } from '../payments/index.ts';
import type { OrdersConfig } from './place.ts';
import type { Actor } from './workflow.ts';

export async function voidCardPayment(db: Db, config: OrdersConfig, orderId: number, actor: Actor | null): Promise<void> {
  let close: { reference: string; expire: (reference: string) => Promise<void> } | null = null;
  await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, orderId);
    const provider = providerFor(config.paymentProviders, payment.method);
    if (!provider) return;
    const { uncaptured, captured } = await uncapturedOf(tx, payment.id);
    if (uncaptured > 0 && payment.providerPaymentId) {
      const key = `order-${orderId}-void`;
      const { reference } = await provider.void(payment.providerPaymentId, key);
      await appendEntry(
        tx,
        payment,
        { kind: 'voided', amountMinor: uncaptured, providerReference: reference, idempotencyKey: key, actorId: actor?.id ?? null },
        'conflict',
      );
    } else if (uncaptured === 0 && captured === 0 && payment.providerReference) {
      close = { reference: payment.providerReference, expire: (reference) => provider.expire(reference) };
    }
  });
  const page = close as { reference: string; expire: (reference: string) => Promise<void> } | null;
  // Closing an unpaid page is a courtesy: one that closed already, or a provider away, changes nothing here.
  if (page)
    await page.expire(page.reference).catch((error: unknown) => {
      if (!(error instanceof DomainError)) throw error;
    });
}
