/** The audit log as the owner reads it (domain/contract/admin-audit.ts), for the API and the pages alike. */
import type { AuditEntryAnswer, AuditPageAnswer } from '../../../domain/contract/admin-audit.ts';
import type { AuditEntry } from './audit-log.ts';

const auditEntryAnswer = (entry: AuditEntry): AuditEntryAnswer => ({ ...entry, at: entry.at.toISOString() });

export const auditPageAnswer = (page: { entries: AuditEntry[]; hasMore: boolean }): AuditPageAnswer => ({
  entries: page.entries.map(auditEntryAnswer),
  hasMore: page.hasMore,
});
