/**
 * Shipping methods and the quote: what an order will cost. Every figure is computed here from the
 * database (domain/pricing.ts does the arithmetic, the discounts module chooses the discounts);
 * prices and totals a client sends are never read. Placing an order (place.ts) prices it with the
 * same functions.
 */
import type { DiscountOffer } from '../../../domain/discounts.ts';
import { GIFT_CARD_PRODUCT_NAME, combineLines, giftCardPricedLine, isGiftCardLine, isLineQuantity, pricedLine, type PricedLine } from '../../../domain/line.ts';
import { DEFAULT_GIFT_CARD_AMOUNTS, giftCardAmountRefusal, isOfferedGiftCardAmount, type GiftCardAmounts } from '../../../domain/gift-cards.ts';
import { giftWrapFeeMinor, shownPriceMinor } from '../../../domain/price-view.ts';
import { InvalidInput, Unauthenticated, Unprocessable } from '../../../domain/errors.ts';
import { asksTenders, TENDER_MESSAGES } from '../../../domain/tenders.ts';
import { orderTotals, type PricedTotals } from '../../../domain/pricing.ts';
import type { CheckoutQuoteInput } from '../../../domain/schemas/checkout.ts';
import type { OrderLineInput } from '../../../domain/schemas/line.ts';
import type { TaxRate } from '../../../domain/tax.ts';
import { SHIPPING_MESSAGES } from '../../../domain/shipping.ts';
import type { DbOrTx } from '../../db/client.ts';
import { idList, idListSql, namedStatements, runNamed } from '../../db/prepared.ts';
import { placeViews, priceFactsSql, type PriceFacts } from '../taxes/index.ts';
import { discountsFor, promotionsSql, type DiscountsAsked, type PromotionRow } from '../discounts/index.ts';
import {
  checkStock,
  piecesByVariant,
  piecesSql,
  priceLinesFrom,
  variantIdsToRead,
  type LinePricing,
  type LineStock,
  type PieceRow,
  type ShelfDemand,
} from '../catalogue/index.ts';
import { placeParameters, shippingPlace, zoneMethodsSql, type ShippingMethod, type ShippingPlace, type ZoneMethodRow } from '../shipping/index.ts';
import { GIFT_CARD_AMOUNTS_JSON_SQL } from '../shop/index.ts';
import { ORDER_MESSAGES as M } from './messages.ts';
import { readTenders, storeCreditBalance, tenderSplitOf, type TenderView } from '../payments/index.ts';

export interface Quote extends PricedTotals {
  items: PricedLine[];
  shippingMethod: ShippingMethod;
  /** The code the shopper typed, once accepted. */
  discountCode: string | null;
}

/**
 * The method chosen by id or by name among those offered at the address; neither: the first
 * (Express in the sample shop). An address whose zone offers none is not shipped to (422); a
 * method of another zone is refused by its name and the address's country.
 */
function chooseShippingMethod(
  methods: readonly ZoneMethodRow[],
  choice: { shippingMethodId?: number; shippingMethod?: string },
  place: ShippingPlace | null,
): ShippingMethod {
  const offered = methods.filter((m) => m.offered);
  if (offered.length === 0) throw place ? new Unprocessable(SHIPPING_MESSAGES.notShipped(place.countryName)) : new InvalidInput(M.noShipping);
  const wanted = choice.shippingMethod?.trim().toLowerCase();
  const chosen =
    choice.shippingMethodId !== undefined
      ? (offered.find((m) => m.id === choice.shippingMethodId) ?? methods.find((m) => m.id === choice.shippingMethodId))
      : wanted
        ? (offered.find((m) => m.name.toLowerCase() === wanted) ?? methods.find((m) => m.name.toLowerCase() === wanted))
        : offered[0];
  if (!chosen) throw new InvalidInput(M.shippingUnknown);
  if (!chosen.offered) throw new InvalidInput(SHIPPING_MESSAGES.methodNotForAddress(chosen.name, place?.countryName ?? 'this address'));
  const { offered: _offered, ...method } = chosen;
  return method;
}

/** The refusal of a line that cannot be sold, naming the piece. */
function lineRefusal(refused: Extract<LinePricing<OrderLineInput>, { ok: false }>): InvalidInput {
  const { input, piece } = refused;
  if (refused.refusal === 'not-for-sale' || !piece) return new InvalidInput(M.unknownVariant(input.variantId));
  if (refused.refusal === 'metal') return new InvalidInput(M.unknownMetal(piece.title, input.metal));
  if (piece.sizes.length === 0) return new InvalidInput(M.oneSize(piece.title));
  return new InvalidInput(input.size.trim() === '' ? M.sizeNeeded(piece.title) : M.unknownSize(piece.title, input.size.trim()));
}

