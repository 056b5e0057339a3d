import type { ReactNode } from 'react';
import { useFieldId } from './field-control';

interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A line under the label. */
  hint?: ReactNode;
}

interface RadioGroupProps<T extends string> {
  /** The question the choice answers, read out before each option. */
  legend: string;
  /** The radio buttons' shared name (one group per name on a page). */
  name: string;
  options: readonly RadioOption<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  /** Side by side from the small breakpoint up (short options), else one under another. */
  inline?: boolean;
}

/** One choice among a few, as native radio buttons (arrow keys move between them) in a fieldset with its legend. */
export function RadioGroup<T extends string>({ legend, name, options, value, onChange, error, inline }: RadioGroupProps<T>) {
  const id = useFieldId(undefined);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-xs font-semibold tracking-[0.2em] text-ink uppercase">{legend}</legend>
      <div className={`mt-3 grid gap-2 ${inline ? 'sm:flex sm:flex-wrap sm:gap-x-6' : ''}`}>
        {options.map((option) => (
          <div key={option.value} className="flex items-start gap-3">
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-${option.value}-hint` : undefined}
              className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-gold-dark"
            />
            <div>
              <label htmlFor={`${id}-${option.value}`} className="cursor-pointer text-sm">
                {option.label}
              </label>
              {option.hint ? (
                <p id={`${id}-${option.value}-hint`} className="text-xs text-muted">
                  {option.hint}
                </p>
              ) : null}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-xs text-sale">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
