/**
 * Capture, on the back office's order page, while the order's card payment is authorised and not
 * yet captured: confirming the order captures too; this is for an order the shop is committed to
 * without moving it. A second click captures nothing more.
 */
import { Form } from 'react-router';
import type { AdminPaymentAnswer } from '../../../../domain/contract/admin-payments.ts';
import { formatAmount } from '../../../../domain/money.ts';
import { isManualMethod } from '../../../../domain/payment.ts';
import { Button } from '../../../components/ui/button';

export function CaptureForm({ payment, currency, busy }: { payment: AdminPaymentAnswer; currency: string; busy: boolean }) {
  if (isManualMethod(payment.method) || payment.amountAuthorized <= 0) return null;
  return (
    <Form method="post" className="mt-5 border border-line p-5">
      <input type="hidden" name="intent" value="capture" />
      <p className="text-sm">
        Authorised on the card: <strong>{formatAmount(payment.amountAuthorized, currency)}</strong>, not yet charged. Confirming the order charges it; so does
        the close of the shopper’s 24-hour window.
      </p>
      <Button type="submit" className="mt-3" disabled={busy}>
        Capture payment
      </Button>
    </Form>
  );
}
