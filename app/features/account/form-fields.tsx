/**
 * Labelled form controls for the account and checkout forms: the message under a field is
 * announced and tied to it (aria-describedby), and a password can be shown while typing.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export const controlClass =
  'mt-2 block w-full border bg-white px-4 py-3 text-sm text-ink placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold';

interface ShellProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, optional, error, children }: ShellProps) {
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.15em] text-ink">
        <span className="uppercase">{label}</span>
        {optional ? <span className="ml-1 font-normal tracking-normal text-muted">(optional)</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

export function TextField({ label, registration, error, optional, ...input }: FieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} optional={optional} error={error}>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${controlClass} ${error ? 'border-sale' : 'border-line'}`}
      />
    </FieldShell>
  );
}

/** A password with a Show/Hide button; the button names the field it reveals. */
export function PasswordField({ label, registration, error, ...input }: Omit<FieldProps, 'type' | 'optional'>) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          {...input}
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${controlClass} pr-20 ${error ? 'border-sale' : 'border-line'}`}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={id}
          className="absolute inset-y-0 right-0 mt-2 flex w-16 items-center justify-center text-[11px] font-semibold tracking-[0.15em] text-muted hover:text-gold-dark"
        >
          <EyeIcon open={!shown} />
        </button>
      </div>
    </FieldShell>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" aria-hidden="true">
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="m4 4 16 16" />}
    </svg>
  );
}

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center bg-ink px-8 py-3.5 text-xs font-semibold tracking-[0.25em] text-ivory transition hover:bg-gold-dark disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center border border-ink px-6 py-3 text-xs font-semibold tracking-[0.2em] transition hover:bg-ink hover:text-ivory disabled:cursor-not-allowed disabled:opacity-60';

/** A message for people without scripts (with scripts, toasts say it). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`border px-4 py-3 text-sm ${tone === 'error' ? 'border-sale/40 bg-blush text-sale' : 'border-gold/40 bg-sand text-ink'}`}>
      {children}
    </p>
  );
}
