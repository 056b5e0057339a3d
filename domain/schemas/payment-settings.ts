/**
 * The owner's payment settings form (/admin/settings/payments), as a plain form posts it: the
 * checkbox is there when ticked, the days to pay arrive as text. It reads into the API's
 * BankTransferSettingsInput, so the rules and their messages are the API's own.
 */
import { z } from 'zod';
import { BankTransferSettingsInput } from '../contract/admin-payments.ts';

export const PaymentSettingsForm = z
  .object({
    enabled: z.string().optional(),
    accountHolder: z.string().default(''),
    bankName: z.string().default(''),
    accountNumber: z.string().default(''),
    bankCode: z.string().default(''),
    daysToPay: z.string().default(''),
  })
  .transform(({ enabled, daysToPay, ...details }): z.input<typeof BankTransferSettingsInput> => ({
    ...details,
    enabled: enabled === 'on',
    // Empty or not a number reads as NaN, which the input refuses with its own message.
    daysToPay: daysToPay.trim() === '' ? Number.NaN : Number(daysToPay),
  }))
  .pipe(BankTransferSettingsInput);
