/**
 * Placing an order. An order, its lines, its discounts and its confirmation are written together
 * or not at all (one statement, write-order.ts, or one transaction when it takes pieces off
 * shelves or gets a discount); the unique index on the shopper's Idempotency-Keys makes a double
 * submit place one order, and locks on the shopper's account row and on each limited discount's
 * row keep a discount from being used more than it allows (decision records 013 and 028). The confirmation goes to the account's own address
 * once it is verified, never to an address the request names, so the shop cannot be made to mail
 * strangers.
 */
import { combineLines, isGiftCardLine } from '../../../domain/line.ts';
import { DomainError, TooManyRequests } from '../../../domain/errors.ts';
import { fullName, type PublicUser } from '../../../domain/schemas/account.ts';
import type { PlaceOrderInput } from '../../../domain/schemas/checkout.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { idList, namedStatements, runNamed } from '../../db/prepared.ts';
import type { DiscountOffer } from '../../../domain/discounts.ts';
import { discountsFor } from '../discounts/index.ts';
import { takeStock, variantIdsToRead } from '../catalogue/index.ts';
import { deliverClaimed, type ClaimedMail, type MailConfig } from '../mail/index.ts';
import { countedSql, refuseOverLimit, type CountedRow, type Counting } from '../rate-limits/index.ts';
import { placeParameters, shippingPlace, type ShippingPlace } from '../shipping/index.ts';
import { orderByKey, orderRequestDigest } from './idempotency.ts';
import { orderConfirmationMail, orderMailRecipient } from './order-mail.ts';
import { discountable, priceOrder, pricingFacts, quoteOf, type PricedOrder, type PricingFacts } from './quote.ts';
import { canCancel, orderTimeline, type OrderView } from './read.ts';
import { WRITE_ORDER, writeOrderValues } from './write-order.ts';
import { refuseUnseenPrice } from './unseen-price.ts';
import { isManualMethod, type PaymentMethod } from '../../../domain/payment.ts';
import {
  chooseMethod,
  enabledMethods,
  issuePaidOrderCards,
  openPaymentOf,
  paymentView,
  readTenders,
  spendTenders,
  tenderSplitOf,
  type BankTransferSettings,
  type PaymentView,
  type Providers,
  type TendersRead,
} from '../payments/index.ts';
import { signals } from '../signals/index.ts';
import { RETURN_POLICY_JSON_SQL, returnsMailLineOf } from '../shop/index.ts';
import type { ReturnPolicy } from '../../../domain/returns-policy.ts';
import { asksTenders } from '../../../domain/tenders.ts';
import { defaultSizeSystem, isSizeLater } from '../../../domain/ring-sizes.ts';
import { noteSizerToPost } from './later-sizes.ts';

export interface OrdersConfig extends MailConfig {
  currency: string;
  /** Signs the confirmation's link to choose a ring's size later (decision record 057); none: the order page alone. */
  jwtSecret?: string;
  /** The card providers the environment configured (STRIPE_SECRET_KEY…); none: bank transfer only. */
  paymentProviders?: Providers;
}

const NO_BANK_TRANSFER: BankTransferSettings = {
  enabled: false,
  accountHolder: '',
  bankName: '',
  accountNumber: '',
  bankCode: '',
  daysToPay: 7,
  sampleDetails: false,
};
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An order's facts also take its ids (the order's, its number, one per line) and its time, so that
 * its answer and its confirmation are known before it is written and all of it is written by one
 * statement. An id or number taken by an order that is then refused is skipped, as one taken by a
 * rolled-back insert always was. The parameter after the variant ids is the number of lines.
 *
 * The same statement counts the order against its rate limits (`countedSql`, the two parameters
 * after the number of lines): one round trip fewer than counting first. The address's country and
 * state come after them (the shipping methods of its zone). The order is refused
 * (429) as soon as the answer shows a limit passed, before anything is priced or written.
 */
const ORDER_FACTS = namedStatements<
  PricingFacts & {
    id: number;
    number: number;
    item_ids: number[];
    at: string;
    counted: CountedRow[];
    bank: BankTransferSettings | null;
    returns: ReturnPolicy | null;
  }
