import { useId, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, fieldAria } from './field-control';
import { FieldShell } from './field-shell';

type TextareaFieldProps = {
  label: string;
  /** A react-hook-form field; without it the textarea is a plain one (give it a `name`). */
  registration?: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** Defaults to a generated one. */
  id?: string;
} & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input with its hint or error, resizable in height. */
export function TextareaField({ label, registration, error, hint, optional, id: givenId, className, ...textarea }: TextareaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        id={id}
        {...textarea}
        {...registration}
        {...fieldAria(id, { hint, error })}
        className={`${controlClass(Boolean(error))} resize-y ${className ?? ''}`}
      />
    </FieldShell>
  );
}
