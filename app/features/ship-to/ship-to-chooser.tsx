import { useFetcher, useLocation } from 'react-router';
import { useShipTo } from '../../lib/root-data';

/**
 * The header's "Ship to" country (issue 32): a select of the countries the shop ships to. With
 * scripts a choice posts at once and every loader reads the prices again; without, it is a small
 * form whose Update button posts and comes back to this page. Nothing to choose (one country, or
 * the settings unread): nothing shown.
 */
export function ShipToChooser({ className = '' }: { className?: string }) {
  const { country, countries } = useShipTo();
  const fetcher = useFetcher<{ ok: boolean }>();
  const location = useLocation();
  if (countries.length < 2) return null;
  const pending = fetcher.formData?.get('country');
  const chosen = typeof pending === 'string' ? pending : country;
  return (
    <form method="post" action="/ship-to" className={`flex items-center gap-1.5 ${className}`} aria-label="Ship to">
      <label htmlFor="ship-to-country" className="whitespace-nowrap">
        SHIP TO
      </label>
      <select
        id="ship-to-country"
        name="country"
        value={chosen}
        onChange={(event) => fetcher.submit({ country: event.currentTarget.value }, { method: 'post', action: '/ship-to' })}
        className="max-w-[9.5rem] cursor-pointer rounded-sm border border-ivory/40 bg-ink py-0.5 pr-1 pl-1.5 text-[11px] tracking-normal text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#e9cf9f] sm:max-w-none"
      >
        {countries.map((place) => (
          <option key={place.code} value={place.code}>
            {place.name}
          </option>
        ))}
      </select>
      {/* Only a browser without scripts shows the button: one with scripts lays the line out without it from the first paint, so nothing moves when the page hydrates. */}
      <noscript>
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="rounded-sm border border-ivory/40 px-1.5 py-0.5 text-[10px] tracking-[0.15em] hover:bg-ivory hover:text-ink">
          UPDATE
        </button>
      </noscript>
    </form>
  );
}
