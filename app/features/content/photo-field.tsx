/** An optional photo for the contact and design forms, with a preview of the chosen image and a way to take it back. */
import { useEffect, useId, useMemo, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PHOTO_ACCEPT } from '../../../domain/contact.ts';
import { fieldAria } from '../../components/ui/field-control';
import { FieldShell } from '../../components/ui/field-shell';

interface PhotoFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's current value (a FileList from the input), to show what was chosen. */
  value: unknown;
  error?: string;
  onClear: () => void;
}

const HINT = 'PNG, JPEG, WebP or GIF, up to 5 MB.';

const firstFile = (value: unknown): File | undefined => (typeof FileList !== 'undefined' && value instanceof FileList ? (value[0] ?? undefined) : undefined);

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function PhotoField({ label, registration, value, error, onClear }: PhotoFieldProps) {
  const id = useId();
  const file = firstFile(value);
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : undefined), [file]);
  // The preview's address holds the file in memory until it is given back.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const input = useRef<HTMLInputElement | null>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
    input.current?.focus();
  };

  return (
    <FieldShell id={id} label={label} optional hint={HINT} error={error}>
      <div className={`flex items-center gap-4 border border-dashed bg-white p-3 ${error ? 'border-sale' : 'border-line'}`}>
        {preview ? (
          <img src={preview} alt={`Preview of ${file?.name ?? 'your file'}`} width={56} height={56} className="h-14 w-14 shrink-0 object-cover" />
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
            {...fieldAria(id, { hint: HINT, error })}
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
