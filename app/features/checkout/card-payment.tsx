/**
 * A card order's payment on its page: its status as the server knows it (having asked the card
 * provider when the ledger still said nothing was paid), and while the order awaits payment, "Pay
 * now", which sends the shopper to the provider's hosted page (the open one, or a new one).
 */
import { Form, useNavigation } from 'react-router';
import type { PaymentAnswer } from '../../../domain/contract/payments.ts';
import { PAYMENT_STATUS_LABELS } from '../../../domain/payment.ts';
import { Button } from '../../components/ui/button';

export function CardPayment({ payment, orderStatus }: { payment: PaymentAnswer; orderStatus: string }) {
  const busy = useNavigation().formData?.get('intent') === 'pay';
  if (payment.method === 'bank_transfer') return null;
  const awaiting = orderStatus === 'Pending' && (payment.status === 'awaiting_payment' || payment.status === 'failed');
  return (
    <div className="border border-line p-6 sm:p-7">
      <p className="text-sm">
        Card payment: <span data-testid="card-payment-status">{PAYMENT_STATUS_LABELS[payment.status]}</span>
      </p>
      {awaiting ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="pay" />
          <p className="mb-3 text-sm text-muted">Your order is reserved for a short while. Pay on Stripe’s secure page to complete it.</p>
          <Button type="submit" disabled={busy}>
            {busy ? 'OPENING STRIPE...' : 'Pay now'}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
