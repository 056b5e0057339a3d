import type { Ref } from 'react';
import { ChevronIcon } from './icons';
import { SIZE_REQUIRED_MESSAGE } from '../../domain/cart-line.ts';

interface SizeSelectProps {
  id: string;
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  /** Shows 'Please select a size' under the box. */
  invalid: boolean;
  ref?: Ref<HTMLSelectElement>;
  compact?: boolean;
}

/** The size dropdown of a piece that comes in sizes, with its inline message. */
export function SizeSelect({ id, sizes, value, onChange, invalid, ref, compact = false }: SizeSelectProps) {
  if (sizes.length === 0) return null;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-xs font-semibold tracking-[0.2em]'}>
        SIZE
      </label>
      <div className={`relative ${compact ? '' : 'mt-3'} max-w-xs`}>
        <select
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={`w-full appearance-none border bg-white py-2.5 pl-3 pr-10 text-sm ${invalid ? 'border-sale' : 'border-line'}`}
        >
          <option value="">Select a size</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <ChevronIcon direction="down" className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-sale">
          {SIZE_REQUIRED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
