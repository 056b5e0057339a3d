/**
 * Gift cards as the API answers them and the pages receive them (issue 34, decision record 050):
 * a code checked on the balance page, a card added to an account, the cards a shopper holds, a
 * card staff issue by hand. A card is shown by its last four characters: its code is printed
 * once (the recipient's mail, or staff who issue it), never again.
 */
import { z } from 'zod';
import { GIFT_CARD_MESSAGES as M, HAND_ISSUED_LIMITS } from '../gift-cards.ts';
import { multiLine, singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';

/** A code as a shopper types it (any case, spaces or dashes); whether it is one is the service's to say, the same as a wrong one. */
export const GiftCardCodeInput = z
  .object({
    code: z.string({ message: M.codeRequired }).trim().min(1, M.codeRequired).max(64, M.unknown).meta({ example: 'ABCD-EFGH-JKMN-PQRS' }),
  })
  .meta({ id: 'GiftCardCode' });
export type GiftCardCodeInput = z.infer<typeof GiftCardCodeInput>;

export const GiftCardAnswer = z
  .object({
    id: z.number().int(),
    last4: z.string().meta({ description: 'The code’s last four characters', example: '7KQ2' }),
    currency: z.string().meta({ example: 'USD' }),
    balance: Amount,
    initial: Amount.meta({ description: 'The amount the card was issued with' }),
    expiresAt: z.string().nullable().meta({ description: 'ISO 8601; null: it does not expire' }),
    state: z.enum(['active', 'expired', 'used-up']),
    message: z.string().meta({ description: 'The state in words: "This gift card has expired."' }),
  })
  .meta({ id: 'GiftCard' });
export type GiftCardAnswer = z.infer<typeof GiftCardAnswer>;

export const GiftCardsAnswer = z.object({ cards: z.array(GiftCardAnswer) }).meta({ id: 'GiftCards' });
export type GiftCardsAnswer = z.infer<typeof GiftCardsAnswer>;

/** A card as staff see it beside a customer or an order: who it was for, whether it was sent, who holds it. */
export const StaffGiftCardAnswer = GiftCardAnswer.extend({
  last4: z.string().nullable().meta({ description: 'Null until its code is made (a sold card, on its send date)' }),
  orderId: z.number().int().nullable(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  sendAt: z.string(),
  sentAt: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  issuedBy: z.number().int().nullable(),
}).meta({ id: 'StaffGiftCard' });
export type StaffGiftCardAnswer = z.infer<typeof StaffGiftCardAnswer>;

/** What the owner sends to issue a card by hand: its amount and why (the audit log keeps the reason). */
export const IssueGiftCardInput = z
  .object({
    amount: z
      .number({ message: M.amountRange(String(HAND_ISSUED_LIMITS.minMajor), String(HAND_ISSUED_LIMITS.maxMajor)) })
      .min(HAND_ISSUED_LIMITS.minMajor, M.amountRange(String(HAND_ISSUED_LIMITS.minMajor), String(HAND_ISSUED_LIMITS.maxMajor)))
      .max(HAND_ISSUED_LIMITS.maxMajor, M.amountRange(String(HAND_ISSUED_LIMITS.minMajor), String(HAND_ISSUED_LIMITS.maxMajor))),
    reason: multiLine('Reason').trim().min(1, M.reasonRequired).max(500),
    recipientName: singleLine('Recipient name').trim().max(120).default(''),
    customerId: z
      .number()
      .int()
      .positive()
      .optional()
      .meta({ description: 'The customer whose account the card goes into (offered at their checkout); none: the code alone holds it' }),
  })
  .meta({ id: 'IssueGiftCard' });
export type IssueGiftCardInput = z.infer<typeof IssueGiftCardInput>;

export const IssuedGiftCardAnswer = z
  .object({
    card: StaffGiftCardAnswer,
    code: z.string().meta({ description: 'The code, shown this once: the shop keeps only its digest', example: 'ABCD-EFGH-JKMN-PQRS' }),
  })
  .meta({ id: 'IssuedGiftCard' });
export type IssuedGiftCardAnswer = z.infer<typeof IssuedGiftCardAnswer>;
