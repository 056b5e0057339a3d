/**
 * Payments as only staff read and send them (decision record 025): the ledger the back office
 * shows, money received, a refund, the bank transfer settings. Apart from payments.ts (what
 * shoppers receive), so a storefront page's scripts never carry these schemas.
 */
import { z } from 'zod';
import { BANK_TRANSFER_MESSAGES, PAYMENT_EVENT_KINDS } from '../payment.ts';
import { singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';
import { Method, PaymentAnswer } from './payments.ts';

const Actor = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const LedgerEntryAnswer = z
  .object({
    kind: z.enum(PAYMENT_EVENT_KINDS),
    amount: Amount,
    reference: z.string().nullable(),
    note: z.string(),
    occurredAt: z.string(),
    recordedAt: z.string(),
    actor: Actor.meta({ description: 'The staff member who acted; null: the shopper, the provider or the shop itself' }),
  })
  .meta({ id: 'PaymentLedgerEntry' });
export type LedgerEntryAnswer = z.infer<typeof LedgerEntryAnswer>;

/** The payment as the shop sees it: the shopper's answer, the authorised money, the problem to look at and the whole ledger. */
export const AdminPaymentAnswer = PaymentAnswer.extend({
  amountAuthorized: Amount,
  problem: z.string().nullable(),
  ledger: z.array(LedgerEntryAnswer),
}).meta({ id: 'AdminPayment' });
export type AdminPaymentAnswer = z.infer<typeof AdminPaymentAnswer>;

const PositiveAmount = z.number({ message: 'Enter the amount.' }).positive('The amount must be more than zero.').max(1_000_000, 'That amount is too large.');

/** Money received by hand (a bank transfer arrived): its amount, the day it arrived and the bank's reference. */
export const RecordPaymentInput = z.object({
  amount: PositiveAmount,
  receivedOn: z.iso.date('The day the money arrived looks like 2026-11-23.'),
  reference: singleLine('Reference').trim().max(120, 'The reference is at most 120 characters.').default(''),
});
export type RecordPaymentInput = z.infer<typeof RecordPaymentInput>;

export const RefundInput = z.object({
  amount: PositiveAmount,
  reason: singleLine('Reason', 'Say why the money is refunded.')
    .trim()
    .min(1, 'Say why the money is refunded.')
    .max(300, 'The reason is at most 300 characters.'),
  restock: z.boolean().default(false),
});
export type RefundInput = z.infer<typeof RefundInput>;

/**
 * The owner's bank transfer settings. While bank transfer is on, shoppers are shown the account,
 * so its holder, bank and number are required; off, they may stay as they were.
 */
export const BankTransferSettingsInput = z
  .object({
    enabled: z.boolean(),
    accountHolder: singleLine('Account holder').trim().max(120, 'The account holder is at most 120 characters.'),
    bankName: singleLine('Bank').trim().max(120, 'The bank’s name is at most 120 characters.'),
    accountNumber: singleLine('Account number or IBAN').trim().max(64, 'The account number is at most 64 characters.'),
    bankCode: singleLine('BIC or routing number').trim().max(34, BANK_TRANSFER_MESSAGES.bankCodeTooLong).default('').meta({
      description: 'The bank’s BIC (SWIFT code) or routing number, shown beside the account; empty: none',
      example: 'NWBKGB2L',
    }),
    daysToPay: z
      .number({ message: BANK_TRANSFER_MESSAGES.daysToPay })
      .int(BANK_TRANSFER_MESSAGES.daysToPay)
      .min(1, 'Give shoppers at least one day to pay.')
      .max(60, 'Days to pay is at most 60.'),
  })
  .superRefine((settings, context) => {
    if (!settings.enabled) return;
    const required = [
      ['accountHolder', BANK_TRANSFER_MESSAGES.holderRequired],
      ['bankName', BANK_TRANSFER_MESSAGES.bankRequired],
      ['accountNumber', BANK_TRANSFER_MESSAGES.accountRequired],
    ] as const;
    for (const [field, message] of required) if (!settings[field]) context.addIssue({ code: 'custom', path: [field], message });
  });
export type BankTransferSettingsInput = z.infer<typeof BankTransferSettingsInput>;

/** The shop's payment settings as the owner reads them: bank transfer's details, and which card methods the environment turned on (never their keys). */
export const PaymentSettingsAnswer = z
  .object({
    bankTransfer: z.object({
      enabled: z.boolean(),
      accountHolder: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      bankCode: z.string(),
      daysToPay: z.number().int(),
      sampleDetails: z.boolean().meta({ description: 'The sample shop’s details, still to be replaced with the owner’s own' }),
    }),
    cards: z
      .array(z.object({ method: Method, name: z.string(), enabled: z.boolean() }))
      .meta({ description: 'Card methods, turned on by the environment (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)' }),
  })
  .meta({ id: 'PaymentSettings' });
export type PaymentSettingsAnswer = z.infer<typeof PaymentSettingsAnswer>;
