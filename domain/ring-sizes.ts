/**
 * Ring sizes as a system (decision record 057). A ring's size is what ISO 8653 says it is: the inner
 * circumference in millimetres. The shop keeps it exactly, in tenths of a millimetre (an integer),
 * and names it in the workshop's words ("54.4 mm", the size's label in the catalogue) and in the
 * shopper's system: US/Canada numbers, UK/Ireland/Australia/New Zealand letters, EU (ISO) whole
 * millimetres or Japanese numbers.
 *
 * The systems, each from its defining rule (sources in decision record 057):
 * - US/CA: inner diameter 11.63 mm at size 0 and 0.8128 mm (0.032 in) more per size; half sizes.
 * - UK (BS 6820:1996, the Wheat Sheaf scale): letters A to Z, A at 37.5 mm circumference and 1.25 mm
 *   more per letter; half sizes ("N½").
 * - EU: ISO 8653's designation: the circumference rounded to the nearest whole millimetre.
 * - JP (JCS): size 1 is 13 mm inner diameter and each size adds 1/3 mm of diameter.
 * A circumference named in a system takes that system's nearest size; a size of a system turned into
 * millimetres and back is the same size (the unit test pins both, and that each system grows with the
 * circumference).
 */
import { countryCode } from './countries.ts';

export const SIZE_SYSTEMS = ['US', 'UK', 'EU', 'JP'] as const;
export type SizeSystem = (typeof SIZE_SYSTEMS)[number];

/** What each system is called where the shopper picks one. */
export const SIZE_SYSTEM_NAMES: Record<SizeSystem, string> = {
  US: 'US & Canada',
  UK: 'UK, Ireland, Australia, NZ',
  EU: 'Europe (ISO)',
  JP: 'Japan',
};

/** The name of the cookie that remembers a shopper's system on this browser: nothing personal, a year. */
export const SIZE_SYSTEM_COOKIE = 'ring_size_system';
export const SIZE_SYSTEM_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The system a Cookie header remembers, or undefined. */
export function sizeSystemFromCookie(header: string | null | undefined): SizeSystem | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim());
    if (name === SIZE_SYSTEM_COOKIE && isSizeSystem(value)) return value;
  }
  return undefined;
}

export const SIZE_SYSTEM_MESSAGES = { invalid: 'Choose US, UK, EU or JP sizes' } as const;

/** ISO 8653's ring stick reaches from 41 mm to 76 mm; the shop takes a little either side of it. */
const MIN_RING_TENTHS = 380;
const MAX_RING_TENTHS = 780;

/** The system a shopper's size is first shown in, from the country the order ships to. */
const SYSTEM_BY_COUNTRY: Record<string, SizeSystem> = { GB: 'UK', IE: 'UK', AU: 'UK', NZ: 'UK', US: 'US', CA: 'US', JP: 'JP' };

/** GB, IE, AU and NZ: UK; US and CA: US; JP: JP; anywhere else (or no country yet): EU. */
export function defaultSizeSystem(country: string | null | undefined): SizeSystem {
  const code = country ? countryCode(country) : null;
  return (code && SYSTEM_BY_COUNTRY[code]) || 'EU';
}

function isSizeSystem(value: unknown): value is SizeSystem {
  return typeof value === 'string' && (SIZE_SYSTEMS as readonly string[]).includes(value);
}

const circumferenceOfDiameter = (diameterMm: number) => diameterMm * Math.PI;

/**
 * Each system as a scale: the step between its sizes (1 for whole sizes, 0.5 for half sizes), its
 * smallest and largest size, and the exact circumference (mm) of a size on it.
 */
interface Scale {
  step: number;
  first: number;
  last: number;
  millimetres: (size: number) => number;
  words: (size: number) => string;
}

