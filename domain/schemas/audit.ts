/**
 * The audit log's filters, as the back office's page and `GET /api/admin/audit` read them. The log
 * holds what staff (and the shop itself) do; shoppers' sign-ins and anyone's refused ones are
 * security events (domain/contract/retention.ts, decision record 043).
 */
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[\w.:-]*$/, 'Use letters, digits, dots, colons and dashes')
    .transform((value) => value || undefined)
    .optional();

const day = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.iso.date('A date looks like 2026-11-23').optional())
  .optional();

export const AuditQuery = z.object({
  entity: optionalText(40),
  entityId: optionalText(120),
  actorId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export type AuditQuery = z.infer<typeof AuditQuery>;
