/**
 * Every idempotency key of a money move, from one function (decision record 034): the provider and
 * the ledger receive the same key, derived from the order, the move and the attempt. A retry of the
 * same attempt (a double click, a request repeated after a crash, two instances at once) derives
 * the same key, so the provider answers its first result and the ledger writes one entry; a new
 * attempt (after a refusal, or a new staff action with its own Idempotency-Key) derives a new one.
 * The order's id keeps keys apart across orders: a provider's keys are account-wide.
 */

/** The moves a key is derived for. */
export type KeyedMove =
  /** Opening the hosted page; attempt: the expiry asked for (seconds). */
  | 'open'
  /** Capturing what is authorised; attempt: the refusals before it. */
  | 'capture'
  /** Releasing a hold; attempt: why ('cancel', 'release'). */
  | 'release'
  /** A refund staff asked for; attempt: their Idempotency-Key. */
  | 'refund'
  /** Money received by hand; attempt: staff's Idempotency-Key. */
  | 'receive'
  /** The captured money refunded by a staff cancellation. */
  | 'cancel-refund'
  /** A fact found at the provider and written to the ledger; attempt: the kind and the provider's figure. */
  | 'found';

export const moveKey = (orderId: number, move: KeyedMove, attempt: string | number = 0): string => `order-${orderId}-${move}-${attempt}`;
