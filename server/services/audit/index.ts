export { listAudit, recordAudit } from './audit-log.ts';
export { auditEntryAnswer, auditPageAnswer } from './presenters.ts';
