import type { ReactNode } from 'react';
import { Checkbox } from './checkbox';
import { useFieldId } from './field-control';

interface CheckboxOption {
  value: string;
  label: ReactNode;
}

interface CheckboxGroupProps {
  /** The group's name, read out before each box. */
  legend: string;
  options: readonly CheckboxOption[];
  /** The ticked values, in any order. */
  value: readonly string[];
  /** The ticked values in the order of `options`. */
  onChange: (value: string[]) => void;
  /** Adds '(optional)' after the legend. */
  optional?: boolean;
  hint?: string;
  error?: string;
  /** Shown instead of the boxes when there are no options. */
  empty?: ReactNode;
  /** Columns from the small breakpoint up; one column on a phone. */
  columns?: 1 | 2 | 3 | 4;
  /** A quieter legend, for a group inside a larger one. */
  quiet?: boolean;
  /** Short labels (sizes, say): several columns on a phone too, more on wider screens. */
  short?: boolean;
}

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-3 lg:grid-cols-4' } as const;

/**
 * A set of checkboxes for picking several values of a list: a fieldset whose legend names it, its
 * hint or error below the legend (the error announced as it appears and tied to the group).
 */
export function CheckboxGroup({ legend, options, value, onChange, optional, hint, error, empty, columns = 3, quiet, short }: CheckboxGroupProps) {
  const id = useFieldId(undefined);
  const ticked = new Set(value);
  const toggle = (option: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => next.has(entry)));
  };
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={quiet ? 'text-sm text-muted' : 'text-xs font-semibold tracking-[0.2em] text-ink uppercase'}>
        {legend}
        {optional ? <span className="font-normal tracking-normal text-muted normal-case"> (optional)</span> : null}
      </legend>
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-xs text-sale">
          {error}
        </p>
      ) : null}
      {options.length === 0 ? (
        <div className="mt-3 text-sm text-muted">{empty}</div>
      ) : (
        <div className={`mt-3 grid gap-x-6 gap-y-2 ${short ? 'grid-cols-3 sm:grid-cols-4 lg:grid-cols-6' : COLUMNS[columns]}`}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              value={option.value}
              checked={ticked.has(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
