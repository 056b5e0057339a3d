import type { Ref } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { ChevronIcon } from './icons';
import { laterSizeOffered, SIZE_REQUIRED_MESSAGE } from '../../domain/cart-line.ts';
import type { Variant } from '../../domain/catalog.ts';
import { sizeWords } from '../../domain/line-words.ts';
import { ringSizeOfLabel, SIZE_LATER, SIZE_SYSTEMS, SIZE_SYSTEM_NAMES } from '../../domain/ring-sizes.ts';
import { useSizeSystem } from '../lib/root-data';
import { useHydrated } from '../lib/use-hydrated';

/** What the picker says of ordering a ring without a size (decision record 057). */
const SIZE_LATER_CHOICE = "I don't know my size: send me a free sizer";

interface SizeSelectProps {
  id: string;
  sizes: string[];
  value: string;
  onChange: (size: string) => void;
  /** Shows 'Please select a size' under the box. */
  invalid: boolean;
  ref?: Ref<HTMLSelectElement>;
  compact?: boolean;
  /**
   * The product page's piece: a ring's picker shows the systems to choose from and the size guide's
   * link, and a made-to-order ring offers "I don't know my size".
   */
  piece?: Pick<Variant, 'sizes' | 'madeToOrder'>;
}

/**
 * The size dropdown of a piece that comes in sizes, with its inline message. A ring's sizes read in
 * the shopper's system and the workshop's millimetres ("UK N½ · 54.4 mm").
 */
export function SizeSelect({ id, sizes, value, onChange, invalid, ref, compact = false, piece }: SizeSelectProps) {
  const system = useSizeSystem();
  if (sizes.length === 0) return null;
  const errorId = `${id}-error`;
  const rings = sizes.some((label) => ringSizeOfLabel(label) !== null);
  const later = piece !== undefined && laterSizeOffered(piece);
  return (
    <div>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-xs font-semibold tracking-[0.2em]'}>
        {rings ? 'RING SIZE' : 'SIZE'}
      </label>
      <div className={`relative ${compact ? '' : 'mt-3'} max-w-xs`}>
        <select
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={`w-full appearance-none border bg-white py-2.5 pl-3 pr-10 text-sm ${invalid ? 'border-sale' : 'border-line'}`}
        >
          <option value="">Select a size</option>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {sizeWords(size, system)}
            </option>
          ))}
          {later ? <option value={SIZE_LATER}>{SIZE_LATER_CHOICE}</option> : null}
        </select>
        <ChevronIcon direction="down" className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" />
      </div>
      {invalid ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-sale">
          {SIZE_REQUIRED_MESSAGE}
        </p>
      ) : null}
      {rings && piece ? <SizeSystemChooser /> : null}
      {value === SIZE_LATER ? (
        <p className="mt-2 max-w-md text-sm text-muted">
          We post you a free ring sizer; your order waits until you tell us your size from your order page or the link we e-mail you.
        </p>
      ) : null}
    </div>
  );
}

/** The systems a ring's sizes may be shown in: a choice posts to /size-system and is remembered. */
function SizeSystemChooser() {
  const system = useSizeSystem();
  const fetcher = useFetcher<{ ok: boolean }>();
  const hydrated = useHydrated();
  const location = useLocation();
  const pending = fetcher.formData?.get('system');
  const chosen = typeof pending === 'string' ? pending : system;
  return (
    <form method="post" action="/size-system" className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor="size-system">Sizing system</label>
      <select
        id="size-system"
        name="system"
        value={chosen}
        onChange={(event) => fetcher.submit({ system: event.currentTarget.value }, { method: 'post', action: '/size-system' })}
        className="border border-line bg-white px-2 py-1"
      >
        {SIZE_SYSTEMS.map((option) => (
          <option key={option} value={option}>
            {`${option} (${SIZE_SYSTEM_NAMES[option]})`}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <>
          <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="border border-ink px-2 py-1 text-xs font-semibold tracking-[0.15em]">
            UPDATE
          </button>
        </>
      )}
      <a href="#size-guide" className="text-gold-dark underline underline-offset-4">
        Size guide
      </a>
    </form>
  );
}
