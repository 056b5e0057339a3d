import { MAX_PERSONALISATION_LENGTH } from '../../../domain/line.ts';

/** Optional engraving text: a name, a date or a short message, with a character counter. */
export function PersonalisationInput({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor="personalisation" className="text-xs font-semibold tracking-[0.2em]">
          PERSONALISATION <span className="font-normal tracking-normal text-muted">(optional)</span>
        </label>
        <span id="personalisation-count" className="text-xs tabular-nums text-muted">
          {value.length}/{MAX_PERSONALISATION_LENGTH}
        </span>
      </div>
      <input
        id="personalisation"
        type="text"
        value={value}
        maxLength={MAX_PERSONALISATION_LENGTH}
        onChange={(event) => onChange(event.target.value.slice(0, MAX_PERSONALISATION_LENGTH))}
        placeholder="A name, a date or a short message"
        aria-describedby="personalisation-count"
        autoComplete="off"
        className="mt-3 w-full border border-line bg-white px-3 py-2.5 text-sm placeholder:text-muted/70"
      />
    </div>
  );
}
