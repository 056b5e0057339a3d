export {
  FORM_LIMITS,
  clientKey,
  limitContact,
  limitCustomDesign,
  limitDiscountCheck,
  limitDocumentDownloads,
  limitNewsletter,
  limitSizerMail,
  orderLimits,
} from './anti-automation.ts';
export { type CountedRow, type Counting, type RateLimit, TooManyRequests, consume, countedSql, refuseOverLimit, sweepRateLimits } from './rate-limit.ts';
