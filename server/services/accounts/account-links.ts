/**
 * Links e-mailed to an account holder (a password reset, an address verification, a new address
 * to confirm): a random token in the link, only its SHA-256 stored; each works once and until it
 * expires. Using one link of a purpose uses up every other link of that purpose the account was sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountLinks, type AccountLinkPurpose } from '../../db/schema/index.ts';

const RESET_LINK_HOURS = 1;
export const RESET_LINK_SECONDS = RESET_LINK_HOURS * 60 * 60;
export const VERIFY_LINK_DAYS = 7;
/** An invitation to the back office (invitations.ts) is good this long. */
export const INVITE_LINK_DAYS = 7;

/** A link to confirm a new address for an account (credentials.ts) works this long. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** A link that opens a first two-factor set-up while the owner requires it (two-factor-notices.ts) works this long. */
export const TWO_FACTOR_SETUP_LINK_HOURS = 1;

const LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  'reset-password': RESET_LINK_SECONDS,
  'two-factor-setup': TWO_FACTOR_SETUP_LINK_HOURS * 60 * 60,
  'verify-email': VERIFY_LINK_DAYS * 24 * 60 * 60,
  'change-email': EMAIL_CHANGE_LINK_HOURS * 60 * 60,
};

export const linkDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link for the account (a change-email link with the address it moves the account to); answers the token to put in the e-mail. */
export async function issueLink(db: DbOrTx, purpose: AccountLinkPurpose, userId: number, newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountLinks).values({
    purpose,
    userId,
    newEmail: newEmail ?? null,
    tokenHash: linkDigest(token),
    expiresAt: sql`now() + make_interval(secs => ${LIFETIME_SECONDS[purpose]})`,
  });
  return token;
}

/** Uses a link up (with every other unused link of its purpose for that account); answers its account, or null when it is unknown, used or expired. */
export async function useLink(db: DbOrTx, purpose: AccountLinkPurpose, token: string): Promise<number | null> {
  return (await claimLink(db, purpose, token))?.userId ?? null;
}

/** Uses a change-email link up (and the account's other ones); answers the account and the address it moves to, or null. */
export const useEmailChangeLink = (db: DbOrTx, token: string) => claimLink(db, 'change-email', token);

/** Ends every unused link of these purposes of an account: a changed password or address voids the reset links sent before. */
export async function voidLinks(db: DbOrTx, userId: number, purposes: AccountLinkPurpose[]): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, userId), inArray(accountLinks.purpose, purposes), isNull(accountLinks.usedAt)));
}

async function claimLink(db: DbOrTx, purpose: AccountLinkPurpose, token: string): Promise<{ userId: number; newEmail: string | null } | null> {
  const [link] = await db
    .select({ userId: accountLinks.userId, newEmail: accountLinks.newEmail })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.purpose, purpose),
        eq(accountLinks.tokenHash, linkDigest(token)),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  if (!link) return null;
  await voidLinks(db, link.userId, [purpose]);
  return link;
}
