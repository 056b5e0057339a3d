/**
 * A card order awaiting payment, on its page: "Pay now" sends the shopper to the provider's hosted
 * page (the open one, or a new one). The order page asked the provider first, so the status shown
 * beside it is the server's (order-payment.tsx).
 */
import { Form, useNavigation } from 'react-router';
import type { PaymentAnswer } from '../../../domain/contract/payments.ts';
import { isManualMethod } from '../../../domain/payment.ts';
import { CARD_HOLD_WORDS } from '../../../domain/payment-hold.ts';
import { Button } from '../../components/ui/button';

export function PayNow({ payment, orderStatus }: { payment: PaymentAnswer; orderStatus: string }) {
  const busy = useNavigation().formData?.get('intent') === 'pay';
  const awaiting = !isManualMethod(payment.method) && orderStatus === 'Pending' && (payment.status === 'awaiting_payment' || payment.status === 'failed');
  if (!awaiting) return null;
  return (
    <Form method="post" className="mt-5">
      <input type="hidden" name="intent" value="pay" />
      <p className="mb-3 text-sm text-muted">{CARD_HOLD_WORDS}</p>
      <Button type="submit" disabled={busy} block>
        {busy ? 'OPENING STRIPE...' : 'PAY NOW'}
      </Button>
    </Form>
  );
}
