import { useState, type FormEvent } from 'react';
import type { Variant } from '../../../domain/catalog.ts';
import { MAX_POSTAL_CODE_LENGTH, POSTAL_CODE_PROMPT, checkDelivery, deliveryWorkingDays, type DeliveryCheckResult } from '../../../domain/delivery-estimate.ts';
import { formatMoney } from '../../../domain/money.ts';
import { STOCK_MESSAGES } from '../../../domain/stock.ts';
import { useShop } from '../../lib/root-data';
import type { ShippingOption } from './product.server';

/**
 * The postal code check: an estimate of the latest delivery (the piece's lead time when
 * it is made to order, then the longest shipping time), worked out in the browser from the
 * shopper's today when they press Check, so the server's HTML never holds a date.
 */
export function DeliveryCheck({ variant, shipping }: { variant: Pick<Variant, 'madeToOrder' | 'leadTime'>; shipping: ShippingOption[] }) {
  const { currency } = useShop();
  const [postalCode, setPostalCode] = useState('');
  const [result, setResult] = useState<DeliveryCheckResult | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const workingDays = deliveryWorkingDays(
      variant,
      shipping.map((option) => option.maxDays),
    );
    setResult(checkDelivery(postalCode, new Date(), workingDays));
  };

  return (
    <section aria-labelledby="delivery-heading" className="border border-line bg-white/60 p-4">
      <h2 id="delivery-heading" className="font-sans text-xs font-semibold tracking-[0.2em]">
        DELIVERY
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex max-w-sm">
        <label htmlFor="postal-code" className="sr-only">
          Postal code
        </label>
        <input
          id="postal-code"
          name="postal-code"
          type="text"
          value={postalCode}
          onChange={(event) => setPostalCode(event.target.value)}
          maxLength={MAX_POSTAL_CODE_LENGTH}
          placeholder="Postal code"
          autoComplete="postal-code"
          aria-invalid={result?.ok === false || undefined}
          aria-describedby="delivery-message"
          className={`min-w-0 flex-1 border bg-white px-3 py-2 text-sm ${result?.ok === false ? 'border-sale' : 'border-line'}`}
        />
        <button type="submit" className="border border-l-0 border-ink bg-ink px-5 text-xs font-semibold tracking-[0.2em] text-ivory hover:bg-gold-dark">
          CHECK
        </button>
      </form>
      <p id="delivery-message" aria-live="polite" className={`mt-2 text-sm ${result === null ? 'text-muted' : result.ok ? 'text-ink' : 'text-sale'}`}>
        {result?.message ?? POSTAL_CODE_PROMPT}
      </p>
      <ul className="mt-3 space-y-1 border-t border-line pt-3 text-xs text-muted">
        <li>{variant.madeToOrder ? `${STOCK_MESSAGES.madeToOrder(variant.leadTime)}.` : `${STOCK_MESSAGES.readyToShip}.`}</li>
        {shipping.map((option) => (
          <li key={option.name}>
            {option.name} delivery, {option.deliveryText}: {formatMoney(option.priceMinor, currency)}
          </li>
        ))}
      </ul>
    </section>
  );
}
