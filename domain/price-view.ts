/**
 * The price a shopper sees and pays, by where they are (issue 32, decision record 036). Pure: the
 * server reads the facts (the owner's tax settings, the home's rates and the place's) and every page,
 * the quote and the placed order turn a catalogue price into the shopper's through `shownPriceMinor`.
 *
 * Two facts decide it:
 * - whether the prices typed into the catalogue include the home country's tax (the owner's switch;
 *   the home's rates then say how much tax they carry), and
 * - whether the shopper's place shows prices with its tax included: every rate that applies there
 *   says so (each rate's `included`, defaulted by region: `includedByDefault`).
 *
 * The rule, written once:
 * - net = the typed price without the home's tax (the typed price itself when typed without tax);
 * - a shopper in an included place pays net plus their own rates, shown as one price "incl. VAT";
 *   when the owner keeps one gross price (`keepGross`) and prices are typed with tax, every included
 *   place pays the typed price itself (the tax inside it is their own rate's part);
 * - a shopper in an excluded place (or a place with no rate) sees the net; its tax is added at
 *   checkout, "plus tax" beside the price.
 * Each conversion rounds once, to the nearest minor unit (halves up): `typed × (1 + place) / (1 + home)`.
 * The conversion never decreases with the typed price, so sorting and filtering by it keep their order.
 */
import { GIFT_WRAP_FEE_MINOR, lineGiftWrapMinor } from './line.ts';
import { percentOfMinor } from './money.ts';
import type { TaxRate } from './tax.ts';

/** Places whose shoppers see prices without tax (tax added at checkout): the United States and Canada. */
const SHOWN_WITHOUT_TAX = new Set(['US', 'CA']);

/** Whether a new rate for a country shows its tax inside prices: yes but in the US and Canada (EU, UK, Australia, Japan… include it). */
export const includedByDefault = (countryCode: string): boolean => !SHOWN_WITHOUT_TAX.has(countryCode.toUpperCase());

/** What the shopper's price is worked out from. */
export interface PriceView {
  /** The rates of the shopper's place, in basis points, added up (their country's, and at checkout their state's). */
  placeBasisPoints: number;
  /** Whether the place shows prices with its tax included (it has rates and every one says so). */
  included: boolean;
  /** The tax the typed prices carry, in basis points: the home's rates when prices are typed with tax, else 0. */
  typedBasisPoints: number;
  /** The owner keeps one gross price (the typed one) in every included place, rather than net plus each place's rate. */
  keepGross: boolean;
  /** The name of the place's tax ("VAT", "GST"; several joined), for "incl. VAT". */
  taxName: string;
  /** Checkout adds tax here: a rate of the place, or of one of its states, is not shown included ("plus tax"). */
  addsTax: boolean;
}

/** The owner's tax settings as the rule reads them. */
export interface PriceSettings {
  pricesIncludeTax: boolean;
  keepGross: boolean;
}

/** No tax anywhere: prices as typed. */
export const NO_PRICE_VIEW: PriceView = { placeBasisPoints: 0, included: false, typedBasisPoints: 0, keepGross: true, taxName: '', addsTax: false };

const sum = (rates: readonly Pick<TaxRate, 'rateBasisPoints'>[]) => rates.reduce((total, rate) => total + rate.rateBasisPoints, 0);

/**
 * The view of a place: `rates` the place's (each with whether it is shown included), `homeRates`
 * the home country's. `forShipping` keeps only the rates that tax shipping, on both sides. A place
 * chosen by its country alone (the header's Ship to) passes its states' rates as `stateRates`: they
 * do not change the price shown, but say that checkout may add tax.
 */
export function priceViewOf(input: {
  rates: readonly TaxRate[];
  homeRates: readonly TaxRate[];
  settings: PriceSettings;
  forShipping?: boolean;
  stateRates?: readonly TaxRate[];
}): PriceView {
  const counts = (rate: TaxRate) => rate.rateBasisPoints > 0 && (!input.forShipping || rate.taxShipping);
  const rates = input.rates.filter(counts);
  const names = [...new Set(rates.map((rate) => rate.name))];
  const included = rates.length > 0 && rates.every((rate) => rate.included);
  return {
    placeBasisPoints: sum(rates),
    included,
    typedBasisPoints: input.settings.pricesIncludeTax ? sum(input.homeRates.filter(counts)) : 0,
    keepGross: input.settings.keepGross,
    taxName: names.join(' + '),
    addsTax: (!included && rates.length > 0) || (input.stateRates ?? []).some((rate) => counts(rate) && !rate.included),
  };
}