>(
  'order-facts',
  (count) => `WITH ${countedSql(count + 2)}
  SELECT ${pricingFacts(count, count + 4)},
    nextval('orders_id_seq')::int AS id, nextval('order_number_seq')::int AS number,
    ARRAY(SELECT nextval('order_items_id_seq')::int FROM generate_series(1, $${count + 1}::int)) AS item_ids,
    now() AS at,
    (SELECT coalesce(json_agg(counted), '[]') FROM counted) AS counted,
    (SELECT json_build_object('enabled', bank_transfer_enabled, 'accountHolder', account_holder, 'bankName', bank_name,
      'accountNumber', account_number, 'bankCode', bank_code, 'daysToPay', days_to_pay, 'sampleDetails', sample_details) FROM payment_settings WHERE id = 1) AS bank,
    ${RETURN_POLICY_JSON_SQL} AS returns`,
);

/** A new order as it is written, and its confirmation when one was queued. */
interface NewOrder {
  order: OrderView;
  mail: ClaimedMail | null;
}

/**
 * The address as the order keeps and prints it: its country by its English name and its state by
 * its name, as read (the checkout form sends codes), and the contact's phone where the address
 * gives none (the form asks for one phone).
 */
function addressSnapshot(order: PlaceOrderInput, place: ShippingPlace | null): PlaceOrderInput['shippingAddress'] {
  const address = order.shippingAddress;
  return {
    ...address,
    country: place?.countryName ?? address.country,
    state: place?.state ?? address.state,
    phone: address.phone || order.orderCustomer.phone,
  };
}

/** The order these facts and prices make, as `getOrder` will read it once written. */
function newOrderView(
  facts: { id: number; number: number; item_ids: number[]; at: string },
  input: {
    user: PublicUser;
    order: PlaceOrderInput;
    currency: string;
    method: PaymentMethod;
    bank: BankTransferSettings;
    place: ShippingPlace | null;
    tenders: TendersRead | null;
  },
  priced: PricedOrder,
  offers: readonly DiscountOffer[],
): OrderView {
  const { user, order } = input;
  const quoted = quoteOf(priced, offers);
  const createdAt = new Date(facts.at);
  const row = { status: 'Pending' as const, createdAt, cancelledAt: null };
  const items = priced.lines.map(({ line: { variantId, ...line }, stock }, i) => ({
    ...line,
    // A gift card line names no piece: the order keeps no variant for it, as when a piece leaves the catalogue.
    variantId: isGiftCardLine(line) ? null : variantId,
    id: facts.item_ids[i]!,
    madeToOrder: stock.madeToOrder,
  }));
  return {
    id: facts.id,
    number: facts.number,
    userId: user.id,
    customerName: fullName(user),
    contact: order.orderCustomer,
    shippingAddress: addressSnapshot(order, input.place),
    ...row,
    heldFromStatus: null,
    updatedAt: createdAt,
    currency: input.currency,
    // The system the shopper saw ring sizes in; else the one of the country the order ships to (decision record 057).
    sizeSystem: order.sizeSystem ?? defaultSizeSystem(input.place?.country ?? order.shippingAddress.country),
    shippingMethod: {
      id: quoted.shippingMethod.id,
      name: quoted.shippingMethod.name,
      deliveryText: quoted.shippingMethod.deliveryText,
      priceMinor: quoted.shippingMinor,
    },
    discountCode: quoted.discountCode,
    discounts: quoted.discounts,
    tax: quoted.tax,
    specialInstructions: order.specialInstructions,
    items,
    hasMadeToOrder: priced.lines.some((item) => item.stock.madeToOrder),
    carrier: null,
    trackingNumber: null,
    timeline: orderTimeline(row, []),
    subtotalMinor: quoted.subtotalMinor,
    giftWrapMinor: quoted.giftWrapMinor,
    shippingMinor: quoted.shippingMinor,
    discountMinor: quoted.discountMinor,
    totalMinor: quoted.totalMinor,
    itemCount: quoted.itemCount,
    canCancel: canCancel(row),
    payment: newPayment(facts, input, quoted.totalMinor, createdAt, input.tenders ? tenderSplitOf(quoted.totalMinor, input.tenders).views : []),
    // Nothing is paid yet: no invoice, no credit note.
    documents: { invoice: null, creditNotes: [] },
  };
}

