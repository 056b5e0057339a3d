/** The metal choice: real radio buttons (arrow keys move between them), drawn as chips. */
export function MetalPicker({ metals, selected, onSelect }: { metals: string[]; selected: number; onSelect: (index: number) => void }) {
  if (metals.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.2em]">
        METAL: <span className="font-normal tracking-normal text-muted">{metals[selected]}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {metals.map((metal, index) => (
          <label key={metal} className="relative cursor-pointer">
            <input
              type="radio"
              name="metal"
              value={metal}
              checked={index === selected}
              onChange={() => onSelect(index)}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span className="pointer-events-none flex items-center gap-2 border border-line bg-white px-3 py-2 text-sm transition hover:border-gold peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold">
              <span aria-hidden="true" className={`h-3 w-3 rounded-full border border-black/10 ${metalSwatch(metal)}`} />
              {metal}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A dot in the metal's colour, so the chips read at a glance. */
function metalSwatch(metal: string): string {
  const name = metal.toLowerCase();
  if (name.includes('rose')) return 'bg-[#e0a995]';
  if (name.includes('white') || name.includes('silver') || name.includes('platinum')) return 'bg-[#d9d9d6]';
  if (name.includes('gold')) return 'bg-[#d9b45a]';
  return 'bg-sand';
}
