/**
 * A person's copy of their data and their erasure (issue 33, decision record 044): the export
 * (`GET /api/me/export`, `GET /api/admin/customers/{id}/export`) holds everything the shop keeps
 * keyed to them, one section a kind; the erasure (`DELETE /api/me` with the password,
 * `DELETE /api/admin/customers/{id}`) answers what it did. Dates ISO 8601, money as the orders'.
 */
import { z } from 'zod';
import { CONSENT_TOPICS, CONSENT_WAYS } from '../consent.ts';
import { PRIVACY_MESSAGES } from '../privacy.ts';
import { AddressBookAnswer, ProfileAnswer } from './account.ts';
import { OrderAnswer } from './checkout.ts';
import { GiftCardAnswer } from './lines.ts';
import { Amount } from './money.ts';
import { StoreCreditAnswer } from './store-credit.ts';
import { BALANCE_ENTRY_KINDS } from '../balances.ts';
import { ReturnAnswer } from './returns.ts';
import { OwnReviewAnswer } from './reviews.ts';

const When = z.string().meta({ description: 'ISO 8601' });

const ConsentEntry = z.object({
  topic: z.enum(CONSENT_TOPICS),
  given: z.boolean().meta({ description: 'true: given; false: withdrawn' }),
  how: z.enum(CONSENT_WAYS),
  at: When,
  words: z
    .object({ version: z.number().int(), text: z.string() })
    .nullable()
    .meta({ description: 'The words shown when it was given; null for a withdrawal by a letter’s link' }),
});

const SentMessage = z.object({
  kind: z.enum(['contact', 'custom-design']),
  sentAt: When,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string().meta({ description: 'A contact message’s subject; empty for a design request' }),
  message: z.string(),
  link: z.string().nullable(),
  hasPhoto: z.boolean().meta({ description: 'Whether a photo came with it (the file is not in the export)' }),
});

const Piece = z.object({ variantId: z.number().int(), productName: z.string(), addedAt: When });

const ExportedGiftCard = z.object({
  last4: z.string().nullable().meta({ description: 'null until the code is made (a card sold, on its send date)' }),
  currency: z.string(),
  initial: Amount,
  balance: Amount,
  bought: z.boolean().meta({ description: 'Bought in one of the person’s orders' }),
  held: z.boolean().meta({ description: 'Added to the person’s account' }),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string(),
  sendAt: When,
  sentAt: When.nullable(),
  expiresAt: When.nullable(),
  entries: z
    .array(z.object({ kind: z.enum(BALANCE_ENTRY_KINDS), amount: Amount, at: When }))
    .meta({ description: 'Oldest first; amounts positive, the kind gives the direction' }),
});

export const DataExportAnswer = z
  .object({
    exportedAt: When,
    profile: ProfileAnswer.extend({ createdAt: When, emailVerifiedAt: When.nullable() }),
    addresses: AddressBookAnswer.shape.addresses,
    orders: z.array(OrderAnswer).meta({ description: 'Every order with its lines, payment, refunds and documents, as the order page shows it' }),
    consents: z.array(ConsentEntry).meta({ description: 'Oldest first, with the words shown' }),
    newsletter: z.object({ subscribed: z.boolean(), since: When.nullable() }),
    messages: z.array(SentMessage).meta({ description: 'Contact messages and custom-design requests sent from the account’s address' }),
    wishlist: z.array(Piece),
    cart: z.array(
      Piece.extend({ quantity: z.number().int(), metal: z.string(), size: z.string(), personalisation: z.string(), giftCard: GiftCardAnswer.optional() }),
    ),
    sessions: z
      .array(z.object({ createdAt: When, lastSeenAt: When, expiresAt: When, remembered: z.boolean() }))
      .meta({ description: 'When each signed-in session began and was last used (never its token)' }),
    securityEvents: z.array(z.object({ kind: z.string(), at: When, ip: z.string().nullable() })).meta({ description: 'Sign-ins, refused ones, resets' }),
    staffNotes: z.array(z.object({ body: z.string(), at: When })).meta({ description: 'What the shop’s staff noted about the customer' }),
    tags: z.array(z.string()),
    storeCredit: StoreCreditAnswer.meta({ description: 'The store credit balance and every entry, newest first (currency empty when there is none)' }),
    giftCards: z
      .array(ExportedGiftCard)
      .meta({ description: 'Gift cards the person bought or holds: the code’s last four characters only (the code is never kept), balance and entries' }),
    returns: z.array(ReturnAnswer).meta({ description: 'Returns and exchanges the person asked for, newest first, as their order page shows them' }),
    reviews: z
      .array(OwnReviewAnswer.extend({ metal: z.string(), size: z.string(), createdAt: When }))
      .meta({ description: 'Reviews the person wrote, in every state, oldest first (photos named by address)' }),
  })
  .meta({ id: 'DataExport' });
export type DataExportAnswer = z.infer<typeof DataExportAnswer>;

export const DeleteAccountInput = z
  .object({
    password: z.string({ message: PRIVACY_MESSAGES.passwordRequired }).min(1, PRIVACY_MESSAGES.passwordRequired).max(200, PRIVACY_MESSAGES.wrongPassword),
  })
  .meta({ id: 'DeleteAccountInput' });
export type DeleteAccountInput = z.infer<typeof DeleteAccountInput>;

export const ErasureAnswer = z
  .object({
    message: z.string(),
    ordersKept: z.number().int().meta({ description: 'Orders kept for the books, as an erased customer’s' }),
    keptUntil: When.nullable().meta({ description: 'When the last of them leaves the books; null: none kept' }),
  })
  .meta({ id: 'Erasure' });
export type ErasureAnswer = z.infer<typeof ErasureAnswer>;