/** A new order's payment: nothing paid yet; a bank transfer is due within the shop's days to pay. */
function newPayment(
  facts: { id: number; number: number },
  input: { currency: string; method: PaymentMethod; bank: BankTransferSettings },
  totalMinor: number,
  createdAt: Date,
  tenders: PaymentView['tenders'],
): PaymentView {
  // Nothing left to pay (its tenders paid it all): no day to pay by, so no reminder and no cancellation for want of a transfer.
  const due = totalMinor - tenders.reduce((sum, tender) => sum + tender.amountMinor, 0) > 0;
  const expiresAt = isManualMethod(input.method) && due ? new Date(createdAt.getTime() + input.bank.daysToPay * DAY_MS) : null;
  const row = { orderId: facts.id, method: input.method, currency: input.currency, redirectUrl: null, expiresAt, problem: null };
  const order = { id: facts.id, number: facts.number, totalMinor, currency: input.currency, createdAt, cancelled: false };
  return paymentView(row, [], order, input.bank, tenders);
}

/** Thrown inside a transaction to roll it back: the order was placed before with this key. */
class KeyUsedBefore extends Error {}

/**
 * Prices and writes a new order; undefined when its Idempotency-Key was used before. Most orders
 * take two statements: what the order needs to know (pieces, shipping methods, promotions, ids),
 * then the write; a code, or a promotion whose uses are counted, reads the discounts first. An order that takes pieces off shelves, or gets a discount,
 * is written in a transaction: its discounts are chosen again under the locks of the discounts
 * module (the shopper's account row, then each limited discount's row, so a use counted is a use
 * written), its shelves are taken (in id order) and the listing follows a shelf it empties.
 */
async function placeNewOrder(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; key: { key: string; digest: string } | null; limits: Counting },
): Promise<NewOrder | undefined> {
  const { user, order } = input;
  const lines = combineLines(order.items);
  const ids = idList(variantIdsToRead(lines.map((line) => line.variantId)));
  // An address the shop does not ship to is refused here (422), before anything is read.
  const place = shippingPlace(order.shippingAddress, { at: 'shippingAddress.' });
  // The confirmation's returns line (the owner's policy) comes with the facts, in the same statement.
  const [facts] = await runNamed(db, ORDER_FACTS(ids.count), [...ids.values, lines.length, ...input.limits.values, ...placeParameters(place)]);
  const returnsLine = returnsMailLineOf(facts!.returns);
  refuseOverLimit(input.limits, facts!.counted);
  const priced = priceOrder(facts!, lines, { ...order, currency: config.currency }, place);
  const bank = facts!.bank ?? NO_BANK_TRANSFER;
  const method = chooseMethod(order.paymentMethod, enabledMethods(bank, config));

  const write = async (on: DbOrTx, offers: readonly DiscountOffer[], tenders: TendersRead | null = null): Promise<NewOrder | undefined> => {
    const view = newOrderView(facts!, { user, order, currency: config.currency, method, bank, place, tenders }, priced, offers);
    refuseUnseenPrice(order, view, config.currency);
    // The confirmation goes to the account's own address once it is proven the shopper's (order-mail.ts orderMailRecipient).
    const to = orderMailRecipient(user, view.payment.figures);
    const mail = to ? orderConfirmationMail(config, view, to, returnsLine) : null;
    const stock = priced.lines.map((line) => line.stock);
    const [written] = await runNamed(on, WRITE_ORDER, writeOrderValues({ order: view, at: facts!.at, key: input.key, stock, mail }));
    if (!written || written.order_id === null) return undefined;
    // A ring to be sized: the staff's note to post a sizer, with the order (decision record 057).
    if (sizer) await noteSizerToPost(on, view.id, view.items);
    // Spent with the order, in its transaction: the order and the ledgers' entries stand or fall together.
    if (tenders) await spendTenders(on, { id: view.id, customerId: user.id, currency: view.currency }, tenderSplitOf(view.totalMinor, tenders));
    // Paid in full by its tenders: the gift cards it sold are issued with it (decision record 050).
    if (tenders && view.payment.figures.amountDueMinor === 0 && view.items.some(isGiftCardLine)) await issuePaidOrderCards(on, { orderId: view.id });
    return { order: view, mail: mail && written.mail_id !== null ? { ...mail, id: written.mail_id, attempts: 1 } : null };
  };

  const asked = { code: order.discountCode ?? null, userId: user.id, currency: config.currency };
  const offered = await discountsFor(db, asked, discountable(priced), facts!.promotions);
  const tendersAsked = asksTenders(order);
  const sizer = lines.some((line) => isSizeLater(line.size));
  if (priced.demands.length === 0 && offered.length === 0 && !tendersAsked && !sizer) return write(db, []);
  try {
    return await db.transaction(async (tx) => {
      const offers = offered.length === 0 ? [] : await discountsFor(tx, { ...asked, lock: true }, discountable(priced));
      await takeStock(tx, priced.demands);
      // Each balance asked is locked from here to the end: the split written is the one judged.
      const tenderInput = { ...order, customerId: user.id, currency: config.currency, now: new Date(facts!.at), lock: true };
      const tenders = tendersAsked ? await readTenders(tx, tenderInput) : null;
      const placed = await write(tx, offers, tenders);
      if (!placed) throw new KeyUsedBefore();
      return placed;
    });
  } catch (error) {
    if (error instanceof KeyUsedBefore) return undefined;
    throw error;
  }
}

