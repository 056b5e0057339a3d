/**
 * The address book at checkout (issue 33, decision record 041): a saved address becomes the
 * checkout's address — the same fields the checkout's form keeps, so a chosen address is read,
 * quoted and ordered exactly as a typed one — and the checkout's address is found in the book
 * again, so a shopper back on the step sees the one they chose.
 */
import type { SavedAddressAnswer } from './contract/account.ts';
import type { ShippingAddressForm } from './schemas/checkout.ts';

const FIELDS = ['name', 'company', 'address', 'city', 'country', 'state', 'zip'] as const satisfies ReadonlyArray<keyof ShippingAddressForm>;

/** A saved address as the checkout's form keeps it: its fields, without the book's own (id, phone, default). */
export const checkoutAddressOf = (saved: SavedAddressAnswer): ShippingAddressForm =>
  Object.fromEntries(FIELDS.map((field) => [field, saved[field]])) as ShippingAddressForm;

/** Whether two addresses name the same place, field by field (case and spaces around aside). */
export function sameAddress(a: Partial<ShippingAddressForm>, b: Partial<ShippingAddressForm>): boolean {
  const norm = (text: string | undefined) => (text ?? '').trim().toLowerCase();
  return FIELDS.every((field) => norm(a[field]) === norm(b[field]));
}

/** The saved address the checkout's address is (none: a new one), and the one to start from: the default. */
export function savedAddressFor(book: readonly SavedAddressAnswer[], address: Partial<ShippingAddressForm> | null): SavedAddressAnswer | undefined {
  return address ? book.find((saved) => sameAddress(checkoutAddressOf(saved), address)) : undefined;
}

/** The address book's default (the first, as the book lists it), or none for an empty book. */
export const defaultAddressOf = (book: readonly SavedAddressAnswer[]): SavedAddressAnswer | undefined => book.find((saved) => saved.isDefault) ?? book[0];
