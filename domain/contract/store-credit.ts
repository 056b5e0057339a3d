/**
 * Store credit (issue 34, decision record 047): a customer's balance and its history, as the
 * shopper's account (`GET /api/me/store-credit`) and the customer page in the back office (`GET
 * /api/admin/customers/{id}/store-credit`) show them, and staff issuing or withdrawing credit with a
 * reason (`POST /api/admin/customers/{id}/store-credit`, with an Idempotency-Key).
 */
import { z } from 'zod';
import { BALANCE_ENTRY_KINDS } from '../balances.ts';
import { singleLine } from '../schemas/text.ts';
import { Amount } from './money.ts';

export const STORE_CREDIT_MESSAGES = {
  amount: 'Amount: enter the credit, more than zero.',
  tooLarge: 'Amount: at most 100000.',
  reason: 'Reason: say why.',
  reasonLong: 'Reason: at most 300 characters.',
  kind: 'Kind: issued or voided.',
  issued: 'Store credit issued.',
  voided: 'Store credit withdrawn.',
} as const;

const M = STORE_CREDIT_MESSAGES;

export const StoreCreditInput = z.object({
  kind: z
    .enum(['issued', 'voided'], { message: M.kind })
    .default('issued')
    .meta({ description: 'issued: give credit; voided: take credit away (at most the balance)' }),
  amount: z.number({ message: M.amount }).positive(M.amount).max(100_000, M.tooLarge).meta({ description: 'In major units', example: 25 }),
  reason: singleLine('Reason', M.reason)
    .trim()
    .min(1, M.reason)
    .max(300, M.reasonLong)
    .meta({ description: 'Why; the shopper reads it in their history', example: 'Sorry for the late parcel' }),
});
export type StoreCreditInput = z.infer<typeof StoreCreditInput>;

const StoreCreditEntryAnswer = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'ISO 8601' }),
    kind: z.enum(BALANCE_ENTRY_KINDS),
    what: z.string().meta({ example: 'Issued for return R-1001' }),
    amount: Amount.meta({ description: 'Signed: what the entry added (+) or took (−)', example: -20 }),
    balanceAfter: Amount,
  })
  .meta({ id: 'StoreCreditEntry' });

export const StoreCreditAnswer = z
  .object({
    currency: z.string(),
    balance: Amount,
    entries: z.array(StoreCreditEntryAnswer).meta({ description: 'Newest first' }),
  })
  .meta({ id: 'StoreCredit' });
export type StoreCreditAnswer = z.infer<typeof StoreCreditAnswer>;
