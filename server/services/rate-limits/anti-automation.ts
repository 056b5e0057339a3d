/**
 * Anti-automation: how often one client address, and one account, may use each form that makes
 * the shop store something, send something or reveal something (ASVS V2.4.1). The limits sit far
 * above what a shopper does by hand and far below what a script needs to flood the inboxes,
 * fill the disk or guess discount codes. Each attempt is counted in PostgreSQL before the work
 * (rate-limit.ts), so parallel bursts and several shop processes are limited alike; a refusal is
 * a 429 with Retry-After.
 */
import { isIPv6 } from 'node:net';
import type { DbOrTx } from '../../db/client.ts';
import { recordSecurityEvent } from '../audit/index.ts';
import type { SecurityEventKind } from '../../../domain/retention.ts';
import { consume, counting, TooManyRequests, type Counting, type RateCheck, type RateLimit } from './rate-limit.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Every anti-automation limit of the shop's forms, in one place. */
export const FORM_LIMITS = {
  contactPerClient: { name: 'contact:client', limit: 5, windowSeconds: HOUR },
  newsletterPerClient: { name: 'newsletter:client', limit: 5, windowSeconds: HOUR },
  customDesignPerClient: { name: 'custom-design:client', limit: 3, windowSeconds: HOUR },
  customDesignPerAccount: { name: 'custom-design:account', limit: 3, windowSeconds: DAY },
  /** Checking a code, and pricing a quote that carries one: each is a guess at a code (an order's own limit is tighter). */
  discountCheckPerClient: { name: 'discount-check:client', limit: 30, windowSeconds: 10 * MINUTE },
  discountCheckPerAccount: { name: 'discount-check:account', limit: 30, windowSeconds: 10 * MINUTE },
  ordersPerClient: { name: 'orders:client', limit: 30, windowSeconds: HOUR },
  // Refused attempts count too (they are counted before the work), so a shopper's retries have room.
  ordersPerAccount: { name: 'orders:account', limit: 20, windowSeconds: HOUR },
  /** A shopper's invoices and credit notes: each download draws a PDF, far more than a shopper opens by hand. */
  documentsPerAccount: { name: 'documents:account', limit: 60, windowSeconds: 10 * MINUTE },
  /** The ring sizer e-mailed to an address typed (decision record 060): per client, and per recipient so no inbox is flooded from many clients. */
  sizerMailPerClient: { name: 'sizer-mail:client', limit: 5, windowSeconds: HOUR },
  sizerMailPerRecipient: { name: 'sizer-mail:recipient', limit: 3, windowSeconds: DAY },
} as const satisfies Record<string, RateLimit>;

/** What a refused shopper reads, one message a form. */
const FORM_LIMIT_MESSAGES = {
  contact: 'You have sent several messages in a short time. Please wait up to an hour before sending another, or call us.',
  newsletter: 'There have been several sign-ups from your connection in a short time. Please try again in an hour.',
  customDesign: 'You have sent several design requests in a short time. We will answer the ones we have; please wait before sending another.',
  discountCheck: 'Too many discount codes have been tried in a short time. Please wait a few minutes and try again.',
  orders: 'You have placed several orders in a short time. Please wait up to an hour before placing another, or contact us.',
  documents: 'You have downloaded many documents in a short time. Please wait a few minutes and try again.',
  sizerMail: 'The ring sizer has been e-mailed several times in a short time. Please wait before asking again, or download it from this page.',
} as const;

/** Who is asking: the client address (undefined for an in-process call) and the account, if logged in. */
export interface Caller {
  clientIp: string | undefined;
  userId?: number | null;
}

/**
 * The key a client address is counted under. An IPv4 address is one client; an IPv6 address
 * counts under its /64 network, the block one subscriber line is given (RFC 6177), so walking
 * through the addresses of one's own network gains nothing.
 */
