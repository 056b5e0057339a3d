/**
 * Where checkout keeps what the shopper typed. userInfo and shippingAddress are the local storage
 * keys shoppers' browsers already hold; the rest last one browser tab's checkout (session storage).
 */
export const CHECKOUT_KEYS = {
  contact: 'userInfo',
  address: 'shippingAddress',
  specialInstructions: 'specialInstructions',
  /** Session storage: the chosen shipping method's id. */
  shippingMethod: 'checkoutShippingMethod',
  /** Session storage: the chosen payment method's id. */
  paymentMethod: 'checkoutPaymentMethod',
  /** Session storage: an applied discount code. */
  discountCode: 'checkoutDiscountCode',
  /** Session storage: the gift card codes applied, in the order typed (decision record 049). */
  giftCards: 'checkoutGiftCards',
  /** Session storage: whether the shopper's store credit pays first. */
  useStoreCredit: 'checkoutUseStoreCredit',
  /** Session storage: the Idempotency-Key of this checkout attempt, kept until the order is placed. */
  attempt: 'checkoutAttemptKey',
} as const;

/** What belongs to an account and is forgotten in this browser when its session ends. */
export const ACCOUNT_LOCAL_KEYS = [CHECKOUT_KEYS.contact, CHECKOUT_KEYS.address, CHECKOUT_KEYS.specialInstructions];