const half = (size: number) => (Number.isInteger(size) ? '' : '½');
const UK_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const SCALES: Record<SizeSystem, Scale> = {
  US: {
    step: 0.5,
    first: 1,
    last: 16,
    millimetres: (size) => circumferenceOfDiameter(11.63 + 0.8128 * size),
    words: (size) => `${Math.floor(size)}${half(size)}`,
  },
  UK: {
    step: 0.5,
    first: 0,
    last: 25,
    millimetres: (size) => 37.5 + 1.25 * size,
    words: (size) => `${UK_LETTERS[Math.floor(size)]}${half(size)}`,
  },
  EU: { step: 1, first: 38, last: 78, millimetres: (size) => size, words: (size) => String(size) },
  JP: {
    step: 1,
    first: 1,
    last: 30,
    millimetres: (size) => circumferenceOfDiameter((size + 38) / 3),
    words: (size) => String(size),
  },
};

/** Millimetres to the stored tenths (54.41 mm → 544). */
const tenthsOf = (millimetres: number) => Math.round(millimetres * 10);

/** The workshop's words: the circumference to a tenth of a millimetre, "54.4 mm". */
export const millimetreWords = (tenths: number) => `${(tenths / 10).toFixed(1)} mm`;

/** Every size of a system, smallest first: its position on the scale and its circumference in tenths. */
export function sizesOf(system: SizeSystem): { size: number; words: string; tenths: number }[] {
  const scale = SCALES[system];
  const sizes = [];
  for (let size = scale.first; size <= scale.last; size += scale.step) {
    sizes.push({ size, words: scale.words(size), tenths: tenthsOf(scale.millimetres(size)) });
  }
  return sizes;
}

/** The system's size nearest to a circumference, in its words without the system: "7", "N½", "54", "14". */
export function sizeIn(system: SizeSystem, tenths: number): string {
  const scale = SCALES[system];
  let best = scale.first;
  for (let size = scale.first; size <= scale.last; size += scale.step) {
    if (Math.abs(scale.millimetres(size) * 10 - tenths) < Math.abs(scale.millimetres(best) * 10 - tenths)) best = size;
  }
  return scale.words(best);
}

/** A size of a system ("7", "N½", "N 1/2", "54") to its circumference in tenths, or null when the system has no such size. */
export function tenthsOfSize(system: SizeSystem, words: string): number | null {
  const wanted = words
    .trim()
    .toUpperCase()
    .replace(/\s*(1\/2|\.5)$/, '½');
  const found = sizesOf(system).find((entry) => entry.words.toUpperCase() === wanted);
  return found ? found.tenths : null;
}

/** A size in the shopper's system and the workshop's: "UK N½ · 54.4 mm". */
export const ringSizeWords = (tenths: number, system: SizeSystem) => `${system} ${sizeIn(system, tenths)} · ${millimetreWords(tenths)}`;

/** A ring size's label in the catalogue and on a line: the workshop's words, "54.4 mm". */
export const ringSizeLabel = (tenths: number) => millimetreWords(tenths);

/** The circumference a size label names ("54.4 mm" → 544), or null for a free label ("M", '16"', "One size"). */
export function ringSizeOfLabel(label: string): number | null {
  const match = /^(\d{2})\.(\d) mm$/.exec(label.trim());
  if (!match) return null;
  const tenths = Number(match[1]) * 10 + Number(match[2]);
  return tenths >= MIN_RING_TENTHS && tenths <= MAX_RING_TENTHS ? tenths : null;
}

/**
 * The rows of the size guide's conversion table: the US half sizes a ring is usually made in, each with
 * its circumference and the nearest size of every other system.
 */
export function conversionTable(fromUs = 3, toUs = 13): { tenths: number; sizes: Record<SizeSystem, string> }[] {
  return sizesOf('US')
    .filter((entry) => entry.size >= fromUs && entry.size <= toUs)
    .map(({ tenths }) => ({ tenths, sizes: Object.fromEntries(SIZE_SYSTEMS.map((system) => [system, sizeIn(system, tenths)])) as Record<SizeSystem, string> }));
}

