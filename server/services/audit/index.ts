export { auditEntities, listAudit, recordAudit } from './audit-log.ts';
export { auditPageAnswer } from './presenters.ts';
export { deleteOldSecurityEvents, listSecurityEvents, recordSecurityEvent, securityEventsPageAnswer } from './security-events.ts';