/** What the shopper pays in a place for a price as typed: the net plus the place's rates where included, else the net. */
export function shownPriceMinor(typedMinor: number, view: PriceView): number {
  if (view.included && view.keepGross && view.typedBasisPoints > 0) return typedMinor;
  const place = view.included ? view.placeBasisPoints : 0;
  if (place === view.typedBasisPoints) return typedMinor;
  return Math.round((typedMinor * (10_000 + place)) / (10_000 + view.typedBasisPoints));
}

/** The gift wrap's fee for a piece in a place: typed like a price, so shown and charged by the same rule. */
export const giftWrapFeeMinor = (view: PriceView): number => shownPriceMinor(GIFT_WRAP_FEE_MINOR, view);

/** A line as the shopper's place shows it (the cart before an address): its piece's price and its gift wrap, each turned by the rule. */
export function shownLine<T extends { priceMinor: number; quantity: number; giftWrap: boolean }>(line: T, view: PriceView): T & { giftWrapMinor: number } {
  return { ...line, priceMinor: shownPriceMinor(line.priceMinor, view), giftWrapMinor: lineGiftWrapMinor(line, giftWrapFeeMinor(view)) };
}

/** The factor `shownPriceMinor` multiplies by (before rounding): 1 when the shown price is the typed one. */
function factor(view: PriceView): [number, number] {
  if (view.included && view.keepGross && view.typedBasisPoints > 0) return [1, 1];
  return [10_000 + (view.included ? view.placeBasisPoints : 0), 10_000 + view.typedBasisPoints];
}

/**
 * The least typed price shown at `shownMinor` or more, for a price filter's lower bound: a typed
 * price is shown at least `shownMinor` exactly when it is at least this.
 */
export function typedAtLeast(shownMinor: number, view: PriceView): number {
  const [times, per] = factor(view);
  let typed = Math.max(0, Math.floor(((shownMinor - 0.5) * per) / times));
  while (typed > 0 && shownPriceMinor(typed - 1, view) >= shownMinor) typed -= 1;
  while (shownPriceMinor(typed, view) < shownMinor) typed += 1;
  return typed;
}

/** The greatest typed price shown at `shownMinor` or less, for a price filter's upper bound (-1: none). */
export function typedAtMost(shownMinor: number, view: PriceView): number {
  return typedAtLeast(shownMinor + 1, view) - 1;
}

/** What stands beside a price: "incl. VAT" where the place's tax is inside it, "plus tax" where checkout adds it, nothing without tax. */
export function priceTaxNote(view: Pick<PriceView, 'included' | 'addsTax' | 'taxName'>): string {
  if (view.included) return `incl. ${view.taxName}`;
  return view.addsTax ? 'plus tax' : '';
}

/** An automatic promotion as a price shows it: its name and the percent it takes off (decision record 036). */
export interface ShownPromotion {
  name: string;
  percent: number;
}

/** A price as a page shows it: what the shopper pays, the price before the promotion (struck through) and what stands beside it. */
export interface DisplayedPrice {
  amountMinor: number;
  /** The price in this place before the promotion; null without one. */
  beforePromotionMinor: number | null;
  promotion: string | null;
  /** "incl. VAT", "plus tax" or ''. */
  taxNote: string;
}

/**
 * One piece's price on a page: the typed price in the shopper's place (`shownPriceMinor`), less the
 * promotion's percent taken the way checkout takes it off a line of one piece (domain/discounts.ts
 * `percentOfMinor`), so the card, the product page and the cart agree with the order.
 */
export function displayPrice(typedMinor: number, view: PriceView, promotion?: ShownPromotion | null): DisplayedPrice {
  const inPlace = shownPriceMinor(typedMinor, view);
  const taxNote = priceTaxNote(view);
  if (!promotion || promotion.percent <= 0) return { amountMinor: inPlace, beforePromotionMinor: null, promotion: null, taxNote };
  return { amountMinor: inPlace - percentOfMinor(inPlace, promotion.percent), beforePromotionMinor: inPlace, promotion: promotion.name, taxNote };
}
