export { auditEntities, listAudit, recordAudit } from './audit-log.ts';
export { auditPageAnswer } from './presenters.ts';
