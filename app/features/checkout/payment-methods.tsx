/**
 * Checkout step 3's payment choice: the methods the shop takes (GET /api/payment-methods' list,
 * loaded with the checkout), as a radio group with what each means for the shopper. With none
 * (the owner turned bank transfer off and no card provider is set up), the order cannot be placed.
 */
import { useId } from 'react';
import type { PaymentMethodAnswer } from '../../../domain/contract/payments.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';

const NO_PAYMENT_METHOD = 'This shop is not taking payments at the moment, so orders cannot be placed. Please contact us.';

interface Props {
  methods: readonly PaymentMethodAnswer[];
  selected: PaymentMethod | null;
  onSelect: (id: PaymentMethod) => void;
}

export function PaymentMethodSection({ methods, selected, onSelect }: Props) {
  const name = useId();
  return (
    <section aria-labelledby={`${name}-heading`} className="border border-line bg-white/70 p-5 sm:p-7">
      <h2 id={`${name}-heading`} className="text-2xl">
        Payment
      </h2>
      {methods.length === 0 ? (
        <p role="alert" className="mt-4 text-sm text-sale">
          {NO_PAYMENT_METHOD}
        </p>
      ) : (
        <div role="radiogroup" aria-label="Payment method" className="mt-4 space-y-3">
          {methods.map((method) => {
            const checked = method.id === selected;
            return (
              <label
                key={method.id}
                className={`flex cursor-pointer items-start gap-4 border px-4 py-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold ${checked ? 'border-gold-dark bg-sand' : 'border-line bg-white hover:border-ink'}`}
              >
                <input
                  type="radio"
                  name={name}
                  value={method.id}
                  checked={checked}
                  onChange={() => onSelect(method.id)}
                  className="mt-1 h-4 w-4 shrink-0 accent-gold-dark"
                />
                <span className="flex-1 font-medium">
                  {method.name}
                  <span className="mt-0.5 block text-xs font-normal leading-relaxed text-muted">{method.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </section>
  );
}
