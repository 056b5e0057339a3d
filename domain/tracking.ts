/**
 * Where a shopper follows a parcel: the tracking pages of the carriers the shop ships with. A
 * carrier the table does not know gets no link; its tracking number is shown as text only.
 */

interface Carrier {
  name: string;
  /** The carrier's public tracking page for one parcel. */
  url: (trackingNumber: string) => string;
}

const CARRIERS: readonly Carrier[] = [
  { name: 'Royal Mail', url: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${n}` },
  { name: 'DHL', url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${n}` },
  { name: 'UPS', url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { name: 'FedEx', url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { name: 'USPS', url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
];

/** The carriers' names, for a form's suggestions. */
export const CARRIER_NAMES = CARRIERS.map((carrier) => carrier.name);

/** A carrier's name as typed: "royal mail", "Royal-Mail" and "RoyalMail" are one carrier. */
const carrierKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The tracking page of this parcel, or null for a carrier the table does not know (or no number). */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined): string | null {
  if (!carrier || !trackingNumber?.trim()) return null;
  const known = CARRIERS.find((entry) => carrierKey(entry.name) === carrierKey(carrier));
  return known ? known.url(encodeURIComponent(trackingNumber.trim())) : null;
}
