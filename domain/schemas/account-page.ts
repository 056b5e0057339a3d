/**
 * The forms of the shopper's account page, /account (decision record 041): each names its intent,
 * and each intent's fields are read by the schema the API reads them with (domain/schemas/account.ts,
 * address-book.ts). An address's id is read here.
 */
import { z } from 'zod';
import { ADDRESS_BOOK_MESSAGES } from './address-book.ts';
import { DatabaseId } from './id.ts';

const ACCOUNT_INTENTS = ['profile', 'email', 'password', 'add-address', 'edit-address', 'delete-address', 'default-address', 'newsletter'] as const;
export type AccountIntent = (typeof ACCOUNT_INTENTS)[number];

export const AccountIntentInput = z.enum(ACCOUNT_INTENTS, { message: 'Unknown form.' });

/** The address a form names: an id that is not one of the shopper's reads as missing. */
export const AddressIdInput = DatabaseId(ADDRESS_BOOK_MESSAGES.notFound);
