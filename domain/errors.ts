/**
 * Errors a use case can end in. One handler (server/api/errors.ts) maps them to
 * `{ error: { code, message } }` with the status below; the message is shown to people as is.
 */
import type { PriceChange } from './price-changes.ts';

export class DomainError extends Error {
  readonly status: number = 400;
  readonly code: string = 'bad_request';
}

/** A field a refusal is about: its path in the request (`ProductVariants.0.categories.1`) and what is wrong. */
export interface FieldIssue {
  path: string;
  message: string;
}

export class InvalidInput extends DomainError {
  override readonly status = 400;
  override readonly code = 'invalid_input';
  /** `issues` names the fields, as a schema's refusal does; without them only the message is answered. */
  constructor(
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export class NotFound extends DomainError {
  override readonly status = 404;
  override readonly code = 'not_found';
}

export class Unauthenticated extends DomainError {
  override readonly status = 401;
  override readonly code = 'unauthenticated';
}

export class Forbidden extends DomainError {
  override readonly status = 403;
  override readonly code = 'forbidden';
}

export class Conflict extends DomainError {
  override readonly status = 409;
  override readonly code = 'conflict';
}

/** A limit was reached; `retryAfterSeconds` says when trying again can succeed (the Retry-After header). */
/** Understood, but the shop cannot do it as asked (a refund above what is left, no payment method to use). */
export class Unprocessable extends DomainError {
  override readonly status = 422;
  override readonly code = 'unprocessable';
  /** `issues` names the fields when the refusal is about some (an address's state the shop cannot read). */
  constructor(
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }
}

export class TooManyRequests extends DomainError {
  override readonly status = 429;
  override readonly code = 'too_many_requests';
  constructor(
    message: string,
    readonly retryAfterSeconds = 60,
    /** Whether this is the first attempt its window refuses: where a burst begins (one per window, whatever the timing). */
    readonly firstRefused = false,
  ) {
    super(message);
  }
}

/**
 * The order's price is no longer the one the shopper was shown (a price, a rate, a shipping method
 * or a promotion changed since the quote): nothing was ordered. `totalMinor` is the total now,
 * which the shopper confirms by ordering again; `changes` each part that moved (price-changes.ts).
 */
export class PriceChanged extends DomainError {
  override readonly status = 409;
  override readonly code = 'price_changed';
  constructor(
    message: string,
    readonly totalMinor: number,
    readonly changes: readonly PriceChange[] = [],
  ) {
    super(message);
  }
}

/**
 * A staff member the owner requires to use two-factor sign-in has not set it up: the back office
 * answers this to everything but the set-up itself.
 */
export class TwoFactorEnrolmentRequired extends DomainError {
  override readonly status = 403;
  override readonly code = 'two_factor_enrolment_required';
}

/** An owner action wants the password or a code entered within the last 10 minutes of this session. */
export class ReauthenticationRequired extends DomainError {
  override readonly status = 403;
  override readonly code = 'reauthentication_required';
}

/**
 * The card provider (Stripe) could not be reached or failed on its side: nothing is known to have
 * changed there, and trying again is safe (every call that moves money carries an idempotency key).
 */
export class ProviderUnavailable extends DomainError {
  override readonly status = 502;
  override readonly code = 'provider_unavailable';
}

/** The card provider refused what was asked (a capture of an authorisation that lapsed, a declined card): its reason, in words staff can act on. */
export class ProviderRefused extends DomainError {
  override readonly status = 422;
  override readonly code = 'provider_refused';
}

/**
 * The provider did not answer in time: the move may or may not have happened there. Nothing was
 * written here, no row was held while waiting, and repeating the request (the same key) is safe:
 * the provider answers its first result, or does it once; the reconciliation settles it meanwhile.
 */
export class ProviderNoAnswer extends DomainError {
  override readonly status = 504;
  override readonly code = 'provider_no_answer';
}

/** An Idempotency-Key sent again with a different request: answering the first result would hide the difference (RFC draft "The Idempotency-Key HTTP Header Field", 422). */
export class IdempotencyKeyReused extends DomainError {
  override readonly status = 422;
  override readonly code = 'idempotency_key_reused';
}
