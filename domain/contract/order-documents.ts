/**
 * An order's documents as every order answer carries them (decision record 027): its invoice's
 * number once it was paid in full, and its credit notes, each referring to that invoice.
 */
import { z } from 'zod';
import { Amount } from './money.ts';

const CreditNoteAnswer = z
  .object({
    number: z.string().meta({ example: 'CN-2026-000001' }),
    amount: Amount,
    reason: z.string().meta({ description: 'Why the money was refunded' }),
    issued: z.string().meta({ description: 'ISO 8601' }),
  })
  .meta({ id: 'CreditNote' });

export const OrderDocumentsAnswer = z
  .object({
    invoiceNumber: z
      .string()
      .nullable()
      .meta({ example: '2026-000001', description: 'Given when the order is first paid in full; null before (its document is a pro forma invoice)' }),
    invoiced: z.string().nullable().meta({ description: 'ISO 8601: when the invoice was issued' }),
    creditNotes: z.array(CreditNoteAnswer).meta({ description: 'One for each refund after the invoice, oldest first' }),
  })
  .meta({ id: 'OrderDocuments' });
export type OrderDocumentsAnswer = z.infer<typeof OrderDocumentsAnswer>;