/**
 * A ring's size on a line when the shopper does not know it ("I don't know my size"): the order waits at
 * Confirmed, a free sizer goes by post, and the shopper chooses the size later (decision record 057). Only
 * a made-to-order ring may be ordered so: a ready-to-ship ring's shelf is its size.
 */
export const SIZE_LATER = 'To be chosen';

export const isSizeLater = (size: string) => size.trim().toLowerCase() === SIZE_LATER.toLowerCase();

/** A size written in a system ("US 7", "uk n 1/2", "EU 54", "JP 14") read to the system and its words. */
function inSystem(written: string): { system: SizeSystem; words: string } | null {
  const match = /^(US|UK|EU|JP)\s*(.+)$/i.exec(written.trim());
  if (!match) return null;
  const words = match[2]!
    .trim()
    .toUpperCase()
    .replace(/\s*(1\/2|\.5)$/, '½');
  return { system: match[1]!.toUpperCase() as SizeSystem, words };
}

/**
 * Whether a size a line names is the catalogue's ring size `label`. A line may name it by its label
 * ("54.4 mm"), by its millimetres ("54.4"), in a system ("US 7", "UK N½", "EU 54", "JP 14": the system's
 * nearest size to it) or, as the shop's labels were before ring sizes were a system, by a bare US size
 * ("7", "7.5"): API clients written then keep working.
 */
export function ringSizeMatches(label: string, written: string): boolean {
  const tenths = ringSizeOfLabel(label);
  if (tenths === null) return false;
  const text = written.trim();
  const system = inSystem(text);
  if (system) return sizeIn(system.system, tenths).toUpperCase() === system.words;
  const millimetres = /^(\d{2}(?:\.\d)?)\s*(?:mm)?$/i.exec(text);
  if (millimetres && Number(millimetres[1]) >= MIN_RING_TENTHS / 10) return tenthsOf(Number(millimetres[1])) === tenths;
  return tenthsOfSize('US', text) === tenths;
}

/** A ring ordered without a size can be sized while the order is not yet made: Pending, Confirmed or On hold. */
export const SIZE_CHOOSABLE_STATUSES = ['Pending', 'Confirmed', 'On hold'] as const;
/** The statuses an order with a ring still to be sized cannot move to: the workshop needs the size first. */
export const NEEDS_SIZES = ['In production', 'Ready to ship', 'Shipped', 'Delivered'] as const;

/** How long the e-mailed link to choose a ring's size works. */
export const SIZE_LINK_DAYS = 60;

/** The size guide's "E-mail me the sizer" (decision record 060): the answer names where it went, whoever the address belongs to. */
export const SIZER_MAIL_MESSAGES = {
  sent: (email: string) => `We have e-mailed the ring sizer to ${email}. Print it at 100% (actual size) and check its 50 mm bar first.`,
} as const;

export const LATER_SIZE_MESSAGES = {
  waiting: 'A ring on this order has no size yet: the order cannot go into production or be packed until the shopper chooses it',
  alreadyChosen: 'This ring’s size has already been chosen',
  notWaiting: 'This piece was ordered in its size: there is no size to choose',
  movedOn: (status: string) => `This order is ${status}: its ring’s size can no longer be chosen. Write to us and we will help`,
  chooseOne: 'Choose your ring size from the list',
  notOffered: (title: string, size: string) => `${title} is not made in size ${size}: choose one of the sizes listed`,
  linkInvalid: 'This link to choose your ring size is not valid. Sign in and open your order to choose it.',
  linkExpired: 'This link to choose your ring size has expired. Sign in and open your order to choose it.',
  /** The staff's note on an order placed without a ring size. */
  staffNote: 'Ordered without a ring size: post the shopper a free ring sizer. The order waits at Confirmed until they choose their size.',
  chosen: (words: string) => `Ring size chosen by the shopper: ${words}`,
  saved: 'Thank you: your ring size is saved, and your order can go ahead.',
  resizing: 'Need a different size after delivery? Ask for a return and choose an exchange for your size.',
} as const;
