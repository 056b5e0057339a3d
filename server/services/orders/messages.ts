/** What checkout and the shopper's orders tell the shopper when they refuse: each message written once, here. */
import { MAX_LINE_QUANTITY } from '../../../domain/line.ts';
import { STOCK_MESSAGES } from '../../../domain/stock.ts';

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
  /** "The price of Rose Ring changed from $1,200.00 to $1,350.00. …" each change, then the totals. */
  priceChanged: (changes: readonly { piece: string; was: string; now: string }[], total: { was: string; now: string }) =>
    [
      ...changes.map((change) => `The price of ${change.piece} changed from ${change.was} to ${change.now}.`),
      ...(changes.length === 0 ? ['Prices changed since your order was totalled.'] : []),
      `Your order total is now ${total.now} (it was ${total.was}). Please check it and confirm the new total to place your order.`,
    ].join(' '),
} as const;
