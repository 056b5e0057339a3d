import type { InputHTMLAttributes } from 'react';
import { controlClass, fieldAria, useFieldId, type LabelledField } from './field-control';
import { FieldShell } from './field-shell';

export type TextFieldProps = LabelledField & InputHTMLAttributes<HTMLInputElement>;

/** A labelled one-line input with its hint or error. `className` styles the input. */
export function TextField({ label, registration, error, hint, optional, id: givenId, className, ...input }: TextFieldProps) {
  const id = useFieldId(givenId);
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input id={id} {...input} {...registration} {...fieldAria(id, { hint, error })} className={`${controlClass(Boolean(error))} ${className ?? ''}`} />
    </FieldShell>
  );
}
