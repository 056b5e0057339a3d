/**
 * An order's life. Placed `Pending`; the shop confirms it, makes the made-to-order pieces, packs
 * and ships it; `On hold` pauses any open order and returns it to where it was; `Cancelled` puts
 * its pieces back in stock. A shopper may cancel their own order while it is Pending (24 hours).
 */
export const ORDER_STATUSES = ['Pending', 'Confirmed', 'In production', 'Ready to ship', 'Shipped', 'Delivered', 'On hold', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Statuses an order can still move on from (On hold can be entered from each). */
export const OPEN_STATUSES: readonly OrderStatus[] = ['Pending', 'Confirmed', 'In production', 'Ready to ship'];

/** The forward moves of the workflow. In production is for made-to-order pieces; an order of stocked pieces may skip it. */
const FORWARD: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed'],
  Confirmed: ['In production', 'Ready to ship'],
  'In production': ['Ready to ship'],
  'Ready to ship': ['Shipped'],
  Shipped: ['Delivered'],
  Delivered: [],
  'On hold': [],
  Cancelled: [],
};

/** The statuses a Cancelled may come from: not once the parcel is packed. */
const CANCELLABLE: readonly OrderStatus[] = ['Pending', 'Confirmed', 'In production', 'On hold'];

/**
 * Where an order in `from` may go next. `heldFrom` is the status an order On hold was paused in:
 * it goes back there (or is cancelled).
 */
export function nextStatuses(from: OrderStatus, heldFrom: OrderStatus | null = null): OrderStatus[] {
  const next: OrderStatus[] = [...FORWARD[from]];
  if (from === 'On hold' && heldFrom) next.push(heldFrom);
  if (OPEN_STATUSES.includes(from)) next.push('On hold');
  if (CANCELLABLE.includes(from)) next.push('Cancelled');
  return next;
}

/** Statuses that need the parcel's carrier and tracking number. */
export const needsTracking = (status: OrderStatus) => status === 'Shipped';

export const ORDER_STATUS_MESSAGES = {
  notAllowed: (from: OrderStatus, to: OrderStatus, allowed: OrderStatus[]) =>
    `An order that is ${from} cannot be moved to ${to}. ${allowed.length ? `It can move to: ${allowed.join(', ')}.` : 'Its workflow has ended.'}`,
  trackingNeeded: 'Shipping needs the carrier and the tracking number.',
} as const;

/**
 * The move the back office offers first once the money is in: the workflow's next forward step
 * (a made-to-order piece goes into production, a stocked one straight to packing); none from a
 * status with no forward move (On hold, the end).
 */
export function suggestedNextStatus(from: OrderStatus, hasMadeToOrder: boolean): OrderStatus | null {
  const forward = FORWARD[from];
  if (from === 'Confirmed') return hasMadeToOrder ? 'In production' : 'Ready to ship';
  return forward[0] ?? null;
}