/** A priced line and where its pieces come from. */
interface StockedLine {
  line: PricedLine;
  stock: LineStock;
}

/**
 * What pricing reads, in one statement: the pieces of the lines (pieces.ts) and the shipping
 * methods offered at the address, in the order the checkout lists them. The variant ids are the
 * first `count` parameters (db/prepared.ts idList); the address's country and state the two from
 * `place` on (shipping's placeParameters).
 */
export const pricingFacts = (count: number, place: number) => `
  (SELECT COALESCE(json_agg(piece), '[]') FROM (${piecesSql(idListSql(count))}) piece) AS pieces,
  ${zoneMethodsSql(`$${place}`, `$${place + 1}`)} AS methods,
  (SELECT COALESCE(json_object_agg(variant_id, ids), '{}') FROM (SELECT variant_id, array_agg(tag_id) AS ids FROM variant_categories
    WHERE variant_id = ANY(${idListSql(count)}) GROUP BY variant_id) tags) AS categories,
  ${promotionsSql} AS promotions,
  ${priceFactsSql(`$${place}::text`, `$${place + 1}::text`)} AS "priceFacts",
  ${GIFT_CARD_AMOUNTS_JSON_SQL} AS "giftCardAmounts"`;

export interface PricingFacts {
  pieces: PieceRow[];
  methods: ZoneMethodRow[];
  /** The categories of each variant, by variant id: what a category's discount is for. */
  categories: Record<string, number[]>;
  /** The automatic promotions switched on (the discounts module reads them). */
  promotions: PromotionRow[];
  /** The address's tax rates, the home's and the owner's settings: what the shopper's prices are worked out from. */
  priceFacts: PriceFacts;
  /** The gift card amounts the owner sells (null: the defaults): what a card line is judged by. */
  giftCardAmounts: GiftCardAmounts | null;
}

const QUOTE_FACTS = namedStatements<PricingFacts>('quote-facts', (count) => `SELECT ${pricingFacts(count, count + 1)}`);

/** A quote before its discount: each line priced, where its pieces come from, and the shipping chosen. */
export interface PricedOrder {
  lines: StockedLine[];
  demands: ShelfDemand[];
  shippingMethod: ShippingMethod;
  categories: Record<string, number[]>;
  /** The address's tax rates and whether the prices charged include them (the place shows tax included). */
  tax: { rates: TaxRate[]; pricesIncludeTax: boolean };
}

/**
 * Prices each line from what was read, refusing with a message naming any line that cannot be
 * sold or whose shelf holds too few, then the shipping method. The same piece sent twice is one
 * line (`lines` are combined): its quantities add up before the bounds are checked. Each price
 * (the pieces', their gift wrap's and the shipping's) is the one the address's place shows (domain/price-view.ts).
 */
export function priceOrder(
  facts: PricingFacts,
  lines: OrderLineInput[],
  choice: CheckoutQuoteInput & { currency: string },
  place: ShippingPlace | null,
): PricedOrder {
  const views = placeViews(facts.priceFacts);
  const pieces = piecesByVariant(facts.pieces);
  const stocked = lines.map((input): StockedLine => {
    if (isGiftCardLine(input)) return giftCardLine(input, facts.giftCardAmounts ?? DEFAULT_GIFT_CARD_AMOUNTS, choice.currency);
    const priced = priceLinesFrom(pieces, [input])[0]!;
    if (!priced.ok) throw lineRefusal(priced);
    if (!isLineQuantity(priced.line.quantity)) throw new InvalidInput(M.quantityRange(priced.line.productName));
    const line = pricedLine({ ...priced.line, priceMinor: shownPriceMinor(priced.line.priceMinor, views.goods) }, giftWrapFeeMinor(views.goods));
    return { line, stock: priced.stock };
  });
  const demands = shelfDemands(stocked);
  checkStock(demands);
  const method = chooseShippingMethod(facts.methods, choice, place);
  return {
    lines: stocked,
    demands,
    shippingMethod: { ...method, priceMinor: shownPriceMinor(method.priceMinor, views.shipping) },
    categories: facts.categories,
    tax: { rates: facts.priceFacts.rates, pricesIncludeTax: views.goods.included },
  };
}

/**
 * A gift card line priced without the catalogue (decision record 050): its price is its amount,
 * in any place (no tax is in it), with no gift wrap; it takes nothing off a shelf. An amount the
 * owner does not offer (any more) is refused, naming what is.
 */
