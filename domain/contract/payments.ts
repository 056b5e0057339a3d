/**
 * Payments as the API answers them and the pages receive them (decision record 025): the payment
 * beside every order answer, the methods a shopper may choose, and the ledger the back office
 * shows. Money in major units as everywhere (money.ts), dates as ISO 8601. What only staff read
 * and send is in admin-payments.ts, so the shopper's pages never load it.
 */
import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, TENDER_KINDS } from '../payment.ts';

import { Amount } from './money.ts';

/** A method's id: the providers the shop registered, and the manual methods (the set is open). */
export const Method = z
  .string()
  .meta({ examples: [...PAYMENT_METHODS], description: 'A payment method’s id: `bank_transfer`, `stripe`, or another provider the shop registered' });

const BankInstructionsAnswer = z
  .object({
    accountHolder: z.string(),
    bankName: z.string(),
    accountNumber: z.string().meta({ description: 'Account number or IBAN' }),
    bankCode: z.string().meta({ description: 'The bank’s BIC (SWIFT code) or routing number; empty: none given' }),
    demonstration: z.boolean().meta({
      description: 'The sample shop’s account: this is a demonstration shop and nobody should pay (BANK_TRANSFER_MESSAGES.demonstration says so)',
    }),
    reference: z.string().meta({ description: 'The order number: the transfer’s reference' }),
    payBy: z.string().meta({ description: 'ISO 8601: after this day the order is cancelled' }),
  })
  .meta({ id: 'BankInstructions' });

/** A gift card or store credit that paid part of the order, before the payment (decision record 049). */
export const TenderAnswer = z
  .object({
    kind: z.enum(TENDER_KINDS),
    label: z.string().meta({ examples: ['Gift card ••••7KQ2'] }),
    amount: Amount,
  })
  .meta({ id: 'Tender' });
export type TenderAnswer = z.infer<typeof TenderAnswer>;

export const PaymentAnswer = z
  .object({
    method: Method,
    tenders: z.array(TenderAnswer).meta({ description: 'What paid first, in paying order; the payment is asked for the rest of the total' }),
    status: z.enum(PAYMENT_STATUSES),
    amountDue: Amount,
    amountPaid: Amount,
    amountRefunded: Amount,
    redirectUrl: z.string().optional().meta({ description: 'The hosted payment page, while the order awaits a card payment' }),
    instructions: BankInstructionsAnswer.optional().meta({ description: 'How to pay by bank transfer, while money is due' }),
  })
  .meta({ id: 'Payment' });
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

export const PaymentMethodAnswer = z
  .object({
    id: Method,
    name: z.string().meta({ example: 'Bank transfer' }),
    kind: z.enum(['manual', 'card']),
    description: z.string(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethodAnswer = z.infer<typeof PaymentMethodAnswer>;

export const PaymentMethodsAnswer = z.array(PaymentMethodAnswer).meta({ id: 'PaymentMethods' });
