import { IN_STOCK_LABEL, activeChips, clearFilters, removeChip, type FilterChip, type ListingState } from '../../../domain/listing-url.ts';
import { formatMoney, minorUnitsPerMajor } from '../../../domain/money.ts';
import { CloseIcon } from '../../components/icons';
import { useShop } from '../../lib/root-data';

function useChipLabel() {
  const { currency } = useShop();
  const money = (major: number) => formatMoney(Math.round(major * minorUnitsPerMajor(currency)), currency);
  return (chip: FilterChip) => {
    if (chip.kind === 'value') return chip.value;
    if (chip.kind === 'in-stock') return IN_STOCK_LABEL;
    if (chip.minPrice !== undefined && chip.maxPrice !== undefined) return `${money(chip.minPrice)} – ${money(chip.maxPrice)}`;
    return chip.minPrice !== undefined ? `From ${money(chip.minPrice)}` : `Up to ${money(chip.maxPrice ?? 0)}`;
  };
}

/** The filters in force, each with its own remove button, and 'Clear all'. */
export function ActiveFilters({ state, onChange }: { state: ListingState; onChange: (next: ListingState) => void }) {
  const label = useChipLabel();
  const chips = activeChips(state);
  if (chips.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2" aria-label="Active filters" role="group">
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <button
            key={chip.kind === 'value' ? `${chip.param}:${chip.value}` : chip.kind}
            type="button"
            onClick={() => onChange(removeChip(state, chip))}
            aria-label={`Remove ${text}`}
            className="inline-flex items-center gap-2 border border-line bg-white px-3 py-1.5 text-xs tracking-wide hover:border-ink"
          >
            {text}
            <CloseIcon className="h-3.5 w-3.5" />
          </button>
        );
      })}
      <button
        type="button"
        onClick={() => onChange(clearFilters(state))}
        className="px-2 py-1.5 text-xs font-semibold tracking-[0.15em] text-gold-dark underline-offset-4 hover:underline"
      >
        Clear all
      </button>
    </div>
  );
}
