/**
 * Checkout step 3's last block, after the payment choice at every width: how the shopper pays
 * ("Paying by Bank transfer"), a refusal if the order was not placed, the newsletter's box (never
 * ticked for the shopper, GDPR Art. 7), ORDER NOW, and where the confirmation goes.
 */
import { currentWords } from '../../../domain/consent.ts';
import type { PaymentMethodAnswer } from '../../../domain/contract/payments.ts';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';

interface Props {
  payment: PaymentMethodAnswer | null;
  problem: string | null;
  placing: boolean;
  priceChanged: boolean;
  ready: boolean;
  user: { email: string; emailVerified: boolean };
  newsletter: boolean;
  onNewsletter: (ticked: boolean) => void;
  onOrder: () => void;
}

export function PlaceOrder({ payment, problem, placing, priceChanged, ready, user, newsletter, onNewsletter, onOrder }: Props) {
  const words = currentWords('newsletter');
  return (
    <section aria-label="Place your order" className="border border-line bg-sand/60 p-5 sm:p-7">
      {problem ? (
        <p role="alert" className="mb-4 text-sm text-sale">
          {problem}
        </p>
      ) : null}
      {payment ? (
        <p className="mb-3 text-center text-sm" data-testid="paying-by">
          Paying by <strong>{payment.name}</strong>
        </p>
      ) : null}
      <Checkbox
        className="mb-4"
        label={`Send me the newsletter: ${words.headline}`}
        hint={words.detail}
        checked={newsletter}
        disabled={placing}
        onChange={(event) => onNewsletter(event.target.checked)}
      />
      <Button block onClick={onOrder} disabled={!ready || placing}>
        {placing ? 'PLACING ORDER...' : priceChanged ? 'CONFIRM NEW TOTAL' : 'ORDER NOW'}
      </Button>
      <p className="mt-3 text-center text-xs text-muted">
        {user.emailVerified ? `We e-mail your confirmation to ${user.email}.` : 'Confirm your e-mail address to receive order e-mails.'} You can cancel within
        24 hours.
      </p>
    </section>
  );
}
