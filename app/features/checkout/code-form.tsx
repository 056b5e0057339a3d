/** A code typed and applied on the last step (a discount code, a gift card's): its field, APPLY, and the server's refusal announced under it. */
import { Button } from '../../components/ui/button';

interface Props {
  id: string;
  label: string;
  /** Whether the label is read only by screen readers (the section's heading already says it). */
  labelHidden?: boolean;
  placeholder: string;
  code: string;
  onCode: (code: string) => void;
  onApply: (event: React.FormEvent) => void;
  checking: boolean;
  /** The refusal to show under the field, or null. */
  refusal: string | null;
}

export function CodeForm({ id, label, labelHidden = false, placeholder, code, onCode, onApply, checking, refusal }: Props) {
  const errorId = `${id}-error`;
  return (
    <form onSubmit={onApply} noValidate className="mt-4">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1 block text-sm'}>
        {label}
      </label>
      <div className="flex gap-3">
        <input
          id={id}
          value={code}
          onChange={(event) => onCode(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? errorId : undefined}
          className={`block w-full border bg-white px-4 py-3 text-sm uppercase outline-none transition placeholder:normal-case placeholder:text-muted/70 focus:border-gold focus:ring-1 focus:ring-gold ${refusal ? 'border-sale' : 'border-line'}`}
        />
        <Button type="submit" variant="secondary" disabled={checking || !code.trim()} className="shrink-0">
          {checking ? 'CHECKING...' : 'APPLY'}
        </Button>
      </div>
      {refusal ? (
        <p id={errorId} role="alert" className="mt-2 text-xs text-sale">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
