export {
  type ClaimedMail,
  type MailSender,
  deliverClaimed,
  deliverDue,
  deliverMail,
  enqueueMail,
  outboxDepth,
  queueClaimedSql,
  retryDelayMs,
  sendQueued,
  startMailSender,
} from './mail-outbox.ts';
export { type MailConfig, type MailMessage, sendMail, shopBaseUrl } from './mail.ts';
export { linkDigest, newLinkToken } from './links.ts';
export { AttachmentRefused, MAX_ATTACHMENT_BYTES } from './attachments.ts';
