/** The discount code field of the last step: WELCOME10 takes 10% off a first order; other codes are refused with the server's reason. */
import { useState } from 'react';
import { CodeForm } from './code-form';
import type { DiscountState } from './use-discount';

export function DiscountField({ discount }: { discount: DiscountState }) {
  const [code, setCode] = useState('');
  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim()) discount.apply(code);
  };
  return (
    <section aria-label="Discount code" className="border border-line bg-white/70 p-5 sm:p-7">
      <h2 className="text-2xl">Discount code</h2>
      {discount.applied ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p role="status" className="text-emerald-700">
            {discount.message}
          </p>
          <button type="button" onClick={discount.remove} className="text-sm underline underline-offset-4 hover:text-sale">
            Remove code
          </button>
        </div>
      ) : (
        <CodeForm
          id="discount-code"
          label="Discount code"
          labelHidden
          placeholder="e.g. WELCOME10"
          code={code}
          onCode={setCode}
          onApply={apply}
          checking={discount.checking}
          refusal={discount.refused && discount.message ? discount.message : null}
        />
      )}
    </section>
  );
}
