import { useId } from 'react';
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';

interface QuantityStepperProps {
  value: number;
  /** Minus is disabled at `min`. A cart line uses 0: minus at 1 is how the line is removed. */
  min?: number;
  /** Plus is disabled at `max`. */
  max?: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /**
   * The piece the stepper counts, where several stand together (a cart row): the buttons read
   * "Decrease quantity of {itemName}" and the count "Quantity {n}". Without it, a visible
   * "Quantity" label names the stepper and its buttons read "Decrease quantity".
   */
  itemName?: string;
}

const buttonClass =
  'grid h-11 w-11 place-items-center text-lg leading-none transition hover:bg-sand disabled:cursor-not-allowed disabled:text-line disabled:hover:bg-transparent';

/** Minus, the quantity, plus. The count is announced as it changes. */
export function QuantityStepper({ value, min = 1, max = MAX_LINE_QUANTITY, onDecrement, onIncrement, itemName }: QuantityStepperProps) {
  const id = useId();
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <div className="inline-flex items-center gap-4">
      {itemName ? null : (
        <label htmlFor={id} className="text-xs font-semibold tracking-[0.2em] uppercase">
          Quantity
        </label>
      )}
      <div className="inline-flex items-center border border-line bg-white">
        <button type="button" onClick={onDecrement} disabled={value <= min} aria-label={`Decrease quantity${of}`} className={buttonClass}>
          <span aria-hidden="true">−</span>
        </button>
        <output id={id} aria-live="polite" data-testid="quantity" className="w-10 text-center text-sm tabular-nums">
          {itemName ? <span className="sr-only">Quantity </span> : null}
          {value}
        </output>
        <button type="button" onClick={onIncrement} disabled={value >= max} aria-label={`Increase quantity${of}`} className={buttonClass}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
