import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, fieldAria } from './field-control';
import { FieldShell } from './field-shell';

export type TextFieldProps = {
  label: string;
  /** A react-hook-form field; without it the input is a plain one (give it a `name`). */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Defaults to a generated one. */
  id?: string;
} & InputHTMLAttributes<HTMLInputElement>;

/** A labelled one-line input with its hint or error. `className` styles the input. */
export function TextField({ label, registration, error, hint, optional, id: givenId, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input id={id} {...input} {...registration} {...fieldAria(id, { hint, error })} className={`${controlClass(Boolean(error))} ${className ?? ''}`} />
    </FieldShell>
  );
}
