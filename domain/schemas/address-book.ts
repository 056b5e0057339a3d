/**
 * The shopper's address book (decision record 041): what `POST /api/me/addresses`, `PUT
 * /api/me/addresses/{id}` and the account page's address form take. An address is the checkout's
 * shipping address (its fields, limits and messages) read with the same address rules
 * (`withAddressRules`: the country kept as its ISO code, the state as its name where the country
 * has a list), and whether it is the default.
 */
import { z } from 'zod';
import { ShippingAddressInput, withAddressRules } from './checkout.ts';

/** How many addresses one account keeps: a household's places, not a mailing list. */
export const ADDRESS_BOOK_LIMIT = 20;

export const ADDRESS_BOOK_MESSAGES = {
  notFound: 'There is no such address in your address book.',
  full: `Your address book holds at most ${ADDRESS_BOOK_LIMIT} addresses. Delete one first.`,
  saved: 'The address is saved.',
  deleted: 'The address is deleted.',
  madeDefault: 'This is now your default address.',
} as const;

export const SavedAddressInput = withAddressRules(
  ShippingAddressInput.extend({
    isDefault: z
      .boolean()
      .optional()
      .meta({
        description:
          'true: this becomes the default (the one before stops being it). The first address is the default whatever is sent; ' +
          'a default stays the default until another is made it.',
      }),
  }),
);
export type SavedAddressInput = z.infer<typeof SavedAddressInput>;
