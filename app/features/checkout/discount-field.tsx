/** The discount code field of the last step: WELCOME10 takes 10% off a first order; other codes are refused with the server's reason. */
import { useState } from 'react';
import { Button } from '../../components/ui/button';
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
        <form onSubmit={apply} noValidate className="mt-4">
          <label htmlFor="discount-code" className="sr-only">
            Discount code
          </label>
          <div className="flex gap-3">
            <input
              id="discount-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              placeholder="e.g. WELCOME10"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={40}
              aria-invalid={discount.refused || undefined}
              aria-describedby={discount.refused ? 'discount-code-error' : undefined}
              className={`block w-full border bg-white px-4 py-3 text-sm uppercase outline-none transition placeholder:normal-case placeholder:text-muted/70 focus:border-gold focus:ring-1 focus:ring-gold ${discount.refused ? 'border-sale' : 'border-line'}`}
            />
            <Button type="submit" variant="secondary" disabled={discount.checking || !code.trim()} className="shrink-0">
              {discount.checking ? 'CHECKING...' : 'APPLY'}
            </Button>
          </div>
          {discount.refused && discount.message ? (
            <p id="discount-code-error" role="alert" className="mt-2 text-xs text-sale">
              {discount.message}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
