/** SPECIAL INSTRUCTIONS FOR SELLER: kept in this browser and sent with the order. */
import { MAX_INSTRUCTIONS_LENGTH } from '../../../domain/checkout.ts';
import { controlClass } from '../../components/ui/field-control';
import { instructionsStore } from './instructions-store';

export function SpecialInstructions() {
  const value = instructionsStore.use() ?? '';
  return (
    <div>
      <label htmlFor="special-instructions" className="text-xs font-semibold tracking-[0.2em]">
        SPECIAL INSTRUCTIONS FOR SELLER
      </label>
      <textarea
        id="special-instructions"
        value={value}
        onChange={(event) => instructionsStore.write(event.target.value === '' ? null : event.target.value)}
        maxLength={MAX_INSTRUCTIONS_LENGTH}
        rows={4}
        placeholder="A note for our workshop: a font for the engraving, a delivery wish…"
        aria-describedby="special-instructions-hint"
        className={`${controlClass(false)} mt-2 resize-y`}
      />
      <p id="special-instructions-hint" className="mt-1.5 text-xs text-muted">
        Sent with your order. {value.length}/{MAX_INSTRUCTIONS_LENGTH}
      </p>
    </div>
  );
}
