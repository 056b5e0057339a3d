export { listAudit, recordAudit } from './audit-log.ts';
