import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { useShipTo } from '../../lib/root-data';

/**
 * At checkout the address decides the prices (the quote reads it): when its country is another of
 * the chooser's than the header's "Ship to", the header follows it (the cookie set as a choice
 * would), so the pages shopped next show the same prices. `country` as the address form keeps it:
 * its code, or its English name from an older form.
 */
export function useShipToFollows(country: string | undefined): void {
  const shipTo = useShipTo();
  const fetcher = useFetcher();
  const wanted = country?.trim().toLowerCase() ?? '';
  const place = shipTo.countries.find((one) => one.code.toLowerCase() === wanted || one.name.toLowerCase() === wanted);
  const differs = place !== undefined && place.code !== shipTo.country;
  const { submit } = fetcher;
  const idle = fetcher.state === 'idle';
  useEffect(() => {
    if (differs && idle) void submit({ country: place.code }, { method: 'post', action: '/ship-to' });
  }, [differs, idle, place?.code, submit]);
}