function giftCardLine(input: OrderLineInput, amounts: GiftCardAmounts, currency: string): StockedLine {
  if (!isLineQuantity(input.quantity)) throw new InvalidInput(M.quantityRange(GIFT_CARD_PRODUCT_NAME));
  if (!isOfferedGiftCardAmount(amounts, input.giftCard!.amountMinor)) throw new InvalidInput(giftCardAmountRefusal(amounts, currency));
  return { line: giftCardPricedLine({ ...input, giftCard: input.giftCard! }), stock: { madeToOrder: true } };
}

/**
 * What the ready-to-ship lines want from each shelf. Lines differing only in engraving or gift
 * wrap share a shelf, so their quantities add up.
 */
function shelfDemands(items: readonly StockedLine[]): ShelfDemand[] {
  const demands = new Map<string, ShelfDemand>();
  for (const { line, stock } of items) {
    if (stock.madeToOrder) continue;
    const key = stock.shelfId === null ? JSON.stringify([line.variantId, line.metal, line.size]) : String(stock.shelfId);
    const earlier = demands.get(key);
    if (earlier) earlier.quantity += line.quantity;
    else
      demands.set(key, {
        shelfId: stock.shelfId,
        quantity: line.quantity,
        left: stock.left,
        choice: { title: line.productName, metal: line.metal, size: line.size },
      });
  }
  return [...demands.values()];
}

/** The lines as a discount sees them: with their product and their categories. */
export const discountable = (priced: PricedOrder) => ({
  lines: priced.lines.map(({ line }) => ({ ...line, categoryIds: priced.categories[line.variantId] ?? [] })),
  shippingMinor: priced.shippingMethod.priceMinor,
});

export function quoteOf(priced: PricedOrder, offers: readonly DiscountOffer[]): Quote {
  const items = priced.lines.map((item) => item.line);
  const totals = orderTotals({ ...discountable(priced), discounts: offers, shippingFreeAboveMinor: priced.shippingMethod.freeAboveMinor, tax: priced.tax });
  return { items, shippingMethod: priced.shippingMethod, discountCode: offers.find((offer) => offer.code !== null)?.code ?? null, ...totals };
}

/**
 * What these lines will cost with this method and code, shipped to the country and state given:
 * the checkout summary shows exactly this. A line asking for more ready-to-ship pieces than are
 * left is refused (409), as the order would be; a code that does not apply is refused with its reason.
 */
export async function quote(db: DbOrTx, input: CheckoutQuoteInput & Omit<DiscountsAsked, 'code'>): Promise<CheckoutQuote> {
  const lines = combineLines(input.items);
  const ids = idList(variantIdsToRead(lines.map((line) => line.variantId)));
  // The methods of the address's zone (none given: the home zone's), read with the pieces.
  const place = shippingPlace(input);
  const [facts] = await runNamed(db, QUOTE_FACTS(ids.count), [...ids.values, ...placeParameters(place)]);
  const priced = priceOrder(facts!, lines, input, place);
  const asked = { code: input.discountCode ?? null, userId: input.userId, currency: input.currency };
  const offers = await discountsFor(db, asked, discountable(priced), facts!.promotions);
  const quoted = quoteOf(priced, offers);
  const storeCreditMinor = input.userId === null ? 0 : await storeCreditBalance(db, input.userId);
  if (!asksTenders(input)) return { ...quoted, tenders: [], toPayMinor: quoted.totalMinor, storeCreditMinor };
  // Store credit is the signed-in shopper's; gift cards anyone may try (each refusal names the card, as at placement).
  if (input.useStoreCredit && input.userId === null) throw new Unauthenticated(TENDER_MESSAGES.signInForCredit);
  if (input.accountGiftCards?.length && input.userId === null) throw new Unauthenticated(TENDER_MESSAGES.signInForCards);
  const read = await readTenders(db, { ...input, customerId: input.userId ?? 0, now: new Date(), lock: false });
  const split = tenderSplitOf(quoted.totalMinor, read);
  return { ...quoted, tenders: split.views, toPayMinor: split.remainderMinor, storeCreditMinor };
}

/** A checkout's quote: the order's figures, and the tenders asked for with what each pays and what is left for the payment (decision record 049). */
export interface CheckoutQuote extends Quote {
  tenders: TenderView[];
  toPayMinor: number;
  /** The shopper's store credit balance (0 for a guest). */
  storeCreditMinor: number;
}
