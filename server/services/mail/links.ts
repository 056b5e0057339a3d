/**
 * The token of a link e-mailed to someone (a password reset, an address to confirm, a newsletter
 * sign-up to confirm): 32 random bytes in the link, only their SHA-256 stored, so a copy of the
 * database opens no link. Whoever stores it decides how long it works and that it works once.
 */
import { createHash, randomBytes } from 'node:crypto';

export const linkDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token (for the e-mail) and its digest (for the database). */
export function newLinkToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: linkDigest(token) };
}
