import type { ReactNode } from 'react';
import { errorId, hintId } from './field-control';

export interface FieldShellProps {
  /** The control's id: the label points at it, and the hint and error take their ids from it. */
  id: string;
  label: string;
  /** Adds '(optional)' after the label. */
  optional?: boolean;
  /** Keeps the label for screen readers only, where the context already says what the field is. */
  hideLabel?: boolean;
  /** Help under the field, replaced by the error while there is one. */
  hint?: string;
  /** The field's message; announced as it appears. */
  error?: string;
  children: ReactNode;
}

/** A form field's frame: its label above the control, its hint or error below. */
export function FieldShell({ id, label, optional, hideLabel, hint, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-xs font-semibold tracking-[0.2em] text-ink'}>
        <span className="uppercase">{label}</span>
        {optional ? (
          <>
            {' '}
            <span className="font-normal tracking-normal text-muted">(optional)</span>
          </>
        ) : null}
      </label>
      <div className={hideLabel ? undefined : 'mt-2'}>{children}</div>
      {hint && !error ? (
        <p id={hintId(id)} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId(id)} role="alert" className="mt-1.5 text-xs text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
