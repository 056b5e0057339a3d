import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldId } from './field-control';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** What ticking it means; a click on it ticks the box too. */
  label: ReactNode;
  /** A react-hook-form field; without it the box is a plain or controlled one. */
  registration?: UseFormRegisterReturn;
  /** Help under the label. */
  hint?: string;
};

/** A checkbox with its label beside it; the whole line is the target, and the focus ring shows on the box. */
export function Checkbox({ label, registration, hint, id: givenId, className, ...input }: CheckboxProps) {
  const id = useFieldId(givenId);
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        {...input}
        {...registration}
        aria-describedby={hint ? `${id}-hint` : input['aria-describedby']}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-gold-dark disabled:cursor-not-allowed"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm text-ink">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
