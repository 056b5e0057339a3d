import { useState } from 'react';
import { EyeIcon } from '../icons';
import { controlClass, fieldAria, useFieldId } from './field-control';
import { FieldShell } from './field-shell';
import type { TextFieldProps } from './text-field';

/** A password that can be shown while typing; the Show/Hide button names the field it reveals. */
export function PasswordField({ label, registration, error, hint, id: givenId, className, ...input }: Omit<TextFieldProps, 'type' | 'optional'>) {
  const id = useFieldId(givenId);
  const [shown, setShown] = useState(false);
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          {...input}
          {...registration}
          {...fieldAria(id, { hint, error })}
          className={`${controlClass(Boolean(error))} pr-14 ${className ?? ''}`}
        />
        <button
          type="button"
          onClick={() => setShown((value) => !value)}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          aria-controls={id}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center text-muted hover:text-gold-dark"
        >
          <EyeIcon crossed={shown} className="h-5 w-5" />
        </button>
      </div>
    </FieldShell>
  );
}