export function clientKey(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mappedV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedV4) return mappedV4[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in short hex (`2001:db8::1` -> 2001, db8, 0, 0, 0, 0, 0, 1). */
function ipv6Groups(address: string): string[] {
  const [bare] = address.split('%') as [string];
  const split = (part: string) => (part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

const accountKey = (userId: number | null | undefined) => (userId === null || userId === undefined ? undefined : String(userId));

/**
 * A public form's limits. The first attempt a window refuses is a burst beginning: it is recorded
 * once as a security event (decision record 043) with the client address and no address typed
 * (anyone can type anyone's), so the owner sees floods without a row per refused request.
 */
async function limitForm(db: DbOrTx, caller: Caller, checks: RateCheck[], message: string, burst: SecurityEventKind): Promise<void> {
  try {
    await consume(db, checks, message);
  } catch (error) {
    if (error instanceof TooManyRequests && error.firstRefused)
      await recordSecurityEvent(db, { kind: burst, userId: caller.userId, ip: caller.clientIp, detail: { retryAfterSeconds: error.retryAfterSeconds } });
    throw error;
  }
}

export function limitContact(db: DbOrTx, caller: Caller): Promise<void> {
  return limitForm(db, caller, [{ limit: FORM_LIMITS.contactPerClient, key: clientKey(caller.clientIp) }], FORM_LIMIT_MESSAGES.contact, 'contact_burst');
}

export function limitNewsletter(db: DbOrTx, caller: Caller): Promise<void> {
  return limitForm(
    db,
    caller,
    [{ limit: FORM_LIMITS.newsletterPerClient, key: clientKey(caller.clientIp) }],
    FORM_LIMIT_MESSAGES.newsletter,
    'newsletter_burst',
  );
}

/**
 * The ring sizer e-mailed to an address typed: per client address and per recipient (lower case;
 * its key holds the address, so erasing the person erases it: privacy/registry.ts `rate_limits`).
 */
export function limitSizerMail(db: DbOrTx, caller: Caller, recipient: string): Promise<void> {
  const checks = [
    { limit: FORM_LIMITS.sizerMailPerClient, key: clientKey(caller.clientIp) },
    { limit: FORM_LIMITS.sizerMailPerRecipient, key: recipient.toLowerCase() },
  ];
  return limitForm(db, caller, checks, FORM_LIMIT_MESSAGES.sizerMail, 'sizer_mail_burst');
}

export function limitCustomDesign(db: DbOrTx, caller: Caller): Promise<void> {
  const checks = [
    { limit: FORM_LIMITS.customDesignPerClient, key: clientKey(caller.clientIp) },
    { limit: FORM_LIMITS.customDesignPerAccount, key: accountKey(caller.userId) },
  ];
  return limitForm(db, caller, checks, FORM_LIMIT_MESSAGES.customDesign, 'custom_design_burst');
}

export function limitDiscountCheck(db: DbOrTx, caller: Caller): Promise<void> {
  return consume(
    db,
    [
      { limit: FORM_LIMITS.discountCheckPerClient, key: clientKey(caller.clientIp) },
      { limit: FORM_LIMITS.discountCheckPerAccount, key: accountKey(caller.userId) },
    ],
    FORM_LIMIT_MESSAGES.discountCheck,
  );
}

export function limitDocumentDownloads(db: DbOrTx, caller: Caller): Promise<void> {
  return consume(db, [{ limit: FORM_LIMITS.documentsPerAccount, key: accountKey(caller.userId) }], FORM_LIMIT_MESSAGES.documents);
}

/** An order's limits, counted by the order's own first statement (orders/place.ts `placeOrder`). */
export function orderLimits(caller: Caller): Counting {
  return counting(
    [
      { limit: FORM_LIMITS.ordersPerClient, key: clientKey(caller.clientIp) },
      { limit: FORM_LIMITS.ordersPerAccount, key: accountKey(caller.userId) },
    ],
    FORM_LIMIT_MESSAGES.orders,
  );
}
