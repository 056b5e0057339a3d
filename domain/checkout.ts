/**
 * Checkout's limits the pages show before any schema runs: no zod here, so the cart page can
 * offer the special instructions without loading the checkout schemas (domain/schemas/checkout.ts,
 * which re-exports these and checks them).
 */

/** The special instructions for the seller are at most this many characters. */
export const MAX_INSTRUCTIONS_LENGTH = 1000;
