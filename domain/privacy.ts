/**
 * A person's copy of their data and their erasure (issue 33, decision record 044): the words an
 * erased customer is shown by, the placeholder address their kept account row holds, the
 * bookkeeping period's bounds, and the messages the export and the erasure answer with.
 */

/** How an order, an account row or a customer list shows a customer whose data was erased. */
export const ERASED_CUSTOMER = 'Erased customer';

/**
 * The address an erased account row holds while orders kept for the books name it: unique (the
 * index on lower(email)), in the `.invalid` top-level domain no mail can reach (RFC 2606).
 */
export const erasedEmail = (userId: number) => `erased-${userId}@erased.invalid`;

/** The bookkeeping period in days: ten years by default, at least one year, at most twenty. */
export const BOOKKEEPING_DAYS = { default: 3650, min: 365, max: 7300 } as const;

export const PRIVACY_MESSAGES = {
  passwordRequired: 'Enter your password to delete your account',
  wrongPassword: 'That is not your password: nothing was deleted',
  staffAccount: 'A staff account is not erased: the owner disables it on the staff page',
  ordersUnderWay: (numbers: number[]) =>
    `${numbers.length === 1 ? `Order ${numbers[0]} is` : `Orders ${numbers.join(', ')} are`} still under way: the account can be deleted once ` +
    `${numbers.length === 1 ? 'it is' : 'they are'} delivered or cancelled`,
  erased: 'Your account and your personal data are deleted. Orders stay with the shop’s books, without your name or contact details.',
  customerErased: 'The customer’s personal data is erased; their orders stay with the books as an erased customer’s.',
  tooManyExports: 'Too many requests for your data: try again later',
  tooManyErasures: 'Too many attempts: try again later',
  customerNotFound: 'Customer not found',
  /** The delete dialog's warning when store credit is left (decision record 047). */
  storeCreditGivenUp: (amount: string) => `Your store credit of ${amount} is given up with your account: spend it before you delete the account.`,
  /** The ledger's note on the entry that takes the balance away. */
  storeCreditErasedNote: 'Given up when the account was erased',
} as const;

/** An order still under way keeps the shopper's address until it is settled: delivered or cancelled. */
export const SETTLED_ORDER_STATUSES = ['Delivered', 'Cancelled'] as const;
