/** The audit log as the owner reads it (`GET /api/admin/audit`, /admin/audit): a page of entries, newest first. */
import { z } from 'zod';

const Fields = z.record(z.string(), z.unknown()).nullable().meta({
  description:
    'The fields as they were. A personal field of an entry about a person (decision record 046) reads `{"withheld": "erased"}` once the person was erased, `{"withheld": "unreadable"}` when sealed under another shop secret.',
});

export const AuditEntryAnswer = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'ISO 8601' }),
    actorId: z.number().int().nullable().meta({ description: 'null: no person (actorEmail "environment": ADMIN_EMAIL or ADMIN_RESET at start)' }),
    actorEmail: z.string().nullable(),
    action: z.string().meta({ example: 'staff.update' }),
    label: z.string().meta({ description: 'The action in words (domain/audit-labels.ts)', example: 'Staff member changed' }),
    entity: z.string().meta({ example: 'user' }),
    entityId: z.string(),
    before: Fields,
    after: Fields,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryAnswer = z.infer<typeof AuditEntryAnswer>;

export const AuditPageAnswer = z.object({ entries: z.array(AuditEntryAnswer), hasMore: z.boolean() }).meta({ id: 'AuditPage' });
export type AuditPageAnswer = z.infer<typeof AuditPageAnswer>;
