/**
 * Shipping zones: which methods an address is offered, and the words of the back office's shipping
 * page. A zone lists countries, each whole or by some of its states; an address belongs to the zone
 * that lists its state, else to the one that lists its whole country, else to none, and an address
 * in no zone is not shipped to. The rule itself runs in SQL (server/services/shipping/offer.ts).
 */

export const SHIPPING_MESSAGES = {
  notShipped: (country: string) => `We don't ship to ${country} yet.`,
  /** Where the shopper's country is shipped to only in some of its states: the product page, before an address. */
  byState: 'Shipping to your country depends on the state: checkout shows the methods and their prices once you give your address.',
  methodNotForAddress: (method: string, country: string) => `${method} does not ship to ${country}. Please choose another shipping method.`,
  zoneNameRequired: 'Zone name is required',
  methodNameRequired: 'Method name is required',
  nameTooLong: 'Names are at most 80 characters',
  regionsRequired: 'Add at least one country',
  tooManyRegions: 'A zone lists at most 250 countries',
  stateTooLong: 'A state is at most 80 characters',
  countryTaken: (country: string, zone: string) => `${country} is already in the zone ${zone}`,
  stateTaken: (state: string, country: string, zone: string) => `${state} (${country}) is already in the zone ${zone}`,
  priceInvalid: 'Price must be an amount of at least 0',
  freeAboveInvalid: 'Free above must be an amount above 0, or left empty',
  daysInvalid: 'Delivery days must be whole numbers from 0 to 90',
  daysOrder: 'The longest delivery time cannot be shorter than the shortest',
  zoneNotFound: 'This shipping zone does not exist',
  methodNotFound: 'This shipping method does not exist',
  zoneAdded: 'Zone added.',
  zoneSaved: 'Zone saved.',
  zoneDeleted: 'Zone deleted. Orders already placed keep their shipping as charged.',
  methodAdded: 'Method added.',
  methodSaved: 'Method saved.',
  methodDeleted: 'Method deleted. Orders already placed keep their shipping as charged.',
} as const;

/** The delivery text checkout shows under a method: "1 to 2 days", "1 day". */
export function deliveryText(minDays: number, maxDays: number): string {
  if (minDays === maxDays) return `${maxDays} ${maxDays === 1 ? 'day' : 'days'}`;
  return `${minDays} to ${maxDays} days`;
}

/** Whether goods worth `goodsMinor` (lines and gift wrap, after the discount) ship free with this threshold. */
export function shipsFree(goodsMinor: number, freeAboveMinor: number | null | undefined): boolean {
  return freeAboveMinor != null && goodsMinor >= freeAboveMinor;
}

/** A zone's countries as the back office writes them, one a line: "Canada", or "United States: Alaska, Hawaii". */
export interface RegionLine {
  country: string;
  states: string[];
}

/** The back office's text of countries read into lines; blank lines are skipped. */
export function parseRegionLines(text: string): RegionLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      if (colon === -1) return { country: line, states: [] };
      const states = line
        .slice(colon + 1)
        .split(',')
        .map((state) => state.trim())
        .filter((state) => state !== '');
      return { country: line.slice(0, colon).trim(), states };
    });
}

/** Lines as the back office's text shows them again. */
export function formatRegionLines(regions: ReadonlyArray<{ countryName: string; states: readonly string[] }>): string {
  return regions.map((region) => (region.states.length === 0 ? region.countryName : `${region.countryName}: ${region.states.join(', ')}`)).join('\n');
}
