export { auditEntities, listAudit, recordAudit } from './audit-log.ts';
export { forgetPerson, setAuditSecret } from './person-keys.ts';
export { auditPageAnswer } from './presenters.ts';
export { deleteOldSecurityEvents, listSecurityEvents, recordSecurityEvent, securityEventsPageAnswer } from './security-events.ts';
