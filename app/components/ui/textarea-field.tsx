import type { TextareaHTMLAttributes } from 'react';
import { controlClass, fieldAria, useFieldId, type LabelledField } from './field-control';
import { FieldShell } from './field-shell';

type TextareaFieldProps = LabelledField & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input with its hint or error, resizable in height. */
export function TextareaField({ label, registration, error, hint, optional, id: givenId, className, ...textarea }: TextareaFieldProps) {
  const id = useFieldId(givenId);
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
