import type { SelectHTMLAttributes } from 'react';
import { controlClass, fieldAria, useFieldId, type LabelledField } from './field-control';
import { FieldShell } from './field-shell';

type SelectFieldProps = LabelledField &
  SelectHTMLAttributes<HTMLSelectElement> & {
    /** Keeps the label for screen readers only, where the context already says what the field is. */
    hideLabel?: boolean;
  };

/** A labelled drop-down list with its hint or error; its options are the children. `className` styles the select. */
export function SelectField({ label, registration, error, hint, optional, hideLabel, id: givenId, className, children, ...select }: SelectFieldProps) {
  const id = useFieldId(givenId);
  return (
    <FieldShell id={id} label={label} optional={optional} hideLabel={hideLabel} hint={hint} error={error}>
      <select id={id} {...select} {...registration} {...fieldAria(id, { hint, error })} className={`${controlClass(Boolean(error))} ${className ?? ''}`}>
        {children}
      </select>
    </FieldShell>
  );
}
