import { useId, useState } from 'react';
import { formatMoney, minorUnitsPerMajor } from '../../../domain/money.ts';
import { useShop } from '../../lib/root-data';

/** Text for a price box: whole amounts without decimals. */
const show = (value: number | undefined) => (value === undefined ? '' : String(value));

function parse(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * Each range is as tall as the slider (24 px) and its thumb 20 px across: a target a finger can
 * take (WCAG 2.2's target size, 2.5.8, asks 24 px). The track lets taps through to the thumbs only.
 */
const thumb =
  'pointer-events-none absolute inset-x-0 top-1/2 h-6 w-full -translate-y-1/2 appearance-none bg-transparent ' +
  '[&::-webkit-slider-thumb]:pointer-events-auto [&::-webkit-slider-thumb]:h-5 [&::-webkit-slider-thumb]:w-5 [&::-webkit-slider-thumb]:cursor-pointer ' +
  '[&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-gold-dark ' +
  '[&::-webkit-slider-thumb]:bg-ivory [&::-moz-range-thumb]:pointer-events-auto [&::-moz-range-thumb]:h-5 [&::-moz-range-thumb]:w-5 ' +
  '[&::-moz-range-thumb]:cursor-pointer [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2 [&::-moz-range-thumb]:border-gold-dark [&::-moz-range-thumb]:bg-ivory';

/**
 * The price filter: two boxes and a two-thumb slider over the prices the other filters leave, in
 * the shop currency's major units. A thumb at its end of the track means no bound on that side.
 */
export function PriceRange({
  boundsMinor,
  minPrice,
  maxPrice,
  onChange,
}: {
  boundsMinor: { minMinor: number; maxMinor: number };
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (minPrice: number | undefined, maxPrice: number | undefined) => void;
}) {
  const { currency } = useShop();
  const perMajor = minorUnitsPerMajor(currency);
  const low = Math.floor(boundsMinor.minMinor / perMajor);
  const high = Math.max(low, Math.ceil(boundsMinor.maxMinor / perMajor));
  const id = useId();
  const [minText, setMinText] = useState(show(minPrice));
  const [maxText, setMaxText] = useState(show(maxPrice));

  // Keep the boxes in step when the bounds change elsewhere (a chip removed, Back), but leave a
  // half-typed value alone while it still means the same number.
  const [seen, setSeen] = useState({ minPrice, maxPrice });
  if (seen.minPrice !== minPrice || seen.maxPrice !== maxPrice) {
    setSeen({ minPrice, maxPrice });
    if (parse(minText) !== minPrice) setMinText(show(minPrice));
    if (parse(maxText) !== maxPrice) setMaxText(show(maxPrice));
  }

  const sliderMin = Math.min(Math.max(minPrice ?? low, low), high);
  const sliderMax = Math.max(Math.min(maxPrice ?? high, high), sliderMin);
  const money = (major: number) => formatMoney(major * perMajor, currency);

  return (
    <div className="space-y-5">
      <PriceSlider
        low={low}
        high={high}
        from={sliderMin}
        to={sliderMax}
        valueText={money}
        onFrom={(value) => onChange(value <= low ? undefined : value, maxPrice)}
        onTo={(value) => onChange(minPrice, value >= high ? undefined : value)}
      />
      <div className="flex items-end gap-3">
        <PriceBox
          id={`${id}-min`}
          label="Minimum price"
          short="Min"
          name="minPrice"
          text={minText}
          placeholder={String(low)}
          onText={(text) => {
            setMinText(text);
            onChange(parse(text), maxPrice);
          }}
        />
        <span className="pb-2 text-muted" aria-hidden="true">
          –
        </span>
        <PriceBox
          id={`${id}-max`}
          label="Maximum price"
          short="Max"
          name="maxPrice"
          text={maxText}
          placeholder={String(high)}
          onText={(text) => {
            setMaxText(text);
            onChange(minPrice, parse(text));
          }}
        />
      </div>
      <p className="text-xs text-muted">
        Prices from {money(low)} to {money(high)} ({currency})
      </p>
    </div>
  );
}

/** The two thumbs over the track from `low` to `high`, in whole major units; neither passes the other. */
function PriceSlider(props: {
  low: number;
  high: number;
  from: number;
  to: number;
  valueText: (major: number) => string;
  onFrom: (value: number) => void;
  onTo: (value: number) => void;
}) {
  const { low, high, from, to } = props;
  const span = Math.max(1, high - low);
  return (
    <div className="relative h-6" aria-hidden={high === low ? true : undefined}>
      <div className="absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-line" />
      <div
        className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-gold"
        style={{ left: `${((from - low) / span) * 100}%`, right: `${100 - ((to - low) / span) * 100}%` }}
      />
      <input
        type="range"
        aria-label="Lowest price"
        aria-valuetext={props.valueText(from)}
        min={low}
        max={high}
        step={1}
        value={from}
        disabled={high === low}
        onChange={(event) => props.onFrom(Math.min(Number(event.target.value), to))}
        className={thumb}
      />
      <input
        type="range"
        aria-label="Highest price"
        aria-valuetext={props.valueText(to)}
        min={low}
        max={high}
        step={1}
        value={to}
        disabled={high === low}
        onChange={(event) => props.onTo(Math.max(Number(event.target.value), from))}
        className={thumb}
      />
    </div>
  );
}

function PriceBox(props: { id: string; label: string; short: string; name: string; text: string; placeholder: string; onText: (text: string) => void }) {
  return (
    <div className="flex-1">
      <label htmlFor={props.id} className="block text-[11px] tracking-[0.15em] text-muted">
        <span aria-hidden="true">{props.short.toUpperCase()}</span>
        <span className="sr-only">{props.label}</span>
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={props.text}
        placeholder={props.placeholder}
        onChange={(event) => props.onText(event.target.value)}
        className="mt-1 w-full border border-line bg-white px-2 py-2 text-sm outline-none focus:border-ink"
      />
    </div>
  );
}
