/** A quantity with minus and plus: never below 1, never above `max`. */
import { useId } from 'react';

export function QuantityStepper({ value, max, onChange }: { value: number; max: number; onChange: (quantity: number) => void }) {
  const id = useId();
  const button = 'grid h-11 w-11 place-items-center text-lg transition hover:bg-sand disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent';
  return (
    <div className="flex items-center gap-4">
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.2em] uppercase">Quantity</label>
      <div className="flex items-center border border-line">
        <button type="button" onClick={() => onChange(value - 1)} disabled={value <= 1} aria-label="Decrease quantity" className={button}>
          <span aria-hidden>−</span>
        </button>
        <output id={id} aria-live="polite" className="w-10 text-center text-sm tabular-nums">{value}</output>
        <button type="button" onClick={() => onChange(value + 1)} disabled={value >= max} aria-label="Increase quantity" className={button}>
          <span aria-hidden>+</span>
        </button>
      </div>
    </div>
  );
}
