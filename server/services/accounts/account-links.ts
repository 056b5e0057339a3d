/**
 * Links e-mailed to an account holder (a password reset, an address verification): a random
 * token in the link, only its SHA-256 stored; each works once and until it expires. Using one
 * link of a purpose uses up every other link of that purpose the account was sent.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountLinks, type AccountLinkPurpose } from '../../db/schema/index.ts';

const RESET_LINK_HOURS = 1;
export const RESET_LINK_SECONDS = RESET_LINK_HOURS * 60 * 60;
export const VERIFY_LINK_DAYS = 7;
/** An invitation to the back office (invitations.ts) is good this long. */
export const INVITE_LINK_DAYS = 7;

const LIFETIME_SECONDS: Record<AccountLinkPurpose, number> = {
  'reset-password': RESET_LINK_SECONDS,
  'verify-email': VERIFY_LINK_DAYS * 24 * 60 * 60,
};

export const linkDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link for the account; answers the token to put in the e-mail. */
export async function issueLink(db: DbOrTx, purpose: AccountLinkPurpose, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountLinks).values({
    purpose,
    userId,
    tokenHash: linkDigest(token),
    expiresAt: sql`now() + make_interval(secs => ${LIFETIME_SECONDS[purpose]})`,
  });
  return token;
}

/** Uses a link up (with every other unused link of its purpose for that account); answers its account, or null when it is unknown, used or expired. */
export async function useLink(db: DbOrTx, purpose: AccountLinkPurpose, token: string): Promise<number | null> {
  const [link] = await db
    .select({ userId: accountLinks.userId })
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
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, link.userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)));
  return link.userId;
}
