/** The audit log's filters, as the back office's page and `GET /api/admin/audit` read them. */
import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

/**
 * Which entries a view shows: staff actions (every entry but a shopper's own account events:
 * their sign-ins, refused sign-ins and password resets, which would otherwise crowd out the
 * staff's changes), shoppers' sign-ins (those alone), or everything. Without a choice: staff
 * actions, or everything when one entity's history is asked for (`entityId`).
 */
export const AUDIT_VIEWS = ['staff', 'shoppers', 'all'] as const;
export type AuditView = (typeof AUDIT_VIEWS)[number];
export const AUDIT_VIEW_LABELS: Record<AuditView, string> = { staff: 'Staff actions', shoppers: 'Shoppers’ sign-ins', all: 'Everything' };

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
  show: z
    .enum(AUDIT_VIEWS, 'Show is staff, shoppers or all')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** The view a query shows (see AUDIT_VIEWS). */
export const auditViewOf = (query: Pick<AuditQuery, 'show' | 'entityId'>): AuditView => query.show ?? (query.entityId ? 'all' : 'staff');
export type AuditQuery = z.infer<typeof AuditQuery>;
