/** Labelled form controls that show their error under the field and announce it to screen readers. */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHOTO_ACCEPT } from '../../../domain/schemas/contact';

const controlClass =
  'mt-2 block w-full border bg-white px-4 py-3 text-sm text-ink placeholder:text-muted/70 outline-none transition focus:border-gold focus:ring-1 focus:ring-gold';

interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

function FieldShell({ id, label, optional, hint, error, children }: FieldShellProps) {
  return (
    <div>
      <label htmlFor={id} className="text-xs font-semibold tracking-[0.15em] text-ink">
        <span className="uppercase">{label}</span>
        {optional ? <> <span className="ml-1 font-normal tracking-normal text-muted">(optional)</span></> : null}
      </label>
      {children}
      {hint && !error ? <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs text-sale" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

type TextFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  optional?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

export function TextField({ label, registration, error, hint, optional, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        {...input}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} ${error ? 'border-sale' : 'border-line'} ${className ?? ''}`}
      />
    </FieldShell>
  );
}

type TextAreaFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>;

export function TextAreaField({ label, registration, error, hint, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        {...textarea}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${controlClass} resize-y ${error ? 'border-sale' : 'border-line'}`}
      />
    </FieldShell>
  );
}

interface PhotoFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's current value (a FileList from the input), to show what was chosen. */
  value: unknown;
  error?: string;
  onClear: () => void;
}

const firstFile = (value: unknown): File | undefined =>
  typeof FileList !== 'undefined' && value instanceof FileList ? (value[0] ?? undefined) : undefined;

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** An optional photo with a preview of the chosen image and a way to take it back. */
export function PhotoField({ label, registration, value, error, onClear }: PhotoFieldProps) {
  const id = useId();
  const file = firstFile(value);
  const [preview, setPreview] = useState<string>();
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const input = useRef<HTMLInputElement | null>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
    input.current?.focus();
  };

  const hint = 'PNG, JPEG, WebP or GIF, up to 5 MB.';
  return (
    <FieldShell id={id} label={label} optional hint={hint} error={error}>
      <div className={`mt-2 flex items-center gap-4 border border-dashed bg-white p-3 ${error ? 'border-sale' : 'border-line'}`}>
        {preview ? (
          <img src={preview} alt="Chosen photo" width={56} height={56} className="h-14 w-14 shrink-0 object-cover" />
        ) : (
          <span aria-hidden="true" className="grid h-14 w-14 shrink-0 place-items-center bg-sand text-gold-dark">
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
              <rect x="3" y="5" width="18" height="14" rx="1.5" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 8" />
            </svg>
          </span>
        )}
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            {...registration}
            ref={(element) => {
              registration.ref(element);
              input.current = element;
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className="inline-block cursor-pointer bg-ink px-4 py-2 text-[11px] font-semibold tracking-[0.15em] text-ivory hover:bg-gold-dark peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold"
          >
            {file ? 'CHANGE PHOTO' : 'CHOOSE PHOTO'}
          </label>
          <p className="mt-1.5 truncate text-xs text-muted">{file ? `${file.name} · ${formatSize(file.size)}` : 'No photo chosen'}</p>
        </div>
        {file ? (
          <button type="button" onClick={clear} aria-label="Remove photo" className="shrink-0 text-xs underline underline-offset-4 hover:text-gold-dark">
            Remove
          </button>
        ) : null}
      </div>
    </FieldShell>
  );
}