/**
 * Places an order priced from the database. The same Idempotency-Key from the same shopper with
 * the same order answers the order it placed first (`created: false`); with a different order it
 * is refused. Ready-to-ship lines take their pieces off the shelves with the order: when any shelf
 * holds too few, the whole order is refused (409) and nothing is stored. The server-kept cart is
 * emptied only when the order is written. The confirmation goes to the account's address when it
 * is verified; an unverified account's order is placed all the same, without an e-mail. Every
 * attempt is counted against `limits` (anti-automation.ts `orderLimits`) in the order's first
 * statement; one over a limit is refused (429), a repeat of an order placed before included.
 */
export async function placeOrder(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; idempotencyKey?: string; limits: Counting },
): Promise<{ order: OrderView; created: boolean }> {
  const placed = await placeOrderOnly(db, config, input);
  // Written first, then paid: a card order's hosted page is asked for once the order stands.
  return { ...placed, order: await withHostedPayment(db, config, placed.order) };
}

/**
 * A newly placed (or repeated) card order with its hosted page, opened now when it has none. The
 * provider unreachable or refusing, the order stands, awaiting payment, and its page offers to pay again.
 */
async function withHostedPayment(db: Db, config: OrdersConfig, order: OrderView): Promise<OrderView> {
  // Nothing left for a card to pay (the tenders paid it all): no hosted page.
  if (isManualMethod(order.payment.method) || order.status !== 'Pending' || order.payment.redirectUrl || order.payment.figures.amountDueMinor === 0)
    return order;
  try {
    const hosted = await openPaymentOf(db, config, order.id);
    return hosted ? { ...order, payment: { ...order.payment, redirectUrl: hosted.redirectUrl, expiresAt: hosted.expiresAt } } : order;
  } catch (error) {
    if (error instanceof DomainError) return order;
    throw error;
  }
}

async function placeOrderOnly(
  db: Db,
  config: OrdersConfig,
  input: { user: PublicUser; order: PlaceOrderInput; idempotencyKey?: string; limits: Counting },
): Promise<{ order: OrderView; created: boolean }> {
  const { user, order, idempotencyKey, limits } = input;
  const key = idempotencyKey === undefined ? null : { key: idempotencyKey, digest: orderRequestDigest(order) };
  let placed: NewOrder | undefined;
  try {
    placed = await placeNewOrder(db, config, { user, order, key, limits });
  } catch (error) {
    // Sent again, an order may no longer be placeable anew (its pieces sold out since, its
    // first-order code used by itself): its key still answers the order it placed.
    if (key && error instanceof DomainError && !(error instanceof TooManyRequests)) {
      const earlier = await orderByKey(db, user.id, key.key, key.digest);
      if (earlier) return { order: earlier, created: false };
    }
    throw error;
  }
  if (!placed) {
    const earlier = key && (await orderByKey(db, user.id, key.key, key.digest));
    if (!earlier) throw new Error('An order was refused for its Idempotency-Key, yet none was found with it');
    return { order: earlier, created: false };
  }
  // Delivered now; a failure stays in the outbox for the sender loop, and the order stands.
  signals.orderPlaced();
  if (placed.mail) await deliverClaimed(db, config, placed.mail);
  return { order: placed.order, created: true };
}
