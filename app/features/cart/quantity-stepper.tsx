import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';

/** Minus, the quantity, plus: minus at 1 removes the line. */
export function QuantityStepper({ title, quantity, onDecrement, onIncrement }: { title: string; quantity: number; onDecrement: () => void; onIncrement: () => void }) {
  const buttonClass = 'flex h-9 w-9 items-center justify-center text-lg leading-none transition hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center border border-line bg-white">
      <button type="button" onClick={onDecrement} aria-label={`Decrease quantity of ${title}`} className={buttonClass}>
        −
      </button>
      <span className="w-9 text-center text-sm tabular-nums" data-testid="quantity">
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <button type="button" onClick={onIncrement} disabled={quantity >= MAX_LINE_QUANTITY} aria-label={`Increase quantity of ${title}`} className={buttonClass}>
        +
      </button>
    </div>
  );
}
