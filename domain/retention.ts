/**
 * How long the shop keeps what it keeps for a while (issue 33, decision record 043): the periods'
 * defaults and bounds, the kinds of security event, and a period in the words the privacy policy
 * and the terms print, so the pages say what the retention jobs do.
 */

/**
 * A security event: what anyone's attempt to sign in or recover an account leaves, and a shopper's
 * changes to what proves who they are (the password, the e-mail address: decision record 041),
 * kept apart from the audit log (staff's actions) and deleted after its period. `sign_in`,
 * `password_reset` and the changes are a shopper's own; a staff member's stay in the audit log.
 */
export const SECURITY_EVENT_KINDS = [
  'sign_in',
  'sign_in_refused',
  'password_reset_requested',
  'password_reset',
  'password_changed',
  'email_change_requested',
  'email_changed',
  'contact_burst',
  'custom_design_burst',
  'newsletter_burst',
  'sizer_mail_burst',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  sign_in: 'Signed in',
  sign_in_refused: 'Sign-in refused',
  password_reset_requested: 'Password reset asked for',
  password_reset: 'Password reset',
  password_changed: 'Password changed',
  email_change_requested: 'E-mail change asked for',
  email_changed: 'E-mail address changed',
  contact_burst: 'Contact form flood refused',
  custom_design_burst: 'Design request flood refused',
  newsletter_burst: 'Newsletter sign-up flood refused',
  sizer_mail_burst: 'Ring sizer e-mail flood refused',
};

/** The owner's periods, in days. */
export interface RetentionPeriods {
  /** Security events (refused sign-ins, reset requests, shoppers' sign-ins). */
  securityEventDays: number;
  /** Contact messages and custom-design requests, with their photos. */
  messageDays: number;
  /** Accounts whose address was never confirmed and that never ordered. */
  unconfirmedAccountDays: number;
}

export const DEFAULT_RETENTION: RetentionPeriods = { securityEventDays: 90, messageDays: 730, unconfirmedAccountDays: 30 };

/** The bounds the owner may choose within, in days: at least a day, at most ten years. */
export const RETENTION_BOUNDS: Record<keyof RetentionPeriods, { min: number; max: number }> = {
  securityEventDays: { min: 1, max: 3650 },
  messageDays: { min: 1, max: 3650 },
  unconfirmedAccountDays: { min: 1, max: 3650 },
};

export const RETENTION_FIELD_LABELS: Record<keyof RetentionPeriods, string> = {
  securityEventDays: 'Security events',
  messageDays: 'Messages and design requests',
  unconfirmedAccountDays: 'Unconfirmed accounts',
};

const DAYS_IN_YEAR = 365;

/**
 * A period as a sentence says it: whole years when it is a multiple of 365 days ("2 years"), else
 * days ("90 days", "1 day").
 */
export function periodWords(days: number): string {
  if (days >= DAYS_IN_YEAR && days % DAYS_IN_YEAR === 0) {
    const years = days / DAYS_IN_YEAR;
    return years === 1 ? '1 year' : `${years} years`;
  }
  return days === 1 ? '1 day' : `${days} days`;
}
