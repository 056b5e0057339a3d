/**
 * The signed link of a review request mail (decision record 052): it names one delivered order line
 * and when it stops working, and carries their HMAC-SHA256 under the shop's secret (JWT_SECRET),
 * made for this purpose alone (the MAC covers a purpose label first, so no other MAC of the shop —
 * an unsubscribe link's, a known device's — passes for one). Nothing is stored: the line says whose
 * order it was and which piece, and whoever holds the link may write (or edit) that buyer's review
 * of that piece until it expires, as the buyer would signed in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Forbidden } from '../../../domain/errors.ts';
import { REVIEW_LINK_DAYS, REVIEW_MESSAGES as M } from '../../../domain/reviews.ts';

const PURPOSE = 'jewellery-shop/review\n';
const DAY_MS = 24 * 60 * 60 * 1000;

const macOf = (secret: string, orderItemId: number, expires: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}${orderItemId}\n${expires}`).digest('base64url');

/** The token of a link to review the order line `orderItemId`, working `REVIEW_LINK_DAYS` from `now`. */
export function reviewLinkToken(secret: string, orderItemId: number, now = new Date()): string {
  const expires = Math.floor((now.getTime() + REVIEW_LINK_DAYS * DAY_MS) / 1000);
  return `${orderItemId}.${expires}.${macOf(secret, orderItemId, expires)}`;
}

/** The order line a token names; a token we did not make is refused (403), an expired one too, saying so. */
export function readReviewLinkToken(secret: string, token: string, now = new Date()): number {
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) throw new Forbidden(M.linkInvalid);
  const [orderItemId, expires] = [Number(match[1]), Number(match[2])];
  const expected = Buffer.from(macOf(secret, orderItemId, expires));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new Forbidden(M.linkInvalid);
  if (expires * 1000 < now.getTime()) throw new Forbidden(M.linkExpired);
  return orderItemId;
}
