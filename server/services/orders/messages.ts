/** What checkout and the shopper's orders tell the shopper when they refuse: each message written once, here. */
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import { STOCK_MESSAGES } from '../../../domain/stock.ts';
import type { PriceChange } from '../../../domain/price-changes.ts';

/** One part of an order's price that moved, in words (`money` writes an amount in the shop's currency). */
function priceChangeWords(change: PriceChange, money: (minor: number) => string): string {
  const { name, wasMinor: was, nowMinor: now } = change;
  const off = (minor: number) => `−${money(minor)}`;
  const shipping = (minor: number | null) => (minor === 0 ? 'free' : money(minor ?? 0));
  switch (change.part) {
    case 'line':
      return `The price of ${name} changed from ${money(was ?? 0)} to ${money(now ?? 0)}.`;
    case 'shipping':
      return `Shipping (${name}) changed from ${shipping(was)} to ${shipping(now)}.`;
    case 'discount':
      if (now === null) return `${name} no longer applies.`;
      if (was === null) return now === 0 ? `${name} now applies.` : `${name} now applies: ${off(now)}.`;
      return `${name} changed from ${off(was)} to ${off(now)}.`;
    case 'tax':
      if (!now) return `Tax of ${money(was ?? 0)} no longer applies.`;
      if (!was) return `${name} now ${name.includes(' and ') ? 'apply' : 'applies'}: ${money(now)}.`;
      return `Tax changed from ${money(was)} to ${money(now)}.`;
  }
}

export const ORDER_MESSAGES = {
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
  shippingUnknown: 'This shipping method is not available.',
  noShipping: 'No shipping method is available.',
  notFound: 'Order not found',
  onlyPending: 'Only pending orders can be cancelled.',
  cancelWindow: 'Orders can be cancelled within 24 hours of ordering.',
  unknownVariant: (id: number) => `There is no piece with variant id ${id} for sale.`,
  unknownMetal: (title: string, metal: string) => `${title} is not made in ${metal}.`,
  sizeNeeded: (title: string) => `Please choose a size for ${title}.`,
  unknownSize: (title: string, size: string) => `${title} does not come in size ${size}.`,
  oneSize: (title: string) => `${title} comes in one size only.`,
  quantityRange: (title: string) => `The quantity of ${title} must be between 1 and ${MAX_LINE_QUANTITY}.`,
  /** "Only 2 left of Rose Ring (14K Gold, 7)"; with none left, "Rose Ring (14K Gold, 7) is sold out". */
  notEnoughStock: STOCK_MESSAGES.shortage,
  /**
   * "The price of Rose Ring changed from $1,200.00 to $1,350.00. Shipping (Regular) changed from
   * $9.99 to free. Weekend sale on rings no longer applies. …" each change, then the totals.
   */
  priceChanged: (changes: readonly PriceChange[], total: { was: number; now: number }, money: (minor: number) => string) =>
    [
      ...changes.map((change) => priceChangeWords(change, money)),
      ...(changes.length === 0 ? ['Prices changed since your order was totalled.'] : []),
      total.was === total.now
        ? `Your order total is still ${money(total.now)}. Please check it and confirm to place your order.`
        : `Your order total is now ${money(total.now)} (it was ${money(total.was)}). Please check it and confirm the new total to place your order.`,
    ].join(' '),
} as const;
