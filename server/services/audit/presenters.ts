/** The audit log as the owner reads it (domain/contract/admin-audit.ts), for the API and the pages alike. */
import type { AuditEntryAnswer, AuditPageAnswer } from '../../../domain/contract/admin-audit.ts';
import { auditActionLabel } from '../../../domain/audit-labels.ts';
import type { AuditEntry } from './audit-log.ts';

const auditEntryAnswer = (entry: AuditEntry): AuditEntryAnswer => ({
  ...entry,
  label: auditActionLabel(entry.action, entry.entity),
  at: entry.at.toISOString(),
});

export const auditPageAnswer = (page: { entries: AuditEntry[]; hasMore: boolean }): AuditPageAnswer => ({
  entries: page.entries.map(auditEntryAnswer),
  hasMore: page.hasMore,
});
