/**
 * What the shop keeps for a while (issue 33, decision record 043): the owner's periods
 * (`GET`/`PUT /api/admin/settings/retention`, /admin/settings/privacy) and the security events
 * (`GET /api/admin/security-events`, /admin/security-events), which the audit log no longer holds.
 */
import { z } from 'zod';
import { blankAsAbsent, PageParam } from '../schemas/list-params.ts';
import { BOOKKEEPING_DAYS } from '../privacy.ts';
import { RETENTION_BOUNDS, RETENTION_FIELD_LABELS, SECURITY_EVENT_KINDS, type RetentionPeriods } from '../retention.ts';

/** A period in whole days within its bounds; the message names the field. */
const days = (field: keyof RetentionPeriods) => {
  const { min, max } = RETENTION_BOUNDS[field];
  const message = `${RETENTION_FIELD_LABELS[field]}: a whole number of days from ${min} to ${max}`;
  return z.coerce.number({ message }).int(message).min(min, message).max(max, message);
};

const BOOKKEEPING_MESSAGE = `Orders kept for the books: a whole number of days from ${BOOKKEEPING_DAYS.min} to ${BOOKKEEPING_DAYS.max}`;

export const RetentionSettingsInput = z.object({
  securityEventDays: days('securityEventDays').meta({ description: 'Days a security event (refused sign-in, reset request) is kept', example: 90 }),
  messageDays: days('messageDays').meta({ description: 'Days a contact message or custom-design request, with its photo, is kept', example: 730 }),
  unconfirmedAccountDays: days('unconfirmedAccountDays').meta({
    description: 'Days an account whose address was never confirmed, and that never ordered, is kept',
    example: 30,
  }),
  bookkeepingDays: z.coerce
    .number({ message: BOOKKEEPING_MESSAGE })
    .int(BOOKKEEPING_MESSAGE)
    .min(BOOKKEEPING_DAYS.min, BOOKKEEPING_MESSAGE)
    .max(BOOKKEEPING_DAYS.max, BOOKKEEPING_MESSAGE)
    .optional()
    .meta({
      description: 'Days an erased customer’s orders, invoices, credit notes and payments are kept for the books (decision record 044); left out: unchanged',
      example: 3650,
    }),
});
export type RetentionSettingsInput = z.infer<typeof RetentionSettingsInput>;

export const RetentionSettingsAnswer = RetentionSettingsInput.extend({
  bookkeepingDays: z.number().int().meta({ description: 'Days an erased customer’s orders stay for the books', example: 3650 }),
  changedAt: z.string().nullable().meta({ description: 'ISO 8601: when a period last changed (the privacy policy and the terms changed then)' }),
  words: z.object({ securityEvents: z.string(), messages: z.string(), unconfirmedAccounts: z.string(), bookkeeping: z.string() }).meta({
    description: 'Each period as the privacy policy prints it',
    example: { securityEvents: '90 days', messages: '2 years', unconfirmedAccounts: '30 days', bookkeeping: '10 years' },
  }),
}).meta({ id: 'RetentionSettings' });
export type RetentionSettingsAnswer = z.infer<typeof RetentionSettingsAnswer>;

export const SECURITY_EVENTS_PAGE_SIZE = 50;

export const SecurityEventsQuery = z.object({
  kind: z.preprocess(blankAsAbsent, z.enum(SECURITY_EVENT_KINDS, { message: `kind must be one of ${SECURITY_EVENT_KINDS.join(', ')}` }).optional()),
  email: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(254, 'email must be at most 254 characters')
      .optional()
      .meta({ description: 'Only the events of this address (the one typed, or the account’s)' }),
  ),
  page: PageParam,
});
export type SecurityEventsQuery = z.infer<typeof SecurityEventsQuery>;

export const SecurityEventAnswer = z
  .object({
    id: z.number().int(),
    at: z.string().meta({ description: 'ISO 8601' }),
    kind: z.enum(SECURITY_EVENT_KINDS),
    label: z.string().meta({ example: 'Sign-in refused' }),
    userId: z.number().int().nullable().meta({ description: 'The account the address has; null: none' }),
    email: z.string().nullable(),
    ip: z.string().nullable(),
    detail: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ example: { reason: 'wrong_password' } }),
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEventAnswer = z.infer<typeof SecurityEventAnswer>;

export const SecurityEventsPageAnswer = z
  .object({ events: z.array(SecurityEventAnswer), hasMore: z.boolean(), keptDays: z.number().int().meta({ description: 'How long an event is kept' }) })
  .meta({ id: 'SecurityEventsPage' });
export type SecurityEventsPageAnswer = z.infer<typeof SecurityEventsPageAnswer>;
